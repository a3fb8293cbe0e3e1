import { expect, test, type Page } from '@playwright/test';
import { localizedPath } from '@/lib/pages/paths';
import { servedLocaleTable } from '@/lib/i18n/locales';
import { messagesOf, versionPages, watchConsole } from './support';
import { atSignInSignedIn } from './accountSupport';
import { overflowFindings } from './overflow';

// Every page the site serves fits at 390 and 1280 px in every language (issue 57; what counts as
// not fitting: editor/preview/overflow.ts). pages.spec.ts measures the five documents in the load it
// reads them in; here the rest: the legal versions' pages and the account screens, signed out and in.
// One window each, going from page to page, so that each costs a load and two measures.

/** Loads each URL in turn, once `ready` says it is drawn, and gathers what does not fit. */
async function findingsOf(page: Page, urls: string[], ready: (url: string) => Promise<void>): Promise<string[]> {
  const found: string[] = [];
  for (const url of urls) {
    expect((await page.goto(url))?.status(), url).toBe(200);
    await ready(url);
    found.push(...(await overflowFindings(page)));
  }
  return found;
}

test('every legal version’s page fits, in every language', async ({ page }) => {
  const checkConsole = watchConsole(page);
  const found = await findingsOf(
    page,
    versionPages.map(({ url }) => url),
    () => expect(page.locator('h1')).toBeVisible(),
  );
  expect(found, 'what does not fit').toEqual([]);
  checkConsole();
});

test('the sign-in screen, its sign-up form and the account screen fit, in every language', async ({ page }) => {
  const checkConsole = watchConsole(page);
  const codes = servedLocaleTable.map((locale) => locale.code);
  const signInForm = (code: (typeof codes)[number]) => async (url: string) => {
    await expect(page.locator('form').getByLabel(messagesOf(code).Account.signIn.email)).toBeVisible();
    // The sign-up form adds the agreement's boxes.
    if (url.endsWith('sign-up')) await expect(page.locator('#agree-terms')).toBeVisible();
  };
  const found: string[] = [];
  for (const code of codes) {
    const path = localizedPath(code, '/sign-in');
    found.push(...(await findingsOf(page, [path, `${path}?mode=sign-up`], signInForm(code))));
  }
  // Signed in: the sign-in screen's way on to the account, then the account screen.
  await atSignInSignedIn(page);
  found.push(...(await overflowFindings(page)));
  for (const code of codes)
    found.push(
      ...(await findingsOf(page, [localizedPath(code, '/account')], async () => {
        await expect(page.locator('h1')).toHaveText(messagesOf(code).Account.account.heading);
      })),
    );
  expect(found, 'what does not fit').toEqual([]);
  checkConsole();
});
