import { expect, test } from '@playwright/test';
import { hasMarks } from '@/lib/editPreview/marks';
import { accountScreens, allPages, versionPages, watchConsole, watchPolicyViolations } from './support';

/** The `<a href>` targets of an HTML page, as a bot reads them (before any script runs). */
const linksOf = (html: string) =>
  [...html.matchAll(/<a\s[^>]*?href="([^"]*)"/g)].map(([, href]) => href.replaceAll('&amp;', '&'));

// From `/`, following every link of every page's HTML, in both modes: what a search bot reaches.
// Each page's console, policy and axe are checked where it is loaded in the browser (pages.spec.ts).
test('reaches every page from the home page by its links, none to an /en/ URL or off the site', async ({
  request,
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin;
  const seen = new Set<string>(['/']);
  const queue = ['/'];
  const offSite: string[] = [];
  while (queue.length) {
    const path = queue.shift()!;
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    // Built with the editor's environment, its preview flag included: none of its marks.
    expect(hasMarks(html), `the editor preview's marks on ${path}`).toBe(false);
    for (const href of linksOf(html)) {
      if (/^(mailto|tel):/.test(href) || href.startsWith('#')) continue;
      const url = new URL(href, origin + path);
      if (url.origin !== origin) offSite.push(href);
      else if (!seen.has(url.pathname)) {
        expect(url.pathname, `a link on ${path}`).not.toMatch(/^\/en(\/|$)/);
        seen.add(url.pathname);
        queue.push(url.pathname);
      }
    }
  }
  // Every page, and the account screens that every header links to: "Sign in", and "Your account",
  // which the stylesheet shows instead once the page knows a signed-in visitor (lib/firebase/hint.ts);
  // and every legal version's page, which the text's page lists.
  expect([...seen].sort()).toEqual([...allPages, ...accountScreens, ...versionPages].map((p) => p.url).sort());
  expect(offSite).toEqual([]);
});

test('the sign-in screen, the 404s and the account screen log no error and run no script their policy does not name', async ({
  page,
}) => {
  const violations = await watchPolicyViolations(page);
  // The account screen sends a signed-out visitor to sign in.
  for (const path of [
    '/sign-in',
    '/no-such-page',
    '/de/no-such-page',
    '/wp-login.php',
    '/_next/nope',
    '/jp/account',
    '/account',
  ]) {
    const checkConsole = watchConsole(page, { expectNotFound: path !== '/sign-in' });
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    checkConsole();
    page.removeAllListeners('console');
    page.removeAllListeners('pageerror');
  }
  expect(violations).toEqual([]);
});
