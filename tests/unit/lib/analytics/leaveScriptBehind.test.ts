// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { leaveScriptBehind } from '@/lib/analytics/placement';
import { goesOnHere, onNavigation, pageShown } from '@/lib/navigation/siteNavigation';

/*
 * The analytics rule of the site's navigation (docs/design.md#analytics, security review turn 4 L-4):
 * a window where gtag.js was loaded reaches the sign-in and account screens by a full load only,
 * whatever the reload guard says. In the built site gtag.js runs on documents alone, where every
 * navigation is the browser's own full load (tests/e2e/consent.analytics.spec.ts); this rule holds
 * wherever it runs in the application: under `npm run dev`, or on a page an operator takes out of
 * the documents' rule (lib/hosting/documents.ts). The real modules, the guard in sessionStorage.
 *
 * jsdom cannot load another document (it logs "Not implemented"), so the window stands where a back
 * or forward navigation leaves it, location already at the sign-in screen while the page shown is
 * the FAQ (docs/design.md#navigation), and each target differs from location by its hash alone: a
 * navigation jsdom carries out, so the hash tells that the full load happened.
 */
function atTheFaq(location = '/de/sign-in') {
  history.replaceState(null, '', '/de/faq');
  pageShown();
  history.replaceState(null, '', location);
}

describe('a window where gtag.js was loaded', () => {
  it('leaves for the sign-in screen by a full load, again when the visitor comes back and signs in within 10 s', () => {
    const heard: string[] = [];
    onNavigation(({ to }) => heard.push(to.pathname));
    atTheFaq();
    // Before the script, the application goes on to the screen in this window.
    expect(goesOnHere('/de/sign-in#before', 'link')).toBe(true);
    expect(heard).toEqual(['/de/sign-in']);

    leaveScriptBehind();
    atTheFaq();
    expect(goesOnHere('/de/sign-in#first', 'link')).toBe(false);
    expect(location.hash).toBe('#first');
    // Back on the FAQ, gtag.js loaded again, and the sign-in link once more, well within the 10
    // seconds in which the reload guard refuses a second full load of the same path.
    atTheFaq();
    expect(goesOnHere('/de/sign-in#again', 'link')).toBe(false);
    expect(location.hash).toBe('#again');
    // The same by back or forward, to the account screen too; the application heard of none of them.
    atTheFaq('/de/account');
    expect(goesOnHere('/de/account#history', 'history')).toBe(false);
    expect(location.hash).toBe('#history');
    expect(heard).toEqual(['/de/sign-in']);

    // Any other page goes on here as before.
    expect(goesOnHere('/de/terms-conditions', 'link')).toBe(true);
    expect(heard).toEqual(['/de/sign-in', '/de/terms-conditions']);
  });
});
