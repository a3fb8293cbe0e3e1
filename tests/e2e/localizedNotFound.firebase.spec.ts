import { expect, test } from '@playwright/test';
import { FIREBASE_LANGUAGE_COOKIE } from '@/lib/i18n/firebaseLanguage';
import { messagesOf, translatorOf } from './support';

/**
 * Firebase Hosting answers every unknown path with one 404 page, chosen from its i18n folder by the
 * visitor's language: its cookie, which builds for it set (firebaseLanguage.analytics.spec.ts), else
 * Accept-Language; the English root page for any other (lib/i18n/firebaseLanguage.ts). Without
 * JavaScript that page shows as served; with it, the page of the path's prefix replaces it where the
 * two differ.
 */
/** The page's heading, in its body (its head's script holds a last-resort page of its own). */
const title = (html: string) => /<h1>([^<]*)<\/h1>/.exec(html.slice(html.indexOf('<body')))?.[1];

test('serves the 404 page of the visitor’s language without JavaScript, by Accept-Language or Firebase’s cookie', async ({
  request,
}) => {
  const german = await request.get('/de/no-such-page', { headers: { 'Accept-Language': 'de-DE,de;q=0.9,en;q=0.8' } });
  expect(german.status()).toBe(404);
  const html = await german.text();
  expect(html).toContain('<html lang="de"');
  expect(title(html)).toBe(messagesOf('de').NotFound.title);
  // The cookie wins over Accept-Language; Japanese is `ja` to Firebase, served at /jp.
  const japanese = await request.get('/no-such-page', {
    headers: { 'Accept-Language': 'de', Cookie: `${FIREBASE_LANGUAGE_COOKIE}=ja` },
  });
  expect(japanese.status()).toBe(404);
  expect(await japanese.text()).toContain('<html lang="ja"');
  // A language the site has no page in gets the English page.
  const other = await request.get('/de/no-such-page', { headers: { 'Accept-Language': 'it-IT' } });
  expect(other.status()).toBe(404);
  expect(await other.text()).toContain('<html lang="en"');
});

test.describe('in a Japanese browser', () => {
  test.use({ locale: 'ja-JP' });

  test('a path under /de shows the German 404 page once scripts run, over the Japanese one served', async ({
    page,
  }) => {
    const response = await page.goto('/de/no-such-page');
    expect(response?.status()).toBe(404);
    expect(await response!.text()).toContain('<html lang="ja"');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.locator('h1')).toHaveText(messagesOf('de').NotFound.title);
    await expect(page.getByText(translatorOf('de')('NotFound.message', { path: '/de/no-such-page' }))).toBeVisible();
  });
});

test.describe('in a German browser', () => {
  test.use({ locale: 'de-DE' });

  test('a path under /de keeps the German 404 page served, fetching no other', async ({ page }) => {
    const fetched: string[] = [];
    page.on('request', (r) => r.resourceType() === 'fetch' && fetched.push(new URL(r.url()).pathname));
    const response = await page.goto('/de/no-such-page');
    expect(await response!.text()).toContain('<html lang="de"');
    await expect(page.locator('h1')).toHaveText(messagesOf('de').NotFound.title);
    await expect(page.locator('[data-requested-path]')).toHaveText('/de/no-such-page');
    expect(fetched.filter((path) => path.includes('404'))).toEqual([]);
  });

  test('a path without a prefix is English: the German page served gives way to the English one', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    expect(await response!.text()).toContain('<html lang="de"');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('h1')).toHaveText(messagesOf('en').NotFound.title);
  });
});
