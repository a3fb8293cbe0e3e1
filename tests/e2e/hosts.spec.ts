import { expect, test, type TestInfo } from '@playwright/test';
import { leftOutPages } from '@/lib/builtPages';
import { localeTable } from '@/lib/i18n/locales';
import { localizedPath, splitLocale } from '@/lib/i18n/paths';
import { pages } from '@/lib/routes';
import { headersFor } from '@/lib/hosting/routeRules';
import { exportRouteRules } from '@/scripts/serve/serveOut';
import { slotText } from '../support/notFoundSlot';
import {
  allPages,
  expectCanonicalRedirects,
  messagesOf,
  translatorOf,
  watchConsole,
  watchPolicyViolations,
} from './support';

/**
 * The host contract: what every host the export ships for does with out/, run against `npm start`'s
 * server (project `static`), nginx with deploy/nginx.conf (project `nginx`), the Firebase Hosting
 * emulator with deploy/firebase.json (project `firebase`), Apache with deploy/apache.conf (project
 * `apache`) and Caddy with deploy/Caddyfile (project `caddy`), all started by playwright.config.ts.
 * Where a host cannot do something, the exception is named here, explained, and checked as what
 * that host does instead.
 */
type Host = 'static' | 'nginx' | 'firebase' | 'apache' | 'caddy';

const exceptions = {
  /**
   * Firebase Hosting answers every unknown path with the one root 404.html, so the HTML it serves
   * for `/de/…` is the English page. Its first script shows the German 404 page before anything
   * paints (lib/hosting/notFoundSlot.ts, showLocaleNotFound); bots and visitors without JavaScript
   * read the English page, with status 404 and `noindex`.
   */
  notFoundServedInEnglish: ['firebase'],
  /**
   * Firebase Hosting serves files as they are: the requested path appears in its 404 page once
   * scripts run (components/RequestedPath.tsx), not in the HTML it serves.
   */
  notFoundServedWithoutPath: ['firebase'],
  /**
   * nginx's SSI echoes the path as it came on the request line, so a path outside ASCII shows
   * percent-encoded in the served HTML (`/de/%C3%BC`); the browser shows it decoded once scripts
   * run, as on every host.
   */
  notFoundServedPathEncoded: ['nginx'],
  /**
   * nginx and Apache fill the slot through SSI and leave Caddy's template action after the path, as
   * an HTML comment, which neither a browser nor a bot shows (lib/hosting/notFoundSlot.ts).
   */
  notFoundSlotKeepsComment: ['nginx', 'apache'],
  /**
   * Firebase Hosting serves every file of out/ by its clean URL, the locale 404 pages too:
   * `/de/404` answers 200 with the German 404 page (which is `noindex`). Only the root 404.html
   * is its own 404 page.
   */
  notFoundPagesServedAsPages: ['firebase'],
} satisfies Record<string, Host[]>;

const hostOf = (testInfo: TestInfo) => testInfo.project.name as Host;
const hasException = (name: keyof typeof exceptions, testInfo: TestInfo) =>
  (exceptions[name] as Host[]).includes(hostOf(testInfo));

const unknown = 'no-such-page-4711';
const rules = exportRouteRules('out');

test('serves every page the build makes with status 200 and the right <html lang>', async ({ request }) => {
  // Every page of the page table in every locale, less the one the end-to-end build switches off.
  expect(allPages).toHaveLength(localeTable.length * pages.length - 1);
  for (const { locale, url } of allPages) {
    const response = await request.get(url);
    expect(response.status(), url).toBe(200);
    expect(await response.text(), url).toContain(`<html lang="${locale.hreflang}"`);
  }
});

// An unknown path under each locale, and each page that its check left out of the build
// (docs/design.md#page-checks), which no host has a file for.
const notFoundPaths = [
  ...localeTable.map((locale) => ({
    locale,
    path: `${localizedPath(locale.code, '/').replace(/\/$/, '')}/${unknown}`,
  })),
  ...leftOutPages().map(({ url }) => ({
    locale: localeTable.find((l) => l.code === splitLocale(url).locale)!,
    path: url,
  })),
];

for (const { locale, path } of notFoundPaths) {
  test(`answers ${path} with 404 and the ${locale.nativeName} 404 page`, async ({ page, request }, testInfo) => {
    const t = translatorOf(locale.code);
    const served = await request.get(path);
    expect(served.status()).toBe(404);
    const html = await served.text();
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    if (hasException('notFoundServedInEnglish', testInfo)) expect(html).toContain('<html lang="en"');
    else {
      expect(html).toContain(`<html lang="${locale.hreflang}"`);
      expect(html).toContain(`<h1>${t('NotFound.title')}</h1>`);
    }
    if (!hasException('notFoundServedWithoutPath', testInfo)) expectSlot(html, path, testInfo);

    // Once its scripts have run, the page speaks the locale of the prefix, names the path, and
    // runs no script its policy does not name. (On Firebase the page is written into the document,
    // which drops the violation listener: Chromium's console error for a refused script remains.)
    const checkConsole = watchConsole(page, { expectNotFound: true });
    const violations = await watchPolicyViolations(page);
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', locale.hreflang);
    await expect(page.locator('h1')).toHaveText(t('NotFound.title'));
    await expect(page.getByText(t('NotFound.message', { path }))).toBeVisible();
    await expect(page.getByRole('link', { name: t('NotFound.backHome') })).toHaveAttribute(
      'href',
      localizedPath(locale.code, '/'),
    );
    expect(page.url()).toBe(new URL(path, page.url()).href);
    expect(violations).toEqual([]);
    checkConsole();
  });
}

