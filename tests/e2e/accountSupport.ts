import { expect, type Page } from '@playwright/test';
import { DEFAULT_EMULATORS, DEMO_PROJECT_ID } from '@/lib/firebase/config';
import type { Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/pages/paths';
import { minimumAge } from '@/lib/account/signUp';
import { messagesOf, translatorOf } from './support';
import { signedInEarlier } from '../support/idToken';

// What the account tests share: signing up, in and out through the screens, and reading what the
// Auth and Firestore emulators hold (tests/support/webServers.ts starts them; the test build uses them).
export const en = messagesOf('en');
export const PASSWORD = 'correct horse 1';
/** The emulator confirms writes slowly while other tests load the machine. */
export const SYNC = { timeout: 20_000 };

export function newEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@slimstart.test`;
}

/** The two boxes of the agreement (age and terms), as labelled in `locale`. */
export function agreementBoxes(page: Page, locale: Locale) {
  const t = translatorOf(locale);
  return {
    age: page.getByRole('checkbox', { name: t('Account.agreement.ageConfirm', { age: String(minimumAge(locale)) }) }),
    // Its label holds the link to the terms: found by the box's own id.
    terms: page.locator('input[type=checkbox]#agree-terms'),
  };
}

/** Ticks both boxes of the agreement. */
export async function agree(page: Page, locale: Locale) {
  const boxes = agreementBoxes(page, locale);
  await boxes.age.check();
  await boxes.terms.check();
}

/** Creates an account through the form in `locale`, agreeing to what it asks; ends on the account screen. */
export async function signUp(page: Page, email: string, locale: Locale = 'en', password = PASSWORD) {
  const t = messagesOf(locale).Account;
  await page.goto(`${localizedPath(locale, '/sign-in')}?mode=sign-up`);
  await page.getByLabel(t.signIn.email).fill(email);
  await page.getByLabel(t.signIn.password, { exact: true }).fill(password);
  await agree(page, locale);
  await page.locator('form').getByRole('button', { name: t.signIn.submitSignUp, exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === localizedPath(locale, '/account'));
  await expect(page.getByText(translatorOf(locale)('Account.account.signedInAs', { email }))).toBeVisible();
}

export async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.getByLabel(en.Account.signIn.email).fill(email);
  await page.getByLabel(en.Account.signIn.password, { exact: true }).fill(password);
  await page.locator('form').getByRole('button', { name: en.Account.signIn.submitSignIn, exact: true }).click();
}

/** Gives the consent to keeping the weights on the account screen, in `locale`; their fields appear. */
export async function consentToWeights(page: Page, locale: Locale = 'en') {
  const t = messagesOf(locale).Account;
  await page.getByRole('checkbox', { name: t.health.consent }).check();
  await page.getByRole('button', { name: t.health.give }).click();
  await expect(page.getByTestId('health-consent')).toBeVisible();
}

/** Signs out from the account screen, and waits until that is done (on the sign-in page). */
export async function signOut(page: Page) {
  await page.getByRole('button', { name: en.Account.account.signOut }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
}

/** The profile document as the server holds it (the emulator's owner access passes the rules). */
export async function storedProfile(uid: string): Promise<Record<string, unknown> | null> {
  const url = `http://${DEFAULT_EMULATORS.firestore}/v1/projects/${DEMO_PROJECT_ID}/databases/(default)/documents/users/${uid}`;
  const response = await fetch(url, { headers: { Authorization: 'Bearer owner' } });
  if (response.status === 404) return null;
  const { fields } = await response.json();
  return fields;
}

/** The signed-in user's id, read from the ID token that the site keeps under `token`. */
export async function uidOf(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect(token, 'the ID token in local storage').toBeTruthy();
  const payload = JSON.parse(Buffer.from(token!.split('.')[1], 'base64url').toString());
  return payload.user_id;
}

/**
 * The languages Firebase was asked to write its emails in (the `X-Firebase-Locale` of each request
 * for one; the emulator itself writes every link with lang=en).
 */
export function emailLanguages(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('accounts:sendOobCode')) asked.push(r.headers()['x-firebase-locale'] ?? 'none');
  });
  return asked;
}

/** The emails the Auth emulator would have sent (its out-of-band codes) to `email`, oldest first. */
export async function emailsTo(email: string): Promise<{ requestType: string; oobLink: string }[]> {
  const response = await fetch(`http://${DEFAULT_EMULATORS.auth}/emulator/v1/projects/${DEMO_PROJECT_ID}/oobCodes`);
  const { oobCodes } = (await response.json()) as {
    oobCodes: { email: string; requestType: string; oobLink: string }[];
  };
  return oobCodes.filter((code) => code.email === email);
}

/**
 * "Choose a picture" on the account screen: the file picker opens at once (no dialog before it),
 * gets `file`, and the cropper dialog opens with it.
 */
