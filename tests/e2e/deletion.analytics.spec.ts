import { expect, test, type Page } from '@playwright/test';
import {
  authAccountExists,
  BROWSER_DELETION,
  en,
  heldAccountOnSignIn,
  newEmail,
  PASSWORD,
  refuseBrowserDeletion,
  signUp,
  storedProfile,
  SYNC,
  uidOf,
} from './accountSupport';
import { signedInEarlier } from '../support/idToken';
import { DEFAULT_EMULATORS, DEMO_PROJECT_ID } from '@/lib/firebase/config';

// A Firebase project without the site's Cloud Functions (the analytics build: FIREBASE_FUNCTIONS=off,
// scripts/test/builds.ts): the browser deletes accounts itself, straight after a fresh sign-in,
// and a deletion Firebase refuses all the same re-dates no record. With the functions: leaving.static.spec.ts.

const t = en.Account.account;

/** Counts the page's calls of the functions' callable, which a build without them never makes. */
function serverDeletions(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/deleteAccount')) calls.push(request.url());
  });
  return calls;
}

test('deletion asks for the password first, even straight after signing in, and then deletes profile and account', async ({
  page,
}) => {
  const calls = serverDeletions(page);
  await signUp(page, newEmail('fresh-off'));
  const uid = await uidOf(page);
  await page.getByRole('button', { name: t.delete }).click();
  const prompt = page.getByRole('dialog', { name: t.confirmTitle });
  await prompt.getByRole('button', { name: t.confirmDelete }).click();
  await expect(prompt.getByText(t.signInAgainPassword)).toBeVisible();
  // Nothing is deleted before the password is given.
  expect(await storedProfile(uid)).not.toBeNull();

  await prompt.getByLabel(en.Account.signIn.password).fill(PASSWORD);
  await prompt.getByRole('button', { name: t.signInAgainDelete }).click();
  await expect(page).toHaveURL(/\/sign-in\?deleted=1$/, SYNC);
  expect(await storedProfile(uid)).toBeNull();
  expect(await authAccountExists(uid)).toBe(false);
  expect(calls).toEqual([]);
});

/** The ID token Firebase Auth keeps in this origin's IndexedDB, read or replaced by `token`. */
function storedIdToken(page: Page, token?: string): Promise<string> {
  return page.evaluate(
    (replacement) =>
      new Promise<string>((resolve, reject) => {
        const open = indexedDB.open('firebaseLocalStorageDb');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const store = open.result
            .transaction('firebaseLocalStorage', replacement ? 'readwrite' : 'readonly')
            .objectStore('firebaseLocalStorage');
          const all = store.getAll();
          all.onsuccess = () => {
            const row = all.result.find((r: { fbase_key: string }) => r.fbase_key.startsWith('firebase:authUser:'));
            const done = () => {
              open.result.close();
              resolve(row.value.stsTokenManager.accessToken);
            };
            if (!replacement) return done();
            row.value.stsTokenManager.accessToken = replacement;
            store.put(row).onsuccess = done;
          };
        };
      }),
    token,
  );
}

/**
 * Makes the visitor's stored session as if its sign-in were `seconds` older: the ID token Firebase
 * Auth keeps gets an earlier `auth_time` (the emulators' tokens are unsigned). Replaced from a file of
 * the site that runs no Firebase (robots.txt), so that no page's Auth writes its own copy over it;
 * then the account screen loads with it.
 */
async function ageSession(page: Page, seconds: number): Promise<string> {
  await page.goto('/robots.txt');
  const aged = signedInEarlier(await storedIdToken(page), seconds);
  await storedIdToken(page, aged);
  await page.goto('/account');
  await expect(page.getByLabel(t.displayName)).toBeVisible(SYNC);
  expect(await storedIdToken(page)).toBe(aged);
  return aged;
}

