import { expect, test, type Page } from '@playwright/test';
import {
  ageSignInForDeletion,
  consentToWeights,
  en,
  newEmail,
  PASSWORD,
  SERVER_DELETION,
  signIn,
  signOut,
  signUp,
  storedProfile,
  SYNC,
  uidOf,
} from './accountSupport';
import { DEFAULT_EMULATORS, DEMO_PROJECT_ID } from '@/lib/firebase/config';
import { axeViolations, translatorOf, watchConsole } from './support';

// Leaving the account: a sign-out leaves nothing about the visitor on the device, read in Chromium's
// own storage; a deletion, which the functions' `deleteAccount` makes, asks for a fresh sign-in when
// the function would refuse it, and deletes nothing when it refuses all the same. Against the real
// Auth, Firestore and functions emulators. Without the functions: deletion.analytics.spec.ts.

const t = en.Account.account;

/**
 * Where this browser keeps any of `needles`: every key and value of localStorage and
 * sessionStorage, and every record of every IndexedDB database of the site's origin.
 */
async function traces(page: Page, needles: string[]): Promise<string[]> {
  return page.evaluate(async (needles) => {
    const found: string[] = [];
    const look = (where: string, text: string) => {
      if (needles.some((needle) => text.includes(needle))) found.push(where);
    };
    for (const [name, storage] of [
      ['localStorage', localStorage],
      ['sessionStorage', sessionStorage],
    ] as const) {
      for (let i = 0; i < storage.length; i++) {
        const key = storage.key(i)!;
        look(`${name} ${key}`, key + storage.getItem(key));
      }
    }
    const request = <T>(r: IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        r.onsuccess = () => resolve(r.result);
        r.onerror = () => reject(r.error);
      });
    for (const { name } of await indexedDB.databases()) {
      const db = await request(indexedDB.open(name!));
      for (const store of db.objectStoreNames) {
        const records = db.transaction(store).objectStore(store);
        const [keys, values] = await Promise.all([request(records.getAllKeys()), request(records.getAll())]);
        look(`IndexedDB ${name}/${store}`, JSON.stringify(keys) + JSON.stringify(values));
      }
      db.close();
    }
    return found;
  }, needles);
}

/** The names of the IndexedDB databases of the site's origin. */
async function databases(page: Page): Promise<string[]> {
  return page.evaluate(async () => (await indexedDB.databases()).map((db) => db.name ?? ''));
}

const FIRESTORE_CACHE = /^firestore\//;

/** Firestore's keys between tabs in localStorage (`firestore_clients_…` and the like). */
function bookkeeping(page: Page): Promise<string[]> {
  return page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('firestore_')));
}

async function saveName(page: Page, name: string) {
  await page.getByLabel(t.displayName).fill(name);
  await page.getByRole('button', { name: t.save }).click();
}

