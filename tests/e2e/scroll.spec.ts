import { expect, test, type Locator, type Page } from '@playwright/test';
import { atSignInSignedIn } from './accountSupport';
import { followFromKeyboard, messagesOf } from './support';

const en = messagesOf('en');
const de = messagesOf('de');

// Between the application's pages, on the client (components/ScrollManager.tsx): from the sign-in
// screen, signed in, to the account screen by its link. On documents the browser does all of this
// itself (islands.spec.ts). The link is followed from the keyboard, so that nothing scrolls to it
// first, on a screen low enough for both screens to scroll.

test.use({ viewport: { width: 1280, height: 400 } });

async function followAccountLink(page: Page, toAccount: Locator) {
  await followFromKeyboard(toAccount);
  await expect(page.locator('h1')).toHaveText(en.Account.account.heading);
}

test('lands at the top of the new page after a path change, also where Next.js would leave the position', async ({
  page,
}) => {
  const toAccount = await atSignInSignedIn(page);
  // Scrolled a little only: the top of the account screen's section comes in view, where Next.js's
  // own scrolling leaves the page as it is (it scrolls only a new segment whose top is out of view);
  // the top is ScrollManager's doing. The account screen is long enough to keep that position.
  await page.evaluate(() => window.scrollTo({ top: 60, behavior: 'instant' }));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(60);
  await followAccountLink(page, toAccount);
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight))
    .toBeGreaterThan(100);
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

test('restores the saved position on back and forward, once the screen has drawn what it shows after the session check', async ({
  page,
}) => {
  const toAccount = await atSignInSignedIn(page);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const bottom = await page.evaluate(() => Math.round(window.scrollY));
  expect(bottom).toBeGreaterThan(100);
  await followAccountLink(page, toAccount);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  // The sign-in screen's position, kept through back, forward and back again. The screen shows only
  // a line while it checks the session, too short for the position: it is reached once the rest is drawn.
  await page.goBack();
  await expect(page.locator('h1')).toHaveText(en.Account.signIn.heading);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(bottom);
  await page.goForward();
  await expect(page.locator('h1')).toHaveText(en.Account.account.heading);
  await page.goBack();
  await expect(page.locator('h1')).toHaveText(en.Account.signIn.heading);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(bottom);
});

test('a malformed hash shows the page, never the error page', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const pages: [string, string][] = [
    ['/faq#%zz', en.Faq.heading],
    ['/de/faq#%E0%A4%A', de.Faq.heading],
    ['/privacy-policy#%', en.Privacy.heading],
    // The application's own hash handling (components/ScrollManager.tsx).
    ['/sign-in#%zz', en.Account.signIn.heading],
  ];
  for (const [url, heading] of pages) {
    await page.goto(url);
    await expect(page.locator('h1')).toHaveText(heading);
    await expect(page.getByRole('heading', { name: en.Error.internal })).toHaveCount(0);
  }
  expect(errors).toEqual([]);
});
