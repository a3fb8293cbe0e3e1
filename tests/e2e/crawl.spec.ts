import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { accountScreens, allPages, watchConsole, watchPolicyViolations } from './support';

// From `/`, following every link the pages offer, in both modes. The static site's pages pass axe in
// a11y.static.spec.ts, in both schemes; here axe reads server mode's.
test('reaches every page from the home page, and every page is clean', async ({ page, baseURL }, testInfo) => {
  test.setTimeout(300_000);
  const origin = new URL(baseURL!).origin;
  const violations = await watchPolicyViolations(page);
  // The crawler has made its choice, so no page asks.
  await page.addInitScript(() =>
    localStorage.setItem('slimstart:analytics-consent', JSON.stringify({ value: 'denied', expires: Date.now() + 1e9 })),
  );

  const seen = new Set<string>(['/']);
  const queue = ['/'];
  const offSite: string[] = [];
  while (queue.length) {
    const path = queue.shift()!;
    const checkConsole = watchConsole(page);
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    const links = await page.locator('a[href]').evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')!));
    for (const href of links) {
      if (/^(mailto|tel):/.test(href) || href.startsWith('#')) continue;
      const url = new URL(href, origin + path);
      if (url.origin !== origin) offSite.push(href);
      else if (!seen.has(url.pathname)) {
        expect(url.pathname, `a link on ${path}`).not.toMatch(/^\/en(\/|$)/);
        seen.add(url.pathname);
        queue.push(url.pathname);
      }
    }
    if (testInfo.project.name === 'server') {
      const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      expect(
        axe.violations.map((v) => v.id),
        path,
      ).toEqual([]);
    }
    checkConsole();
    page.removeAllListeners('console');
    page.removeAllListeners('pageerror');
  }
  // Every page, and the sign-in screen that the header links to (the account screen is linked only
  // for a signed-in visitor).
  const signIn = accountScreens.filter((s) => s.page.name === 'sign-in');
  expect([...seen].sort()).toEqual([...allPages, ...signIn].map((p) => p.url).sort());
  expect(offSite).toEqual([]);

  // The 404s and the account screen (which sends a signed-out visitor to sign in) run no script
  // their policy does not name either.
  for (const path of ['/no-such-page', '/de/no-such-page', '/wp-login.php', '/_next/nope', '/jp/account', '/account']) {
    const checkConsole = watchConsole(page, { expectNotFound: true });
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    checkConsole();
    page.removeAllListeners('console');
    page.removeAllListeners('pageerror');
  }
  expect(violations).toEqual([]);
});
