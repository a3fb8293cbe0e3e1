import { expect, test } from '@playwright/test';
import { MIN_PASSWORD_LENGTH } from '@/lib/account/signUp';
import { DEFAULT_EMULATORS, DEMO_PROJECT_ID } from '@/lib/firebase/config';
import { emailsTo, en, newEmail, PASSWORD, signIn, signOut, signUp, SYNC, uidOf } from './accountSupport';
import { axeViolations, translatorOf } from './support';

// The sign-in details on the account screen (docs/design.md#sign-in-details), against the Auth
// emulator: an email change takes effect only through the link it sends, and a password change
// keeps this session and ends the others.

const t = en.Account.login;
const format = translatorOf('en');

/** The email address the Auth emulator holds for the account. */
async function emailOf(uid: string): Promise<string | undefined> {
  const response = await fetch(
    `http://${DEFAULT_EMULATORS.auth}/identitytoolkit.googleapis.com/v1/projects/${DEMO_PROJECT_ID}/accounts:lookup`,
    {
      method: 'POST',
      headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
      body: JSON.stringify({ localId: [uid] }),
    },
  );
  return (await response.json()).users?.[0]?.email;
}

test('an email change takes effect only once the link sent for it is opened', async ({ page }) => {
  test.setTimeout(90_000);
  const email = newEmail('before');
  await signUp(page, email);
  const uid = await uidOf(page);
  const card = page.getByRole('region', { name: t.heading });
  await expect(card).toContainText(format('Account.login.intro', { email }));
  await card.getByRole('button', { name: t.changeEmail }).click();
  expect(await axeViolations(page)).toEqual([]);

  // The same address, and a wrong password, change nothing and say why.
  await card.getByLabel(t.newEmail).fill(email);
  await card.getByLabel(t.currentPassword).fill(PASSWORD);
  await card.getByRole('button', { name: t.sendLink }).click();
  await expect(card.getByText(t.sameEmail)).toBeVisible();
  const to = newEmail('after');
  await card.getByLabel(t.newEmail).fill(to);
  await card.getByLabel(t.currentPassword).fill('not the password');
  await card.getByRole('button', { name: t.sendLink }).click();
  await expect(card.getByRole('alert').filter({ hasText: en.Account.errors.passwordWrong })).toBeVisible(SYNC);

  await card.getByLabel(t.currentPassword).fill(PASSWORD);
  await card.getByRole('button', { name: t.sendLink }).click();
  await expect(card.getByRole('status')).toHaveText(
    format('Account.login.linkSent', { email: to, current: email }),
    SYNC,
  );
  // Sent, not done: the account still has its old address.
  expect(await emailOf(uid)).toBe(email);
  // The emulator files the link under the account's current address (Firebase mails it to the new one).
  const link = (await emailsTo(email)).find((mail) => mail.requestType === 'VERIFY_AND_CHANGE_EMAIL');
  expect(link, 'the link that changes the address').toBeDefined();
  const opened = await fetch(link!.oobLink, { redirect: 'manual' });
  expect(opened.status).toBeLessThan(400);
  expect(await emailOf(uid)).toBe(to);

  // The screen follows, and from now on the new address signs in, and the old one no longer.
  await page.goto('/account');
  await expect(page.getByRole('region', { name: t.heading })).toContainText(to, SYNC);
  await signOut(page);
  await signIn(page, email);
  await expect(page.getByRole('alert').filter({ hasText: en.Account.errors.wrongPassword })).toBeVisible(SYNC);
  await signIn(page, to);
  await expect(page).toHaveURL(/\/account$/, SYNC);
});

test('a password change keeps this session, signs out the others, and the new password is the one that signs in', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const email = newEmail('password');
  await signUp(page, email);
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await other.goto('/sign-in');
  await signIn(other, email);
  await expect(other).toHaveURL(/\/account$/, SYNC);
  // Firebase dates a session's end to the second: the other one must have begun a second before.
  await page.waitForTimeout(1100);

  const card = page.getByRole('region', { name: t.heading });
  await card.getByRole('button', { name: t.changePassword }).click();
  const NEW_PASSWORD = 'a new horse 2';
  await card.getByLabel(format('Account.login.newPassword', { min: String(MIN_PASSWORD_LENGTH) })).fill('short');
  await card.getByLabel(t.currentPassword).fill(PASSWORD);
  await card.getByRole('button', { name: t.savePassword }).click();
  await expect(card.getByRole('alert')).toHaveText(
    format('Account.errors.weakPassword', { min: String(MIN_PASSWORD_LENGTH) }),
  );
  await card.getByLabel(format('Account.login.newPassword', { min: String(MIN_PASSWORD_LENGTH) })).fill(NEW_PASSWORD);
  await card.getByRole('button', { name: t.savePassword }).click();
  await expect(card.getByRole('status')).toHaveText(t.passwordChanged, SYNC);

  // This session stays…
  await page.reload();
  await expect(page.getByRole('region', { name: t.heading })).toBeVisible(SYNC);
  await expect(page).toHaveURL(/\/account$/);
  // …the other is signed out as soon as Firebase checks it (here, at its next load)…
  await other.reload();
  await expect(other).toHaveURL(/\/sign-in/, SYNC);
  // …and only the new password signs in.
  await other.goto('/sign-in');
  await signIn(other, email);
  await expect(other.getByRole('alert').filter({ hasText: en.Account.errors.wrongPassword })).toBeVisible(SYNC);
  await signIn(other, email, NEW_PASSWORD);
  await expect(other).toHaveURL(/\/account$/, SYNC);
  await otherContext.close();
});
