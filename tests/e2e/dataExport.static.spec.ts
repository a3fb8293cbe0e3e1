import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { legalStanding } from '@/lib/legal/versions';
import { DEFAULT_EMULATORS, DEMO_PROJECT_ID } from '@/lib/firebase/config';
import { consentToWeights, en, newEmail, signIn, signOut, signUp, SYNC, uidOf } from './accountSupport';
import { translatorOf } from './support';

/** The terms and privacy policy in force now. */
const legalVersions = { terms: legalStanding().inForce.terms, privacy: legalStanding().inForce.privacy };
const healthConsentVersion = legalStanding().inForce.healthConsent;

// "Download my data" (issue 21 g): a JSON file of everything the service stores about the visitor.

const t = en.Account;

async function download(page: Page) {
  const file = page.waitForEvent('download');
  await page.getByRole('button', { name: t.export.download }).click();
  const got = await file;
  expect(got.suggestedFilename()).toMatch(/^slimstart-data-\d{4}-\d{2}-\d{2}\.json$/);
  return JSON.parse(await readFile((await got.path())!, 'utf8'));
}

test('gives the profile, the consents and the sign-in account as JSON', async ({ page }) => {
  const email = newEmail('export');
  await signUp(page, email);
  const uid = await uidOf(page);
  await consentToWeights(page);
  await page.getByLabel(t.account.displayName).fill('Ana Lima');
  await page.getByLabel(translatorOf('en')('Account.account.startWeight', { unit: 'kg' })).fill('81,5');
  await page.getByRole('button', { name: t.account.save }).click();
  await expect(page.getByTestId('save-status')).toHaveText(t.account.saved, SYNC);

  const data = await download(page);
  await expect(page.getByRole('status').filter({ hasText: t.export.done })).toBeVisible();
  expect(data.account).toMatchObject({ uid, email, emailVerified: false, signInProviders: ['password'] });
  // The password provider's own id of the visitor is their email address.
  expect(data.account.providers).toEqual([
    { provider: 'password', accountId: email, email, name: null, pictureUrl: null, phoneNumber: null },
  ]);
  expect(Date.parse(data.account.createdAt)).toBeGreaterThan(Date.now() - 10 * 60_000);
  expect(data.profile).toMatchObject({ displayName: 'Ana Lima', startWeightKg: 81.5, unit: 'kg' });
  expect(data.profile).not.toHaveProperty('uid');
  // The last change is the save above, by the server's clock (the emulator's is this machine's).
  expect(Math.abs(Date.parse(data.profileUpdatedAt) - Date.now())).toBeLessThan(60_000);
  expect(data.consents.agreement).toMatchObject({ ...legalVersions, market: 'en', age: 18 });
  expect(Date.parse(data.consents.agreement.acceptedAt)).toBeGreaterThan(0);
  expect(data.consents.healthData).toMatchObject({ version: healthConsentVersion });
  expect(Date.parse(data.consents.healthData.givenAt)).toBeGreaterThan(0);
  // The history of that consent: here the one record, in force.
  expect(data.consents.healthDataHistory).toEqual([data.consents.healthData]);
});

test('gives the name and picture address that a provider shared with the sign-in account', async ({ page }) => {
  const email = newEmail('export-shared');
  await signUp(page, email);
  const uid = await uidOf(page);
  // What a Google sign-in leaves on the account (Google itself cannot run here), set on the Auth
  // emulator with its owner access; the next sign-in reads it.
  const pictureUrl = 'https://lh3.googleusercontent.com/a/shared-picture';
  const updated = await fetch(
    `http://${DEFAULT_EMULATORS.auth}/identitytoolkit.googleapis.com/v1/projects/${DEMO_PROJECT_ID}/accounts:update`,
    {
      method: 'POST',
      headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
      body: JSON.stringify({ localId: uid, displayName: 'Ana from Google', photoUrl: pictureUrl }),
    },
  );
  expect(updated.status, await updated.clone().text()).toBe(200);
  await signOut(page);
  await signIn(page, email);
  await expect(page).toHaveURL(/\/account$/);
  const data = await download(page);
  expect(data.account).toMatchObject({ uid, email, name: 'Ana from Google', pictureUrl });
});

test('works offline from the copy on this device, and says so', async ({ page, context }) => {
  await signUp(page, newEmail('export-offline'));
  await page.getByLabel(t.account.displayName).fill('Offline Ana');
  await page.getByRole('button', { name: t.account.save }).click();
  await expect(page.getByTestId('save-status')).toHaveText(t.account.saved, SYNC);
  await context.setOffline(true);
  const data = await download(page);
  await expect(page.getByRole('status').filter({ hasText: t.export.fromDevice })).toBeVisible();
  expect(data.profile.displayName).toBe('Offline Ana');
  expect(data.consents.agreement).toMatchObject(legalVersions);
  await context.setOffline(false);
});
