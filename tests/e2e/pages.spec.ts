import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { scriptHashes } from '@/scripts/export/steps';
import { servedLocaleTable } from '@/lib/i18n/locales';
import type { LocaleInfo } from '@/lib/i18n/localeTable';
import { ogImage, ogImagePath } from '@/lib/og/image';
import { siteUrl } from '@/lib/site';
import { allPages, axeViolations, isStatic, messagesOf, watchConsole, watchPolicyViolations } from './support';
import { atSignInSignedIn } from './accountSupport';
import { overflowFindings } from './overflow';

/** The rules whose answer a colour scheme can change: the rest read what both schemes share. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * axe reads each kind of page wherever its markup can differ: in the first served language of each
 * market (whose law adds sections of its own to the legal pages), writing direction and set of other
 * markets' sections, from the locale table, so that a locale added there is read when it brings
 * markup of its own. Languages that share all three (French and Spanish with German) share every
 * template, class and landmark, and differ only in their words, which the i18n check holds complete
 * and which every page's own test here reads (title, heading, description, `<html lang>`)
 * (docs/architecture.md#the-suites-time).
 */
const AXE_LOCALES: string[] = [
  ...new Map(
    (servedLocaleTable as readonly LocaleInfo[])
      .map((l) => [`${l.market} ${l.dir} ${JSON.stringify(l.alsoShows ?? {})}`, l.code] as const)
      .reverse(),
  ).values(),
];

/**
 * The page as loaded passes axe (WCAG 2.1 AA) in the light scheme, and read again in the dark
 * scheme, whose stylesheet switches without a load and changes only colours
 * (tests/unit/app/darkScheme.test.ts). Both modes serve the same prerendered HTML: the static site
 * has each kind of page read in each of AXE_LOCALES in the light scheme, and in English and in
 * Japanese (the longest) in the dark one too, whose colour rules read the same classes in every
 * language; server mode each kind in English and Japanese, in the light scheme, for what its proxy
 * alone could change.
 */
async function expectAccessible(page: Page, testInfo: TestInfo, locale: string) {
  const standsForItsKind = ['en', 'ja'].includes(locale);
  if (!isStatic(testInfo)) {
    if (standsForItsKind) expect(await axeViolations(page), 'light').toEqual([]);
    return;
  }
  if (!AXE_LOCALES.includes(locale)) return;
  expect(await axeViolations(page), 'light').toEqual([]);
  if (!standsForItsKind) return;
  await page.emulateMedia({ colorScheme: 'dark' });
  expect(await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches)).toBe(true);
  expect(await axeViolations(page, COLOUR_RULES), 'dark').toEqual([]);
}

/**
 * Server mode serves the same prerendered pages as the export, each with its own header policy
 * (proxy.ts): in the browser it is read for each kind of page in English and Japanese; every other
 * page is read as served, its language, title and heading, and a policy that names by hash every
 * script the page would run (what the browser would refuse, with a console error, if one were
 * missing). About 0.1 s a page against 2.8 s in the browser.
 */
async function expectServedWithItsPolicy(
  request: APIRequestContext,
  url: string,
  locale: (typeof allPages)[number]['locale'],
  text: { title: string; heading: string },
) {
  const response = await request.get(url);
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain(`<html lang="${locale.hreflang}"`);
  expect(textOf(html, /<title>(.*?)<\/title>/)).toBe(text.title);
  expect(textOf(html, /<h1>(.*?)<\/h1>/)).toBe(text.heading);
  const policy = response.headers()['content-security-policy'];
  expect(policy).toMatch(/^default-src 'self'; /);
  const scriptSrc = policy.split('; ').find((directive) => directive.startsWith('script-src '))!;
  expect(scriptSrc).not.toContain("'unsafe-inline'");
  const named = scriptSrc.split(' ');
  const hashes = scriptHashes(html);
  expect(hashes.length).toBeGreaterThan(0);
  expect(hashes.filter((hash) => !named.includes(hash))).toEqual([]);
}

/** The text an element of the served HTML shows: its entities decoded. */
function textOf(html: string, element: RegExp): string | undefined {
  const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
  return element
    .exec(html)?.[1]
    .replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, name: string) =>
      name[0] === '#'
        ? String.fromCodePoint(Number(name[1].toLowerCase() === 'x' ? `0${name.slice(1)}` : name.slice(1)))
        : (entities[name] ?? whole),
    );
}

