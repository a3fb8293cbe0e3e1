import { expect, test } from '@playwright/test';
import { messagesOf, translatorOf, watchConsole } from './support';

const message = (locale: 'en' | 'de' | 'ja', path: string) => translatorOf(locale)('NotFound.message', { path });

test('answers an unknown path with 404 and names it in the HTML itself', async ({ request }) => {
  const response = await request.get('/no-such-page');
  expect(response.status()).toBe(404);
  const html = await response.text();
  expect(html).toContain('<html lang="en"');
  expect(html).toContain('<code data-requested-path="true">/no-such-page</code>');
  expect(html).toContain('<meta name="robots" content="noindex"/>');
  expect(html).not.toContain('og:title');
});

test('speaks the language of the locale prefix', async ({ page }) => {
  const response = await page.goto('/de/gibt-es-nicht');
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.locator('h1')).toHaveText(messagesOf('de').NotFound.title);
  await expect(page.getByText(message('de', '/de/gibt-es-nicht'))).toBeVisible();

  const jp = await page.goto('/jp/nai');
  expect(jp?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(page.getByText(message('ja', '/jp/nai'))).toBeVisible();
});

test('has no /en/ URLs: they are 404s like any unknown path', async ({ request }) => {
  for (const path of ['/en', '/en/faq', '/ja/faq']) expect((await request.get(path)).status()).toBe(404);
});

test('shows a path with a script tag as text and never runs it', async ({ page }) => {
  const checkConsole = watchConsole(page, { expectNotFound: true });
  let dialog = false;
  page.on('dialog', async (d) => {
    dialog = true;
    await d.dismiss();
  });
  const response = await page.goto('/<script>alert(1)</script>');
  expect(response?.status()).toBe(404);
  await expect(page.getByText(message('en', '/<script>alert(1)</script>'))).toBeVisible();
  expect(dialog).toBe(false);
  expect(await (await page.request.get('/%3Cimg%20src=x%20onerror=alert(1)%3E')).text()).not.toContain('<img src=x');
  checkConsole();
});
