import { expect, test, type TestInfo } from '@playwright/test';
import { leftOutPages } from '@/lib/pages/built';
import { servedLocaleTable } from '@/lib/i18n/locales';
import { splitLocale } from '@/lib/i18n/paths';
import { localizedPath } from '@/lib/pages/paths';
import { pages } from '@/lib/pages/routes';
import { headersFor } from '@/lib/hosting/routeRules';
import { exportRouteRules } from '@/scripts/serve/serveOut';
import { slotText } from '../support/notFoundSlot';
import { hasException } from './hostExceptions';
import { expectMovedAddresses } from './movedAddresses';
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
 * `apache`), Caddy with deploy/Caddyfile (project `caddy`), and the local servers of Cloudflare
 * Pages and Netlify with deploy/cloudflare/ and deploy/netlify/ (projects `cloudflare`, `netlify`),
 * all started by tests/support/webServers.ts. Where a host cannot do something, the exception is named in
 * ./hostExceptions.ts, explained, and checked here as what that host does instead.
 */
const unknown = 'no-such-page-4711';
const rules = exportRouteRules('out');

test('serves every page the build makes with status 200 and the right <html lang>', async ({ request }) => {
  // Every page of the page table in every locale, less the one the end-to-end build switches off.
  expect(allPages).toHaveLength(servedLocaleTable.length * pages.length - 1);
  for (const { locale, url } of allPages) {
    const response = await request.get(url);
    expect(response.status(), url).toBe(200);
    expect(await response.text(), url).toContain(`<html lang="${locale.hreflang}"`);
  }
});

// An unknown path under each locale, and each page that its check left out of the build
// (docs/design.md#page-checks), which no host has a file for.
const notFoundPaths = [
  ...servedLocaleTable.map((locale) => ({
    locale,
    path: `${localizedPath(locale.code, '/').replace(/\/$/, '')}/${unknown}`,
  })),
  ...leftOutPages().map(({ url }) => ({
    locale: servedLocaleTable.find((l) => l.code === splitLocale(url).locale)!,
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
}, testInfo) => {
  await expectCanonicalRedirects(request, {
    permanent: hasException('permanentRedirectIs308', testInfo) ? 308 : 301,
    trailingSlash: hasException('trailingSlashServesPage', testInfo) ? 'serves the page' : 'redirects',
    pastFile: hasException('pathPastFileFails', testInfo) ? 502 : 404,
  });
});

test('answers a moved address (redirects.json) with a permanent redirect to its page in every locale, query kept', async ({
  request,
}) => {
  await expectMovedAddresses(request);
});

/** The route rules' headers of a path, as the host sends them (its exceptions applied). */
function expectedHeaders(path: string, testInfo: TestInfo): Record<string, string> {
  const headers = { ...headersFor(path, rules) };
  if (hasException('cacheControlOfLocalServer', testInfo)) delete headers['Cache-Control'];
  else if (path.includes(unknown) && hasException('notFoundNotStored', testInfo)) headers['Cache-Control'] = 'no-store';
  return headers;
}

test('sends the route rules’ headers with pages, hashed assets, latest.json and 404s', async ({
  request,
}, testInfo) => {
  // The sign-in screen is the application: it loads the framework's hashed scripts.
  const html = await (await request.get('/de/sign-in')).text();
  const asset = html.match(/\/_next\/static\/[^"?]+\.js/)?.[0];
  expect(asset, 'a hashed script on /de/sign-in').toBeTruthy();
  for (const path of ['/de/faq', asset!, '/builds/latest.json', `/de/${unknown}`]) {
    const response = await request.get(path);
    const expected = expectedHeaders(path, testInfo);
    expect(Object.keys(expected).length).toBeGreaterThan(4);
    for (const [name, value] of Object.entries(expected))
      expect(response.headers()[name.toLowerCase()], `${name} of ${path}`).toBe(value);
    if (hasException('cacheControlOfLocalServer', testInfo))
      expect(response.headers()['cache-control'], path).toBe('public, max-age=0');
    // Among them, named: the site is on https (its SITE_URL), and Google's sign-in popup may report back.
    expect(response.headers()['strict-transport-security'], path).toBe('max-age=31536000');
    expect(response.headers()['cross-origin-opener-policy'], path).toBe('same-origin-allow-popups');
    // No host tells its software's version (nginx: server_tokens off).
    expect(response.headers()['server'] ?? '', path).not.toMatch(/\d/);
  }
});

test('never serves a host’s own files: rules, redirects, configs', async ({ request }) => {
  for (const path of ['/_headers', '/_redirects', '/netlify.toml', '/.htaccess', '/Caddyfile', '/nginx.conf']) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBeGreaterThanOrEqual(400);
    expect(await response.text(), path).not.toMatch(/Content-Security-Policy[:=]|Generated by `npm run build`/);
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
