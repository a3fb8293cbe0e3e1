import { expect, test } from '@playwright/test';
import { leftOutPages } from '@/lib/pages/built';
import { isStatic, messagesOf, translatorOf, watchConsole } from './support';

// A page whose check fails is left out of the build (docs/design.md#page-checks). The end-to-end
// builds switch the Chinese terms off (scripts/test/builds.ts), so this runs against the very
// builds every other test uses, in both modes.
const url = '/zh/terms-conditions';
const zh = translatorOf('zh');

test('the end-to-end builds leave the Chinese terms out, by their check', () => {
  expect(leftOutPages()).toEqual([{ url, failure: { status: 404, statusText: `Page Not Found: ${url}` } }]);
});

test('answers its URL as the mode must: the check’s status, and the error page or the locale’s 404 page', async ({
  page,
  request,
}, testInfo) => {
  const response = await request.get(url);
  expect(response.status()).toBe(404);
  const html = await response.text();
  expect(html).toContain('<html lang="zh-Hans"');
  expect(html).toContain('<meta name="robots" content="noindex"/>');
  // A static host has no file for it: its locale's 404 page. Server mode: the error page with the check's text.
  const heading = isStatic(testInfo) ? zh('NotFound.title') : `Page Not Found: ${url}`;
  expect(html).toContain(`<h1>${heading}</h1>`);

  const checkConsole = watchConsole(page, { expectNotFound: true });
  expect((await page.goto(url))?.status()).toBe(404);
  await expect(page.locator('h1')).toHaveText(heading);
  await expect(page.getByRole('link', { name: zh('NotFound.backHome') })).toHaveAttribute('href', '/zh');
  checkConsole();
});

test('leaves it out of the sitemap, hreflang, the switcher, the links and the build manifest', async ({
  page,
  request,
}, testInfo) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('/zh/faq');
  expect(sitemap).not.toContain(url);

  await page.goto('/terms-conditions');
  await expect(page.locator('link[rel="alternate"][hreflang="de"]')).toHaveCount(1);
  await expect(page.locator('link[rel="alternate"][hreflang="zh-Hans"]')).toHaveCount(0);
  // The switcher offers the Chinese home page instead.
  await expect(page.locator('.locale-switcher a[hreflang="zh-Hans"]')).toHaveAttribute('href', '/zh');

  await page.goto('/zh/faq');
  await expect(
    page.getByRole('contentinfo').getByRole('link', { name: messagesOf('zh').Nav['privacy-policy'] }),
  ).toBeVisible();
  expect(await page.locator(`a[href="${url}"]`).count()).toBe(0);

  const { id } = await (await request.get(`/builds/latest.json?${Date.now()}`)).json();
  const meta = await (await request.get(`/builds/meta/${id}.json`)).json();
  expect(meta.prerendered).toContain('/zh/faq');
  expect(meta.prerendered).not.toContain(url);
  if (isStatic(testInfo)) {
    expect((await request.get(`${url}/_payload.json?${id}`)).status()).toBe(404);
    expect((await request.get(`/zh/faq/_payload.json?${id}`)).status()).toBe(200);
  }
});