test('sign-out leaves nothing about the visitor in IndexedDB or web storage, and the other tab signs out too', async ({
  context,
}) => {
  test.setTimeout(90_000);
  const page = await context.newPage();
  const checkConsole = watchConsole(page);
  const email = newEmail('leave');
  await signUp(page, email);
  const uid = await uidOf(page);
  await saveName(page, 'Kept until sign-out');
  await expect(page.getByTestId('save-status')).toHaveText(t.saved, SYNC);

  // A second tab on the account screen shares the cache.
  const other = await context.newPage();
  const checkOtherConsole = watchConsole(other);
  await other.goto('/account');
  await expect(other.getByLabel(t.displayName)).toHaveValue('Kept until sign-out');

  const token = (await page.evaluate(() => localStorage.getItem('token')))!;
  const needles = [uid, email, token, 'Kept until sign-out'];
  // The probe sees the visitor while they are signed in: Auth's record, the cache, the token.
  const before = await traces(page, needles);
  expect(before).toEqual(expect.arrayContaining(['localStorage token']));
  expect(before.some((where) => where.startsWith('IndexedDB firebaseLocalStorageDb'))).toBe(true);
  expect(before.some((where) => /^IndexedDB firestore\//.test(where))).toBe(true);
  expect(await bookkeeping(page)).not.toEqual([]);

  await signOut(page);
  // The other tab follows, on its own.
  await expect(other).toHaveURL(/\/sign-in\?next=/, SYNC);
  // The cache is deleted (the other tab let go of it), and nothing names the visitor any more.
  await expect.poll(async () => (await databases(page)).filter((name) => FIRESTORE_CACHE.test(name)), SYNC).toEqual([]);
  expect(await traces(page, needles)).toEqual([]);
  expect(await traces(other, needles)).toEqual([]);
  // Nor Firestore's bookkeeping between the tabs, which outlived the cache before.
  await expect.poll(() => bookkeeping(page), SYNC).toEqual([]);
  expect(await page.evaluate(() => localStorage.getItem('slimstart:signed-in'))).toBeNull();

  // Signing in again in the other tab starts Firestore afresh there: the profile comes from the server.
  await signIn(other, email);
  await expect(other).toHaveURL(/\/account$/);
  await expect(other.getByLabel(t.displayName)).toHaveValue('Kept until sign-out', SYNC);
  checkConsole();
  checkOtherConsole();
});

test('a sign-out with changes the server has not had yet says so first; pressed again, it signs out', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const email = newEmail('pending');
  await signUp(page, email);
  const uid = await uidOf(page);
  await saveName(page, 'On the server');
  await expect(page.getByTestId('save-status')).toHaveText(t.saved, SYNC);

  // Firestore out of reach (the pages still load, so that sign-out can take the visitor on).
  const firestoreServer = `http://${DEFAULT_EMULATORS.firestore}/**`;
  await page.route(firestoreServer, (route) => route.abort());
  await saveName(page, 'Only on this device');
  await expect(page.getByTestId('save-status')).toHaveText(t.savedOffline);
  await page.getByRole('button', { name: t.signOut }).click();
  await expect(page.getByRole('alert').filter({ hasText: t.signOutPending })).toBeVisible();
  await expect(page).toHaveURL(/\/account$/);

  await signOut(page);
  await expect.poll(async () => (await databases(page)).filter((name) => FIRESTORE_CACHE.test(name)), SYNC).toEqual([]);
  expect(await traces(page, [uid, email, 'Only on this device'])).toEqual([]);
  await page.unroute(firestoreServer);
  expect(await storedProfile(uid)).toMatchObject({ displayName: { stringValue: 'On the server' } });
});

test('a sign-out that would discard an unsent withdrawal of the consent names it first', async ({ page }) => {
  test.setTimeout(90_000);
  const email = newEmail('unsent-withdrawal');
  await signUp(page, email);
  const uid = await uidOf(page);
  await consentToWeights(page);
  await page.getByLabel(translatorOf('en')('Account.account.startWeight', { unit: 'kg' })).fill('80');
  await page.getByRole('button', { name: t.save }).click();
  await expect(page.getByTestId('save-status')).toHaveText(t.saved, SYNC);

  const firestoreServer = `http://${DEFAULT_EMULATORS.firestore}/**`;
  await page.route(firestoreServer, (route) => route.abort());
  await page.getByRole('button', { name: en.Account.health.withdraw }).click();
  await page.getByRole('button', { name: t.signOut }).click();
  await expect(page.getByRole('alert').filter({ hasText: t.signOutWithdrawalPending })).toBeVisible();
  await expect(page).toHaveURL(/\/account$/);

  // Signed out all the same, the withdrawal never reached the server: the weights are still there, as it said.
  await signOut(page);
  await page.unroute(firestoreServer);
  expect(await storedProfile(uid)).toMatchObject({ startWeightKg: { integerValue: '80' } });
});

test('a session Firebase ends by itself (the account deleted elsewhere) leaves nothing on the device either', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const email = newEmail('dropped');
  await signUp(page, email);
  const uid = await uidOf(page);
  await saveName(page, 'Deleted elsewhere');
  await expect(page.getByTestId('save-status')).toHaveText(t.saved, SYNC);
  const token = (await page.evaluate(() => localStorage.getItem('token')))!;
  const needles = [uid, email, token, 'Deleted elsewhere'];
  expect(await traces(page, needles)).not.toEqual([]);

  // Deleted with the Admin API, as the Firebase console does; Firebase finds it at the next load.
  const deleted = await fetch(
    `http://${DEFAULT_EMULATORS.auth}/identitytoolkit.googleapis.com/v1/projects/${DEMO_PROJECT_ID}/accounts:delete`,
    {
      method: 'POST',
      headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
      body: JSON.stringify({ localId: uid }),
    },
  );
  expect(deleted.status, await deleted.clone().text()).toBe(200);
  await page.reload();
  await expect(page).toHaveURL(/\/sign-in\?next=/, SYNC);
  await expect.poll(async () => (await databases(page)).filter((name) => FIRESTORE_CACHE.test(name)), SYNC).toEqual([]);
  await expect.poll(() => traces(page, needles), SYNC).toEqual([]);
  await expect.poll(() => bookkeeping(page), SYNC).toEqual([]);
});

test('a deletion the function refuses for want of a recent sign-in deletes nothing, says so, and goes ahead after a fresh sign-in', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const email = newEmail('refused');
  await signUp(page, email);
  const uid = await uidOf(page);
  await saveName(page, 'Never deleted');
  await expect(page.getByTestId('save-status')).toHaveText(t.saved, SYNC);

  // The device's clock says the sign-in is recent; the function reads the token's, six minutes old.
  await ageSignInForDeletion(page, 6 * 60);
  await page.getByRole('button', { name: t.delete }).click();
  const prompt = page.getByRole('dialog', { name: t.confirmTitle });
  await prompt.getByRole('button', { name: t.confirmDelete }).click();
  await expect(prompt.getByRole('alert').filter({ hasText: t.deleteRefused })).toBeVisible(SYNC);
  await expect(prompt.getByText(t.signInAgainPassword)).toBeVisible();
  // Nothing was deleted, so nothing had to be written back.
  expect(await storedProfile(uid)).toMatchObject({ displayName: { stringValue: 'Never deleted' } });
  await expect(page).toHaveURL(/\/account$/);

  await page.unroute(SERVER_DELETION);
  await prompt.getByLabel(en.Account.signIn.password).fill(PASSWORD);
  await prompt.getByRole('button', { name: t.signInAgainDelete }).click();
  await expect(page).toHaveURL(/\/sign-in\?deleted=1$/, SYNC);
  expect(await storedProfile(uid)).toBeNull();
  await signIn(page, email);
  await expect(page.getByRole('alert').filter({ hasText: en.Account.errors.wrongPassword })).toBeVisible();
});

