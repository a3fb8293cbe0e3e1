import { expect, test } from '@playwright/test';
import { servedLocaleTable } from '@/lib/i18n/locales';
import { messagesOf, watchConsole } from './support';

test('offers the same page in every locale and marks the current one', async ({ page }) => {
  await page.goto('/jp/faq');
  const menu = page.locator('.locale-switcher');
  await menu.locator('summary').click();
  for (const locale of servedLocaleTable) {
    const link = menu.getByRole('link', { name: locale.nativeName, exact: true });
    await expect(link).toHaveAttribute('href', locale.code === 'en' ? '/faq' : `/${locale.segment}/faq`);
    await expect(link).toHaveAttribute('hreflang', locale.hreflang);
  }
  await expect(menu.locator('[aria-current="true"]')).toHaveText('日本語');
  await expect(menu.locator('summary')).toHaveAccessibleName(`${messagesOf('ja').LocaleSwitcher.label}: 日本語`);
});

test('switches language, keeps the hash and remembers the choice for the next visit to /', async ({
  page,
  context,
  baseURL,
}) => {
  const checkConsole = watchConsole(page);
  await page.goto('/faq#main');
  await page.locator('.locale-switcher summary').click();
  await page.locator('.locale-switcher').getByRole('link', { name: 'Deutsch' }).click();
  await expect(page).toHaveURL(`${baseURL}/de/faq#main`);
  await expect(page.locator('h1')).toHaveText(messagesOf('de').Faq.heading);

  const cookie = (await context.cookies()).find((c) => c.name === 'NEXT_LOCALE');
  expect(cookie).toMatchObject({ value: 'de', path: '/', sameSite: 'Lax' });
  const days = (cookie!.expires - Date.now() / 1000) / 86400;
  expect(days).toBeGreaterThan(364.9);
  expect(days).toBeLessThan(365.1);
  // Firebase Hosting's own language cookie belongs to builds for it only (firebaseLanguage.analytics.spec.ts).
  expect((await context.cookies()).map((c) => c.name)).not.toContain('firebase-language-override');

  await page.goto('/');
  await expect(page).toHaveURL(`${baseURL}/de`);
  checkConsole();
});

test('switches back to English, which then stays at /', async ({ page, baseURL }) => {
  await page.goto('/ko/privacy-policy');
  await page.locator('.locale-switcher summary').click();
  await page.locator('.locale-switcher').getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(`${baseURL}/privacy-policy`);
  await page.goto('/');
  await expect(page).toHaveURL(`${baseURL}/`);
});
