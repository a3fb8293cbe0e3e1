import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import {
  expect,
  type APIRequestContext,
  type ConsoleMessage,
  type Locator,
  type Page,
  type TestInfo,
} from '@playwright/test';
import { createTranslator } from 'next-intl';
import type messages from '@/messages/en.json';
import type { Locale } from '@/lib/i18n/locales';
import { builtPages, builtVersionPages } from '@/lib/pages/built';
import { accountPages, pages } from '@/lib/pages/routes';

export type Messages = typeof messages;

/** Expected texts come from the message files, never repeated in the tests. */
export function messagesOf(locale: Locale): Messages {
  return JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8'));
}

/** A locale's texts formatted as the site formats them (ICU), e.g. `t('de')('NotFound.message', {path})`. */
export function translatorOf(locale: Locale) {
  return createTranslator({ locale, messages: messagesOf(locale) });
}

/**
 * The public pages the builds make: every page in every locale, with its URL, less those their
 * checks leave out (the end-to-end builds switch one off: scripts/test/builds.ts).
 */
export const allPages = builtPages(pages);

/** The page of each legal version in every locale where its text's page is built (lib/pages/legalVersions.ts). */
export const versionPages = builtVersionPages();

/** The account screens (sign-in, account) in every locale. */
export const accountScreens = builtPages(accountPages);

export const isStatic = (testInfo: TestInfo) => testInfo.project.name === 'static';

/** The image Firestore's WebChannel transport loads to probe the network, blocked by the policy on purpose. */
const FIRESTORE_NETWORK_PROBE = 'https://www.google.com/images/cleardot.gif';

/**
 * Firestore's transport after one of its channel's requests failed: the failed request, and the
 * blocked network probe it then tries (docs/design.md#5-firebase-emulators). Not the page's own error.
 */
function isFirestoreTransportNoise(message: ConsoleMessage): boolean {
  const failedChannelRequest =
    /Failed to load resource: the server responded with a status of 400/.test(message.text()) &&
    /\/google\.firestore\.v1\.Firestore\/(Listen|Write)\/channel\?/.test(message.location().url);
  return failedChannelRequest || message.text().includes(`'${FIRESTORE_NETWORK_PROBE}?`);
}

/** Collects console errors and uncaught exceptions; call the returned check at the end of a test. */
export function watchConsole(page: Page, { expectNotFound = false } = {}): () => void {
  const problems: string[] = [];
  page.on('console', (message) => {
    // The browser reports a 404 document as a failed resource: expected on a 404 page.
    if (expectNotFound && /status of 404/.test(message.text())) return;
    if (isFirestoreTransportNoise(message)) return;
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return () => expect(problems, 'console errors').toEqual([]);
}

/**
 * What axe finds against WCAG 2.1 AA on the page as it is now, as `rule: elements` (empty when it
 * passes). `rules` narrows the check to those rules (a scheme switch changes colours only).
 */
export async function axeViolations(page: Page, rules?: string[]): Promise<string[]> {
  const axe = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  const { violations } = await (rules ? axe.withRules(rules) : axe).analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Makes the browser prefer these languages, in both the header and `navigator.languages`. */
export async function preferLanguages(page: Page, languages: string[]): Promise<void> {
  await page.setExtraHTTPHeaders({
    'Accept-Language': languages.map((l, i) => (i ? `${l};q=${(1 - i / 10).toFixed(1)}` : l)).join(','),
  });
  await page.addInitScript((list) => {
    Object.defineProperty(navigator, 'languages', { get: () => list });
    Object.defineProperty(navigator, 'language', { get: () => list[0] });
  }, languages);
}

/** Collects every Content-Security-Policy violation the pages report, across navigations. */
export async function watchPolicyViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript((probe) => {
    document.addEventListener('securitypolicyviolation', (e) => {
      if (e.blockedURI.startsWith(probe)) return;
      (window as unknown as { reportViolation(t: string): void }).reportViolation(
        `${location.pathname}: ${e.violatedDirective} ${e.blockedURI}`,
      );
    });
  }, FIRESTORE_NETWORK_PROBE);
  return violations;
}

/**
 * The rule every host follows, server mode included (tests/e2e/hosts.spec.ts): a trailing slash or
 * a page's file name in the export is a permanent redirect to the page's URL, on the same origin
 * and keeping the query; where no page is, 404.
 */
export async function expectCanonicalRedirects(
  request: APIRequestContext,
  {
    permanent = 301,
    trailingSlash = 'redirects',
    pastFile = 404,
  }: { permanent?: 301 | 308; trailingSlash?: 'redirects' | 'serves the page'; pastFile?: 404 | 502 } = {},
): Promise<void> {
  const slashes = {
    '/faq/': '/faq',
    '/de/': '/de',
    '/jp/terms-conditions/?a=1': '/jp/terms-conditions?a=1',
  };
  const redirects = {
    ...(trailingSlash === 'redirects' ? slashes : {}),
    '/faq.html': '/faq',
    '/index.html': '/',
    '/de.html': '/de',
    '/jp/terms-conditions.html?a=1': '/jp/terms-conditions?a=1',
  };
  for (const [from, to] of Object.entries(redirects)) {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status(), from).toBe(permanent);
    const location = new URL(response.headers().location, response.url());
    expect(location.origin, from).toBe(new URL(response.url()).origin);
    expect(location.pathname + location.search, from).toBe(to);
  }
  if (trailingSlash === 'serves the page') {
    for (const [from, to] of Object.entries(slashes)) {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status(), from).toBe(200);
      const canonical = /<link rel="canonical" href="([^"]+)"/.exec(await response.text())?.[1];
      expect(canonical && new URL(canonical).pathname, from).toBe(new URL(to, 'http://x').pathname);
    }
  }
  const notFound = ['/no-such-page/', '/de/no-such-page/', '/no-such-page.html', '/de/index.html'];
  for (const path of notFound) expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(404);
  // A trailing slash after a page's file name: no page, or the file name's redirect where slashes are ignored.
  const pastFileStatus = (await request.get('/faq.html/', { maxRedirects: 0 })).status();
  expect(pastFileStatus, '/faq.html/').toBe(trailingSlash === 'redirects' ? pastFile : permanent);
}

/**
 * Announces a newer build the way an open page learns of it: `builds/latest.json` answers another
 * id. The answer is given in the browser, never by rewriting `out/`, which the tests running beside
 * this one read (a rewritten `latest.json` once broke the host tests running in parallel).
 */
export async function deployNewerBuild(page: Page) {
  let answered = 0;
  await page.unrouteAll();
  await page.route('**/builds/latest.json?*', (route) => {
    answered++;
    return route.fulfill({ json: { id: 'a-newer-build', timestamp: Date.now() } });
  });
  // The watcher asks when the visitor comes back to the tab; it listens once the page has hydrated.
  await expect
    .poll(async () => {
      await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
      return answered;
    })
    .toBeGreaterThan(0);
  // Let the page read the answer before the test navigates.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 50)));
}

/** Follows a link from the keyboard, so that nothing scrolls to it first (a click scrolls it into view). */
export async function followFromKeyboard(link: Locator): Promise<void> {
  await link.evaluate((element: HTMLElement) => element.focus({ preventScroll: true }));
  await link.page().keyboard.press('Enter');
}