test('an error met before the account screen’s texts arrive reads right once they do', async ({ page }) => {
  test.setTimeout(90_000);
  // The account screen's texts wait; the sign-in screen's come as usual.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/account/_payload.json?*', async (route) => {
    await held;
    await route.continue();
  });
  const email = newEmail('early');
  await signUp(page, email);
  const uid = await uidOf(page);
  // The deletion is refused for a reason of the server's own: too many requests.
  await page.route(SERVER_DELETION, (route) =>
    route.fulfill({
      status: 429,
      headers: { 'access-control-allow-origin': '*' },
      contentType: 'application/json',
      body: JSON.stringify({ error: { status: 'RESOURCE_EXHAUSTED', message: 'Too many requests.' } }),
    }),
  );
  await page.getByRole('button', { name: t.delete }).click();
  // The prompt's own texts are among those that wait: its confirming button is its last.
  await page.getByRole('dialog').getByRole('button').last().click();
  const alert = page.locator('p[role=alert]').filter({ hasText: /\S/ });
  // Without its texts yet, the screen says what it can: the fallback that is in the HTML.
  await expect(alert).toHaveText(en.Account.errors.network, SYNC);
  release();
  await expect(alert).toHaveText(en.Account.errors.tooManyRequests);
  // Nothing was lost.
  expect(await storedProfile(uid)).not.toBeNull();
});

test('a deletion more than five minutes after the last sign-in asks for the password first, and deletes nothing before', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.clock.install();
  const email = newEmail('stale');
  await signUp(page, email);
  const uid = await uidOf(page);
  await saveName(page, 'Still here');
  await expect(page.getByTestId('save-status')).toHaveText(t.saved, SYNC);
  const deletions: string[] = [];
  page.on('request', (request) => {
    if (/\/deleteAccount$/.test(request.url()) && request.method() === 'POST') deletions.push(request.url());
  });

  // Six minutes later on the device's clock.
  await page.clock.setSystemTime(Date.now() + 6 * 60 * 1000);
  await page.getByRole('button', { name: t.delete }).click();
  const prompt = page.getByRole('dialog', { name: t.confirmTitle });
  await prompt.getByRole('button', { name: t.confirmDelete }).click();
  await expect(prompt.getByText(t.signInAgainPassword)).toBeVisible();
  await expect(prompt.getByRole('alert').filter({ hasText: t.deleteRefused })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);

  // A wrong password is refused, in words for the password alone (only it was asked); nothing is deleted.
  await prompt.getByLabel(en.Account.signIn.password).fill('not the password');
  await prompt.getByRole('button', { name: t.signInAgainDelete }).click();
  await expect(prompt.getByRole('alert').filter({ hasText: en.Account.errors.passwordWrong })).toBeVisible(SYNC);
  await expect(prompt.getByText(en.Account.errors.wrongPassword)).toHaveCount(0);
  expect(deletions).toEqual([]);
  expect(await storedProfile(uid)).toMatchObject({ displayName: { stringValue: 'Still here' } });

  await prompt.getByLabel(en.Account.signIn.password).fill(PASSWORD);
  await prompt.getByRole('button', { name: t.signInAgainDelete }).click();
  await expect(page).toHaveURL(/\/sign-in\?deleted=1$/, SYNC);
  expect(deletions).toHaveLength(1);
  expect(await storedProfile(uid)).toBeNull();
});

test('a deletion while offline deletes nothing and says to connect first', async ({ page, context }) => {
  test.setTimeout(90_000);
  await signUp(page, newEmail('offline-delete'));
  const uid = await uidOf(page);
  await saveName(page, 'Kept offline');
  await expect(page.getByTestId('save-status')).toHaveText(t.saved, SYNC);

  await context.setOffline(true);
  await page.getByRole('button', { name: t.delete }).click();
  await page.getByRole('dialog', { name: t.confirmTitle }).getByRole('button', { name: t.confirmDelete }).click();
  await expect(page.getByRole('alert').filter({ hasText: en.Account.errors.network })).toBeVisible();
  await expect(page.getByRole('dialog', { name: t.confirmTitle })).toBeHidden();
  await expect(page.getByLabel(t.displayName)).toHaveValue('Kept offline');
  await expect(page).toHaveURL(/\/account$/);

  await context.setOffline(false);
  expect(await storedProfile(uid)).toMatchObject({ displayName: { stringValue: 'Kept offline' } });
});
