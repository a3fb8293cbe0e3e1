import { expect, test, type Page } from '@playwright/test';
import { followFromKeyboard, messagesOf } from './support';

const en = messagesOf('en');
const de = messagesOf('de');

// Between the application's pages, on the client (components/ScrollManager.tsx): from the FAQ to
// the sign-in screen. On documents the browser does all of this itself (islands.spec.ts).
// The header's link is followed from the keyboard, so that nothing scrolls to it first, on a screen
// low enough for the sign-in screen to scroll.

test.use({ viewport: { width: 1280, height: 400 } });

async function followSignInLink(page: Page) {
  const link = page
    .getByRole('navigation', { name: en.Site.mainNavigation })
    .getByRole('link', { name: en.Nav.signIn });
  await followFromKeyboard(link);
  await expect(page.locator('h1')).toHaveText(en.Account.signIn.heading);
}

test('lands at the top of the new page after a path change', async ({ page }) => {
  await page.goto('/faq');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await followSignInLink(page);
  expect(await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)).toBeGreaterThan(100);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

// The privacy policy is a document: the browser's own hash scrolling.
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
  await followSignInLink(page);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  // The FAQ's position, kept through back, forward and back again. (The sign-in screen draws its
  // form after the session check, so the position read is the FAQ's, whose content is there at once.)
  await page.goBack();
  await expect(page.locator('h1')).toHaveText(en.Faq.heading);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(bottom);
  await page.goForward();
  await expect(page.locator('h1')).toHaveText(en.Account.signIn.heading);
  await page.goBack();
  await expect(page.locator('h1')).toHaveText(en.Faq.heading);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(bottom);
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
