import { isAccountScreen } from '../pages/built';
import { addNavigationRule } from '../navigation/siteNavigation';

/**
 * Where the analytics services may run. The sign-in and account screens hold the visitor's ID
 * token and Firebase's refresh token, so no service runs in a window that shows one: there the
 * banner does not ask and nothing is sent, and a window where a service's script was loaded moves
 * onto those screens by a full load only (its navigation rule, `leaveScriptBehind`).
 * Kept apart from the services, so that what every page loads first holds none of their code.
 */
export function isAnalyticsFree(pathname: string): boolean {
  return isAccountScreen(pathname);
}

/** A loopback address: a build for this machine, served at whatever port its server took. */
const loopback = /^https?:\/\/(localhost|127\.\d+\.\d+\.\d+|\[::1\])(:\d+)?$/;

/**
 * Whether a page at `origin` counts visits: only on the site's own address (SITE_URL, which the
 * page names in its slot's `data-site-origin`). The same bytes are served at a host's preview
 * address before they go live (npm run deploy -- --preview, docs/operators.md), and a preview counts
 * nothing. A build for this machine counts wherever it is served on loopback.
 */
export function countsAt(siteOrigin: string | undefined, origin: string): boolean {
  if (!siteOrigin) return false;
  return origin === siteOrigin || (loopback.test(origin) && loopback.test(siteOrigin));
}

let ruled = false;

/**
 * The services' own script (gtag.js) is in this window, where it stays until the window goes: from
 * now on a navigation to a sign-in or account screen leaves the window by a full load, whatever the
 * reload guard says (a full load cannot loop: the page it loads has no script).
 */
export function leaveScriptBehind(): void {
  if (ruled) return;
  ruled = true;
  addNavigationRule(({ to }) => (isAnalyticsFree(to.pathname) ? 'leave' : null));
}
