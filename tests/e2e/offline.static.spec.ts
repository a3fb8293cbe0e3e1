import { expect, test, type Page, type Request } from '@playwright/test';
import { atSignInSignedIn, en, newEmail, signUp, SYNC } from './accountSupport';
import { deployNewerBuild } from './support';

// The project's own reloads never fire while the browser is offline (docs/design.md#navigation,
// "Offline"): a newer build waits for a navigation made online (guardedReload in
// lib/navigation/reload.ts), and a chunk that failed offline loads the page afresh once the
// connection is back (answerChunkError, through whenOnline in lib/navigation/leaving.ts).

/** Firestore's chunk, told by its code (as in accountShell.static.spec.ts). */
const FIRESTORE = /firestore\.googleapis/;

/** The paths of the documents this page requests from now on. */
function documentsOf(page: Page): string[] {
  const documents: string[] = [];
  page.on('request', (r: Request) => r.resourceType() === 'document' && documents.push(new URL(r.url()).pathname));
  return documents;
}

const markWindow = (page: Page) => page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
const isSameWindow = (page: Page) => page.evaluate(() => (window as unknown as { marker?: number }).marker === 1);

test('a newer build announced offline: the navigation goes on in this window, and the next one online is the full load', async ({
  page,
  context,
}) => {
  const toAccount = await atSignInSignedIn(page);
  // Both screens in this window's router, so that one can come back without the network.
  await toAccount.click();
  await expect(page.locator('h1')).toHaveText(en.Account.account.heading);
  await page.goBack();
  await expect(page.locator('h1')).toHaveText(en.Account.signIn.heading);

  await deployNewerBuild(page);
  await markWindow(page);
  const documents = documentsOf(page);
  await context.setOffline(true);
  await page.goForward();
  await expect(page.locator('h1')).toHaveText(en.Account.account.heading);
  expect(documents).toEqual([]);
  expect(await isSameWindow(page)).toBe(true);

  await context.setOffline(false);
  await page.goBack();
  await expect.poll(() => documents).toEqual(['/sign-in']);
  await expect(page.locator('h1')).toHaveText(en.Account.signIn.heading);
  expect(await isSameWindow(page)).toBe(false);
});

test('a chunk that fails offline reloads nothing until the connection is back, then the page once', async ({
  page,
  context,
}) => {
  await signUp(page, newEmail('offline-chunk'));
  let failed = () => {};
  const failedOffline = new Promise<void>((resolve) => (failed = resolve));
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    const response = await route.fetch().catch(() => null);
    if (!response) return route.abort('internetdisconnected');
    const body = await response.text();
    if (!FIRESTORE.test(body)) return route.fulfill({ response, body });
    // The connection drops while Firestore's chunk is on its way.
    await context.setOffline(true);
    await route.abort('internetdisconnected');
    failed();
  });
  await page.reload();
  const documents = documentsOf(page);
  await failedOffline;
  // The failure is the network's: the page stays as long as the browser is offline.
  await page.waitForTimeout(1500);
  expect(documents).toEqual([]);

  await page.unrouteAll({ behavior: 'wait' });
  await context.setOffline(false);
  await expect.poll(() => documents, SYNC).toEqual(['/account']);
  // The page that came has its Firestore, and loads no more.
  await expect(page.locator('.profile-cards').first()).toHaveAttribute('aria-busy', 'false', SYNC);
  await page.waitForTimeout(1000);
  expect(documents).toEqual(['/account']);
});
