import { expect, test, type Locator, type Page } from '@playwright/test';
import { servedLocaleTable } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/pages/paths';
import {
  agree,
  atSignInSignedIn,
  consentToWeights,
  en,
  newEmail,
  PASSWORD,
  signIn,
  signUp,
  SYNC,
} from './accountSupport';
import { messagesOf } from './support';

// The site on a phone (390 x 844, as an iPhone 14 shows it): a header of one row whose menu opens
// without JavaScript, and every account message next to what caused it, inside the visible screen.

const phone = { width: 390, height: 844 };
test.use({ viewport: phone });

const menuButton = (page: Page, locale: keyof typeof messages) =>
  page.getByRole('banner').locator('summary', { hasText: messages[locale].Site.menu });
const messages = Object.fromEntries(servedLocaleTable.map(({ code }) => [code, messagesOf(code)])) as Record<
  (typeof servedLocaleTable)[number]['code'],
  ReturnType<typeof messagesOf>
>;
const mainNavigation = (page: Page, locale: keyof typeof messages) =>
  page.getByRole('navigation', { name: messages[locale].Site.mainNavigation });

/** Whether `locator` lies wholly inside the visible screen. */
async function onScreen(locator: Locator): Promise<void> {
  await expect(locator).toBeVisible();
  await expect(locator).toBeInViewport({ ratio: 1 });
}

test('the header is one row of at most 80 px in every language, the navigation behind its menu', async ({ page }) => {
  for (const { code } of servedLocaleTable) {
    await page.goto(localizedPath(code, '/'));
    const header = await page.getByRole('banner').boundingBox();
    expect(header!.height, code).toBeLessThanOrEqual(80);
    await expect(menuButton(page, code)).toBeVisible();
    await expect(mainNavigation(page, code)).toBeHidden();
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the menu opens and leads to the page', async ({ page }) => {
    const de = messages.de;
    await page.goto('/de');
    await menuButton(page, 'de').click();
    const faq = mainNavigation(page, 'de').getByRole('link', { name: de.Nav.faq });
    await onScreen(faq);
    await faq.click();
    await expect(page).toHaveURL(/\/de\/faq$/);
    await expect(page.locator('h1')).toHaveText(de.Faq.heading);
  });
});

test('on a wide screen the navigation shows in the header itself, with no menu button', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/fr');
  await expect(mainNavigation(page, 'fr').getByRole('link', { name: messages.fr.Nav.faq })).toBeVisible();
  await expect(menuButton(page, 'fr')).toBeHidden();
  expect((await page.getByRole('banner').boundingBox())!.height).toBeLessThanOrEqual(80);
});

test('a client-side navigation from the open menu closes it', async ({ page }) => {
  // From the sign-in screen to the account screen, signed in: the application's two screens (the
  // marketing pages are documents, left by a full load).
  await atSignInSignedIn(page);
  await menuButton(page, 'en').click();
  await mainNavigation(page, 'en').getByRole('link', { name: en.Nav.account }).click();
  await expect(page.locator('h1')).toHaveText(en.Account.account.heading);
  await expect(mainNavigation(page, 'en')).toBeHidden();
});

test('saving the profile says so under its button, inside the screen', async ({ page }) => {
  await signUp(page, newEmail('phone-save'));
  await consentToWeights(page);
  await page.getByLabel(en.Account.account.displayName).fill('Erika');
  await page.getByRole('button', { name: en.Account.account.save }).click();
  const saved = page.getByTestId('save-status');
  await expect(saved).toHaveText(en.Account.account.saved, SYNC);
  await onScreen(saved);
  // Right under the button, in the profile's card.
  const button = await page.getByRole('button', { name: en.Account.account.save }).boundingBox();
  const message = await saved.boundingBox();
  expect(message!.y).toBeGreaterThan(button!.y);
  expect(message!.y - (button!.y + button!.height)).toBeLessThan(120);
});

test('a sign-in error and an address in use show under the button pressed, inside the screen', async ({
  page,
  browser,
  baseURL,
}) => {
  const email = newEmail('phone-error');
  await signUp(page, email);
  // Another visitor's phone, signed out, meets the account (no sign-out here: its agreement may
  // still be on its way to the server, and a sign-out would first warn of it).
  const other = await browser.newPage({ viewport: phone, baseURL });
  await other.goto('/sign-in');
  await expect(other.getByLabel(en.Account.signIn.email)).toBeVisible();
  await signIn(other, email, 'not the password');
  const form = other.locator('form');
  const wrong = form.getByRole('alert').filter({ hasText: en.Account.errors.wrongPassword });
  await onScreen(wrong);

  await other.getByRole('button', { name: en.Account.signIn.modeSignUp }).click();
  await other.getByLabel(en.Account.signIn.email).fill(email);
  await other.getByLabel(en.Account.signIn.password, { exact: true }).fill(PASSWORD);
  await agree(other, 'en');
  await form.getByRole('button', { name: en.Account.signIn.submitSignUp, exact: true }).click();
  await onScreen(form.getByRole('alert').filter({ hasText: en.Account.errors.emailInUse }));
  await other.close();
});

test('after a deletion, the sign-in screen says so at the top, inside the screen', async ({ page }) => {
  await signUp(page, newEmail('phone-delete'));
  await page.getByRole('button', { name: en.Account.account.delete }).click();
  await page
    .getByRole('dialog', { name: en.Account.account.confirmTitle })
    .getByRole('button', { name: en.Account.account.confirmDelete })
    .click();
  await expect(page).toHaveURL(/\/sign-in\?deleted=1$/, SYNC);
  await onScreen(page.getByRole('status').filter({ hasText: en.Account.account.deleted }));
});

test('“Continue with Google” on the sign-up tab says why it waits, until the boxes are ticked', async ({ page }) => {
  const t = messages.de.Account.signIn;
  await page.goto('/de/sign-in?mode=sign-up');
  const google = page.getByRole('button', { name: t.google });
  await expect(google).toBeDisabled();
  await expect(google).toHaveAccessibleDescription(t.googleWaits);
  // Beside the button: on screen with it.
  await google.scrollIntoViewIfNeeded();
  await onScreen(page.getByText(t.googleWaits));
  await agree(page, 'de');
  await expect(google).toBeEnabled();
  await expect(page.getByText(t.googleWaits)).toHaveCount(0);
});
