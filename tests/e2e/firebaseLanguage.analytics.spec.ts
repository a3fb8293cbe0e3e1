import { expect, test, type BrowserContext } from '@playwright/test';
import { FIREBASE_LANGUAGE_COOKIE } from '@/lib/i18n/firebaseLanguage';
import { messagesOf, watchConsole } from './support';

/**
 * A build for Firebase Hosting (the analytics build is one: scripts/test/builds.ts) tells Firebase
 * the visitor's language with its own cookie wherever the site remembers a language, so that its
 * 404 page comes in that language without JavaScript (lib/i18n/firebaseLanguage.ts); the privacy
 * policy lists the cookie. Other builds never set it (switcher.spec.ts); the Firebase Hosting
 * emulator's choice of 404 page is in the host contract (hosts.spec.ts).
 */
const firebaseCookie = async (context: BrowserContext) =>
  (await context.cookies()).find((c) => c.name === FIREBASE_LANGUAGE_COOKIE);

test('the switcher sets Firebase’s language cookie beside NEXT_LOCALE, on a document and in the application', async ({
  page,
  context,
  baseURL,
}) => {
  const checkConsole = watchConsole(page);
  await page.goto('/de/faq');
  await page.locator('.locale-switcher summary').click();
  await page.locator('.locale-switcher').getByRole('link', { name: 'Français' }).click();
  await expect(page).toHaveURL(`${baseURL}/fr/faq`);
  const cookie = await firebaseCookie(context);
  expect(cookie).toMatchObject({ value: 'fr', path: '/', sameSite: 'Lax' });
  expect((cookie!.expires - Date.now() / 1000) / 86400).toBeGreaterThan(364.9);
  // The sign-in screen is the application, with the switcher of its own.
  await page.goto('/fr/sign-in');
  await page.locator('.locale-switcher summary').click();
  await page.locator('.locale-switcher').getByRole('link', { name: 'Deutsch' }).click();
  await expect(page).toHaveURL(`${baseURL}/de/sign-in`);
  await expect.poll(async () => (await firebaseCookie(context))?.value).toBe('de');
  checkConsole();
});

test.describe('with a German browser', () => {
  test.use({ locale: 'de-DE' });

  test('detection on / passes a language the visitor chose to Firebase’s cookie, and never the browser’s', async ({
    page,
    context,
    baseURL,
  }) => {
    await page.goto('/');
    await expect(page).toHaveURL(`${baseURL}/de`);
    // The browser's language is Firebase's to read from Accept-Language: no cookie for it.
    expect(await firebaseCookie(context)).toBeUndefined();
    // A choice made before the site was built for Firebase (NEXT_LOCALE) is passed on.
    await context.addCookies([{ name: 'NEXT_LOCALE', value: 'fr', url: baseURL! }]);
    await page.goto('/');
    await expect(page).toHaveURL(`${baseURL}/fr`);
    expect((await firebaseCookie(context))?.value).toBe('fr');
  });
});

test('the privacy policy lists Firebase’s language cookie', async ({ page }) => {
  await page.goto('/de/privacy-policy');
  await expect(page.locator('#cookies')).toContainText(`${FIREBASE_LANGUAGE_COOKIE} (Cookie)`);
  await expect(page.locator('#cookies')).toContainText(messagesOf('de').NotFound.title);
});