export async function choosePicture(
  page: Page,
  button: string,
  file: { name: string; mimeType: string; buffer: Buffer },
  dialogTitle = en.Account.crop.title,
) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: button }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await (await chooser).setFiles(file);
  const dialog = page.getByRole('dialog', { name: dialogTitle });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Makes an account straight on the Auth emulator, as the sign-up form would; returns its email. */
export async function makeAccount(label: string, password = PASSWORD): Promise<string> {
  const email = newEmail(label);
  const made = await fetch(
    `http://${DEFAULT_EMULATORS.auth}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  expect(made.status, await made.clone().text()).toBe(200);
  return email;
}

/**
 * Opens the sign-in screen in `locale` signed in with a new account (made on the emulator): it then
 * shows who is signed in and links to the account screen. The application's two screens, linked:
 * the tests of navigation on the client start here (the marketing pages are documents). Returns the
 * link.
 */
export async function atSignInSignedIn(page: Page, locale: Locale = 'en') {
  const t = messagesOf(locale).Account;
  const email = await makeAccount('app');
  await page.goto(localizedPath(locale, '/sign-in'));
  await page.getByLabel(t.signIn.email).fill(email);
  await page.getByLabel(t.signIn.password, { exact: true }).fill(PASSWORD);
  await page.locator('form').getByRole('button', { name: t.signIn.submitSignIn, exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === localizedPath(locale, '/account'));
  await page.goto(localizedPath(locale, '/sign-in'));
  const toAccount = page.getByRole('link', { name: t.signIn.toAccount });
  await expect(toAccount).toBeVisible(SYNC);
  return toAccount;
}

/** Identity Toolkit's account deletion, as the browser asks for it (where the functions are off). */
export const BROWSER_DELETION = '**/identitytoolkit.googleapis.com/v1/accounts:delete*';
/** The functions' `deleteAccount` callable, which the site asks where the functions run. */
export const SERVER_DELETION = `**/${DEMO_PROJECT_ID}/*/deleteAccount`;

/** Answers the browser's own account deletion as Firebase does when it refuses it, with `message` as the reason. */
export async function refuseBrowserDeletion(page: Page, message: string): Promise<void> {
  await page.route(BROWSER_DELETION, (route) =>
    route.fulfill({
      status: 400,
      headers: { 'access-control-allow-origin': '*' },
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 400, message } }),
    }),
  );
}

/**
 * Sends the page's calls of the `deleteAccount` callable on to the functions emulator with an ID
 * token as if its sign-in were `seconds` older. What the function answers is its own.
 */
export async function ageSignInForDeletion(page: Page, seconds: number): Promise<void> {
  await page.route(SERVER_DELETION, async (route) => {
    const headers = route.request().headers();
    const token = headers.authorization?.replace(/^Bearer /, '');
    if (!token) return route.continue();
    await route.continue({ headers: { ...headers, authorization: `Bearer ${signedInEarlier(token, seconds)}` } });
  });
}

/** Where the device holds a new account for the visitor's agreement (lib/firebase/newAccountHold.ts). */
export const HELD = 'slimstart:new-account';

/** Whether the Auth emulator still has the account. */
export async function authAccountExists(uid: string): Promise<boolean> {
  const response = await fetch(
    `http://${DEFAULT_EMULATORS.auth}/identitytoolkit.googleapis.com/v1/projects/${DEMO_PROJECT_ID}/accounts:lookup`,
    {
      method: 'POST',
      headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
      body: JSON.stringify({ localId: [uid] }),
    },
  );
  return ((await response.json()).users ?? []).length > 0;
}

/** Creates an account in the Auth emulator directly (no agreement, no profile); returns its uid. */
export async function bareAccount(email: string): Promise<string> {
  const response = await fetch(
    `http://${DEFAULT_EMULATORS.auth}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD, returnSecureToken: true }),
    },
  );
  return (await response.json()).localId;
}

/**
 * An account held for the visitor's agreement, as Google's sign-in leaves one that it made from the
 * sign-in tab (lib/firebase/auth.ts holdNewAccount). Google's popup needs its script from
 * apis.google.com, which this machine cannot reach, so the account is made by email in the
 * emulator and marked held on the device as that sign-in marks it; the rest is the product's.
 * `account`: one made before, now held on a second device too.
 */
export async function heldAccountOnSignIn(page: Page, account?: { email: string; uid: string }) {
  const email = account?.email ?? newEmail('held');
  const uid = account?.uid ?? (await bareAccount(email));
  await page.goto('/sign-in');
  // A session an earlier step left behind (a held account deleted as its page went) is cleared at
  // this load, its hold with it (lib/firebase/droppedSession.ts): the new hold is set after that.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await page.evaluate(([key, id]) => localStorage.setItem(key, id), [HELD, uid]);
  await signIn(page, email);
  await expect(page.getByRole('region', { name: en.Account.agreement.heading })).toBeVisible();
  await expect(page.getByText(en.Account.agreement.introNew)).toBeVisible();
  expect(page.url()).toMatch(/\/sign-in$/);
  return { email, uid };
}