test('answers /en/… with 404: English has no prefix', async ({ request }) => {
  for (const path of ['/en', '/en/faq', '/en/privacy-policy'])
    expect((await request.get(path)).status(), path).toBe(404);
});

test('names a path outside ASCII in the 404 page it serves, decoded', async ({ request }, testInfo) => {
  const path = '/de/über-uns';
  const response = await request.get(encodeURI(path));
  expect(response.status()).toBe(404);
  const html = await response.text();
  if (hasException('notFoundServedWithoutPath', testInfo)) expect(html).toContain('<!--#echo encoding=');
  else expectSlot(html, hasException('notFoundServedPathEncoded', testInfo) ? encodeURI(path) : path, testInfo);
});

test('escapes the path it names in its 404 page', async ({ request }, testInfo) => {
  const response = await request.get('/de/%3Cb%3E%22x%22&amp');
  expect(response.status()).toBe(404);
  const html = await response.text();
  expect(html).not.toContain('<b>');
  const shown = slotText(html)!;
  if (hasException('notFoundServedWithoutPath', testInfo)) return expect(shown).toBe('');
  expect(shown).toMatch(/^\/de\/(%3Cb%3E|&(lt|#60);b&(gt|#62);)/);
  expect(shown).not.toMatch(/[<>"]/);
});

/** The 404 page's slot shows `path`, and holds nothing else but a comment where the host leaves one. */
function expectSlot(html: string, path: string, testInfo: TestInfo) {
  expect(slotText(html)).toBe(path);
  if (!hasException('notFoundSlotKeepsComment', testInfo))
    expect(html).toContain(`<code data-requested-path="true">${path}</code>`);
}

test('answers the 404 pages’ own URLs with 404: they are no pages', async ({ request }, testInfo) => {
  const asPages = hasException('notFoundPagesServedAsPages', testInfo);
  expect((await request.get('/404')).status()).toBe(404);
  expect((await request.get('/de/404')).status()).toBe(asPages ? 200 : 404);
  expect((await request.get('/_not-found')).status()).toBe(404);
});

test('redirects a trailing slash or a page’s file name permanently to the page, and answers 404 where no page is', async ({
  request,
}) => {
  await expectCanonicalRedirects(request);
});

test('sends the route rules’ headers with pages, hashed assets, latest.json and 404s', async ({ request }) => {
  // The sign-in screen is the application: it loads the framework's hashed scripts.
  const html = await (await request.get('/de/sign-in')).text();
  const asset = html.match(/\/_next\/static\/[^"?]+\.js/)?.[0];
  expect(asset, 'a hashed script on /de/sign-in').toBeTruthy();
  for (const path of ['/de/faq', asset!, '/builds/latest.json', `/de/${unknown}`]) {
    const response = await request.get(path);
    const expected = headersFor(path, rules);
    expect(Object.keys(expected).length).toBeGreaterThan(4);
    for (const [name, value] of Object.entries(expected))
      expect(response.headers()[name.toLowerCase()], `${name} of ${path}`).toBe(value);
    // Among them, named: the site is on https (its SITE_URL), and Google's sign-in popup may report back.
    expect(response.headers()['strict-transport-security'], path).toBe('max-age=31536000');
    expect(response.headers()['cross-origin-opener-policy'], path).toBe('same-origin-allow-popups');
    // No host tells its software's version (nginx: server_tokens off).
    expect(response.headers()['server'] ?? '', path).not.toMatch(/\d/);
  }
});

test('serves the sitemap, robots.txt, the build manifest and the payloads', async ({ request }) => {
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  const locs = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  expect(locs.sort()).toEqual(allPages.map((p) => p.url).sort());
  expect(await (await request.get('/robots.txt')).text()).toContain('Sitemap:');

  const latest = await (await request.get(`/builds/latest.json?${Date.now()}`)).json();
  expect(latest).toEqual({ id: expect.any(String), timestamp: expect.any(Number) });
  const meta = await (await request.get(`/builds/meta/${latest.id}.json`)).json();
  expect(meta.id).toBe(latest.id);
  expect(meta.prerendered).toEqual(expect.arrayContaining(allPages.map((p) => p.url)));

  const payload = await request.get(`/de/faq/_payload.json?${latest.id}`);
  expect(payload.status()).toBe(200);
  expect(await payload.json()).toMatchObject({
    buildId: latest.id,
    routeName: 'faq___de',
    texts: { Contact: { success: messagesOf('de').Contact.success } },
  });
  expect((await request.get(`/de/account/_payload.json?${latest.id}`)).status()).toBe(200);
});
