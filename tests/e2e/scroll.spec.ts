import { expect, test } from '@playwright/test';
import { messagesOf } from './support';

const en = messagesOf('en');
const de = messagesOf('de');

// Between the application's pages, on the client (components/ScrollManager.tsx). On documents the
// browser does all of this itself (hosts.spec.ts, "documents").

test('lands at the top of the new page after a path change', async ({ page }) => {
  await page.goto('/faq');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await page.getByRole('contentinfo').getByRole('link', { name: en.Nav['privacy-policy'] }).click();
  await expect(page.locator('h1')).toHaveText(en.Privacy.heading);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('scrolls to the target of a hash', async ({ page }) => {
  await page.goto('/privacy-policy#retention');
  const heading = page.locator('#retention h2');
  await expect(heading).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);

  await page
    .getByRole('navigation', { name: en.Privacy.tocTitle })
    .getByRole('link', { name: en.Privacy.sections.contact.title })
    .click();
  await expect(page).toHaveURL(/#contact$/);
  await expect(page.locator('#contact h2')).toBeInViewport();
});

test('restores the saved position on back and forward', async ({ page }) => {
  await page.goto('/faq');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const bottom = await page.evaluate(() => Math.round(window.scrollY));
  expect(bottom).toBeGreaterThan(1000);
  // A link in view at the bottom of the page, so clicking it does not scroll first.
  await page.getByRole('contentinfo').getByRole('link', { name: en.Nav['privacy-policy'] }).click();
  await expect(page.locator('h1')).toHaveText(en.Privacy.heading);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.evaluate(() => window.scrollTo(0, 500));

  await page.goBack();
  await expect(page.locator('h1')).toHaveText(en.Faq.heading);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(bottom);
  await page.goForward();
  await expect(page.locator('h1')).toHaveText(en.Privacy.heading);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(500);
});

test('a malformed hash shows the page, never the error page', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const pages: [string, string][] = [
    ['/faq#%zz', en.Faq.heading],
    ['/de/faq#%E0%A4%A', de.Faq.heading],
    ['/privacy-policy#%', en.Privacy.heading],
  ];
  for (const [url, heading] of pages) {
    await page.goto(url);
    await expect(page.locator('h1')).toHaveText(heading);
    await expect(page.getByRole('heading', { name: en.Error.internal })).toHaveCount(0);
  }
  expect(errors).toEqual([]);
});