for (const { locale, page: route, url } of allPages) {
  test(`serves ${url} in ${locale.nativeName} with its title, alternates, no console error, and axe clean where its markup is its own`, async ({
    page,
    request,
  }, testInfo) => {
    if (!isStatic(testInfo) && !['en', 'ja'].includes(locale.code))
      return expectServedWithItsPolicy(request, url, locale, messagesOf(locale.code)[route.namespace]);
    const checkConsole = watchConsole(page);
    const violations = await watchPolicyViolations(page);
    await page.emulateMedia({ colorScheme: 'light' });
    const response = await page.goto(url);
    expect(response?.status()).toBe(200);
    // default-src first, in the header and, in the export, in the page's own meta policy too.
    expect(response?.headers()['content-security-policy']).toMatch(/^default-src 'self'; /);
    if (isStatic(testInfo)) {
      const meta = page.locator('meta[http-equiv="Content-Security-Policy"]');
      await expect(meta).toHaveAttribute('content', /^default-src 'self'; .*script-src 'self' .*'sha256-/);
    }
    const text = messagesOf(locale.code)[route.namespace];

    await expect(page.locator('html')).toHaveAttribute('lang', locale.hreflang);
    await expect(page).toHaveTitle(text.title);
    await expect(page.locator('h1')).toHaveText(text.heading);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', text.description);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', text.title);
    await expect(page.locator('meta[name="twitter:card"]')).toHaveCount(1);
    // The share image in the page's own language (the sitemap test below checks the images themselves).
    const image = await page.locator('meta[property="og:image"]').getAttribute('content');
    expect(new URL(image!).pathname).toBe(ogImagePath(locale.code));

    const origin = siteUrl.origin;
    const absolute = (href: string | null) => href && new URL(href).href;
    expect(absolute(await page.locator('link[rel="canonical"]').getAttribute('href'))).toBe(new URL(url, origin).href);
    const alternates = await page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) => links.map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')]));
    // Every locale this page is built in (the end-to-end build leaves one out: page-checks.spec.ts).
    const builtIn = allPages.filter((p) => p.page.name === route.name).map((p) => p.locale.hreflang);
    expect(alternates.map(([lang]) => lang).sort()).toEqual([...builtIn, 'x-default'].sort());
    expect(absolute(alternates.find(([lang]) => lang === 'x-default')?.[1] ?? null)).toBe(
      new URL(route.path, origin).href,
    );
    expect(alternates.every(([, href]) => href && !new URL(href).pathname.startsWith('/en'))).toBe(true);

    // Nothing on the page links to an /en/ URL.
    const hrefs = await page.locator('a[href]').evaluateAll((links) => links.map((l) => l.getAttribute('href')));
    expect(hrefs.filter((href) => href && /^\/en(\/|$)/.test(href))).toEqual([]);
    await expectAccessible(page, testInfo, locale.code);
    // The same layout in both modes: the static site's load is the one measured (tests/e2e/overflow.ts).
    if (isStatic(testInfo)) expect(await overflowFindings(page), 'what does not fit').toEqual([]);
    checkConsole();
    expect(violations).toEqual([]);
  });
}

for (const url of ['/no-such-page', '/de/no-such-page']) {
  test(`the 404 page at ${url} is accessible`, async ({ page }, testInfo) => {
    await page.emulateMedia({ colorScheme: 'light' });
    expect((await page.goto(url))?.status()).toBe(404);
    await expectAccessible(page, testInfo, 'en');
  });
}

test('serves the content in the HTML itself, before any JavaScript', async ({ request }) => {
  const html = await (await request.get('/de/faq')).text();
  expect(html).toContain(`<h1>${messagesOf('de').Faq.heading}</h1>`);
  expect(html).toContain('<html lang="de"');
});

test('lists every page the build makes with its alternates in the sitemap, named by robots.txt', async ({
  request,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  expect(urls.sort()).toEqual(allPages.map((p) => p.url).sort());
  expect(sitemap.match(/hreflang="x-default"/g)).toHaveLength(allPages.length);
  expect(sitemap).toContain(`hreflang="ja" href="${siteUrl.origin}/jp/faq"`);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${siteUrl.origin}/sitemap.xml`);
});

test('serves each language’s own share image, 1200 × 630, all different', async ({ request }) => {
  const images = new Set<string>();
  for (const { code } of servedLocaleTable) {
    const response = await request.get(ogImagePath(code));
    expect(response.status(), code).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
    const png = await response.body();
    // The PNG's header chunk: its width and height.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([ogImage.width, ogImage.height]);
    images.add(png.toString('base64'));
  }
  expect(images.size).toBe(servedLocaleTable.length);
});

test('navigates between the application’s pages on the client, and to a document by a full load', async ({ page }) => {
  const de = messagesOf('de');
  const checkConsole = watchConsole(page);
  const nav = page.getByRole('navigation', { name: de.Site.mainNavigation });
  const toAccount = await atSignInSignedIn(page, 'de');
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
  await toAccount.click();
  await expect(page).toHaveURL(/\/de\/account$/);
  await expect(page.locator('h1')).toHaveText(de.Account.account.heading);
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
  await expect(nav.getByRole('link', { name: de.Nav.account })).toHaveAttribute('aria-current', 'page');

  // The FAQ is a document (docs/design.md#documents): the window goes.
  await nav.getByRole('link', { name: de.Nav.faq }).click();
  await expect(page).toHaveURL(/\/de\/faq$/);
  await expect(page.locator('h1')).toHaveText(de.Faq.heading);
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBeUndefined();
  checkConsole();
});