test('a deletion an hour after the sign-in deletes the profile with the fresh sign-in’s token, then the account', async ({
  page,
}) => {
  await signUp(page, newEmail('hour-old-off'));
  const uid = await uidOf(page);
  const aged = await ageSession(page, 3600);
  // The rules refuse that session a deletion of its profile.
  const profileUrl = `http://${DEFAULT_EMULATORS.firestore}/v1/projects/${DEMO_PROJECT_ID}/databases/(default)/documents/users/${uid}`;
  const refused = await fetch(profileUrl, { method: 'DELETE', headers: { Authorization: `Bearer ${aged}` } });
  expect(refused.status).toBe(403);
  // It still writes.
  await page.getByLabel(t.displayName).fill('An hour ago');
  await page.getByRole('button', { name: t.save }).click();
  await expect(page.getByTestId('save-status')).toHaveText(t.saved, SYNC);

  await page.getByRole('button', { name: t.delete }).click();
  const prompt = page.getByRole('dialog', { name: t.confirmTitle });
  await prompt.getByRole('button', { name: t.confirmDelete }).click();
  await prompt.getByLabel(en.Account.signIn.password).fill(PASSWORD);
  await prompt.getByRole('button', { name: t.signInAgainDelete }).click();
  await expect(page).toHaveURL(/\/sign-in\?deleted=1$/, SYNC);
  expect(await storedProfile(uid)).toBeNull();
  expect(await authAccountExists(uid)).toBe(false);
});

test('a deletion Firebase refuses after the fresh sign-in leaves the profile deleted and the account, says both, and writes nothing back', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signUp(page, newEmail('refused-off'));
  const uid = await uidOf(page);
  await page.getByLabel(t.displayName).fill('Not written back');
  await page.getByRole('button', { name: t.save }).click();
  await expect(page.getByTestId('save-status')).toHaveText(t.saved, SYNC);
  // The policy lets the pages call no functions.
  const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  expect(policy).not.toMatch(/:5001|cloudfunctions/);

  // The Auth emulator never asks for a recent sign-in: its answer is replaced by the one Firebase
  // gives when it refuses all the same.
  await refuseBrowserDeletion(page, 'CREDENTIAL_TOO_OLD_LOGIN_AGAIN');
  await page.getByRole('button', { name: t.delete }).click();
  const prompt = page.getByRole('dialog', { name: t.confirmTitle });
  await prompt.getByRole('button', { name: t.confirmDelete }).click();
  await prompt.getByLabel(en.Account.signIn.password).fill(PASSWORD);
  await prompt.getByRole('button', { name: t.signInAgainDelete }).click();
  await expect(prompt.getByRole('alert').filter({ hasText: t.accountKept })).toBeVisible(SYNC);
  await expect(prompt.getByText(t.signInAgainPassword)).toBeVisible();
  // The profile stays deleted: no record written back with new dates.
  expect(await storedProfile(uid)).toBeNull();
  expect(await authAccountExists(uid)).toBe(true);
  await expect(page).toHaveURL(/\/account$/);

  await page.unroute(BROWSER_DELETION);
  await prompt.getByLabel(en.Account.signIn.password).fill(PASSWORD);
  await prompt.getByRole('button', { name: t.signInAgainDelete }).click();
  await expect(page).toHaveURL(/\/sign-in\?deleted=1$/, SYNC);
  expect(await storedProfile(uid)).toBeNull();
  expect(await authAccountExists(uid)).toBe(false);
});

test('a declined held account is deleted by the browser itself', async ({ page }) => {
  const calls = serverDeletions(page);
  const browserDeletions: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('accounts:delete')) browserDeletions.push(request.url());
  });
  const { uid } = await heldAccountOnSignIn(page);
  await page.getByRole('button', { name: en.Account.agreement.decline }).click();
  await expect(page.getByRole('status').filter({ hasText: en.Account.agreement.declined })).toBeVisible(SYNC);
  expect(await authAccountExists(uid)).toBe(false);
  expect(browserDeletions).toHaveLength(1);
  expect(calls).toEqual([]);
});
