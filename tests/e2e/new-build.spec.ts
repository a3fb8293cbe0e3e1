import { expect, test, type Page, type Request } from '@playwright/test';
import { RELOAD_GUARD_KEY } from '@/lib/navigation/reload';
import { atSignInSignedIn, makeAccount, PASSWORD } from './accountSupport';
import { deployNewerBuild, messagesOf } from './support';

// Once a newer build is deployed, the next navigation of any kind is a full load of its target
// (docs/design.md#new-build-next-navigation), in both modes.
//
// A newer build is announced the way an open page learns of it: `builds/latest.json` answers another
// id (deployNewerBuild in ./support). Deploying a second build under the running servers cannot
// happen inside this suite (server mode would need another build and a restart), so this one answer
// stands in for it.

const en = messagesOf('en');

const isSameWindow = (page: Page) => page.evaluate(() => (window as unknown as { marker?: number }).marker === 1);

/**
 * Announces a newer build, then expects `move` to be a full load of `path` (a new window object,
 * and exactly one document requested) made through the reload guard, which records the path. A
 * navigation that is the browser's own anyway (a plain link) is a full load without the guard.
 */
async function expectFullLoad(page: Page, move: () => Promise<unknown>, path: string, guarded = true) {
  await deployNewerBuild(page);
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  const documents: string[] = [];
  const onRequest = (r: Request) => r.resourceType() === 'document' && documents.push(new URL(r.url()).pathname);
  page.on('request', onRequest);
  await move();
  await expect.poll(() => documents).toEqual([path]);
  page.off('request', onRequest);
  await expect(page).toHaveURL((url) => url.pathname === path);
  await expect(page.locator('h1')).toBeVisible();
  expect(await isSameWindow(page)).toBe(false);
  if (!guarded) return;
  const guard = await page.evaluate((key) => sessionStorage.getItem(key), RELOAD_GUARD_KEY);
  expect(JSON.parse(guard!).path).toBe(path);
}

// The application's pages: the sign-in and account screens, linked once signed in. A document has
// no build to watch: every load of one is the newest build (docs/design.md#documents).

test('a link: the next click loads its target afresh', async ({ page }) => {
  const toAccount = await atSignInSignedIn(page);
  await expectFullLoad(page, () => toAccount.click(), '/account');
  await expect(page.locator('h1')).toHaveText(en.Account.account.heading);
});

test('the switcher: its plain links load the page in the other language afresh', async ({ page }) => {
  await page.goto('/sign-in');
  await page.locator('.locale-switcher summary').click();
  const deutsch = page.locator('.locale-switcher').getByRole('link', { name: 'Deutsch' });
  // The browser's own full load, newer build or not: it is the switcher's plain <a> that brings the
  // newer build here, not the build watcher (docs/design.md#navigation). Made of next/link, the
  // switcher would navigate on the client, on the old build, and no document would be requested.
  await expectFullLoad(page, () => deutsch.click(), '/de/sign-in', false);
  await expect(page.locator('h1')).toHaveText(messagesOf('de').Account.signIn.heading);
});

test('back and forward: each loads the page it arrives at afresh', async ({ page }) => {
  const toAccount = await atSignInSignedIn(page);
  await toAccount.click();
  await expect(page.locator('h1')).toHaveText(en.Account.account.heading);
  await expectFullLoad(page, () => page.goBack(), '/sign-in');
  await expect(page.locator('h1')).toHaveText(en.Account.signIn.heading);
  // The page that came is a new window on the running build: it learns of the newer one again.
  await expectFullLoad(page, () => page.goForward(), '/account');
  await expect(page.locator('h1')).toHaveText(en.Account.account.heading);
});

test('code: the redirect after sign-in (router.replace) loads its target afresh', async ({ page }) => {
  const email = await makeAccount('new-build');
  await page.goto('/sign-in?next=/account');
  await page.getByLabel(en.Account.signIn.email).fill(email);
  await page.getByLabel(en.Account.signIn.password, { exact: true }).fill(PASSWORD);
  const submit = page.locator('form').getByRole('button', { name: en.Account.signIn.submitSignIn, exact: true });
  await expectFullLoad(page, () => submit.click(), '/account');
  await expect(page.locator('h1')).toHaveText(en.Account.account.heading);
});

test('a change of hash alone is no navigation: it never reloads', async ({ page }) => {
  const toAccount = await atSignInSignedIn(page);
  // The skip link: a hash on the same page.
  const skip = page.locator('a.skip-link');
  // Each hash move happens on the outdated build; the first real navigation after them is the full load.
  await expectFullLoad(
    page,
    async () => {
      await skip.focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL((url) => url.pathname === '/sign-in' && url.hash === '#main');
      await page.goBack();
      await expect(page).toHaveURL((url) => url.pathname === '/sign-in' && url.hash === '');
      await page.goForward();
      await expect(page).toHaveURL((url) => url.hash === '#main');
      expect(await isSameWindow(page)).toBe(true);
      await toAccount.click();
    },
    '/account',
  );
});
