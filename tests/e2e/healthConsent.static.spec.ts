import { expect, test } from '@playwright/test';
import { legalStanding } from '@/lib/legal/versions';
import { versionPageOf, versionUrl } from '@/lib/pages/legalVersions';
import { consentToWeights, newEmail, signUp, storedProfile, SYNC, uidOf } from './accountSupport';
import { messagesOf, translatorOf } from './support';

const healthConsentVersion = legalStanding().inForce.healthConsent;

// The weights are health data (issue 21 e): kept only with the visitor's own consent, given apart
// from the terms; refusing keeps the account; withdrawing deletes them at once.

const de = messagesOf('de').Account;
const startWeight = translatorOf('de')('Account.account.startWeight', { unit: 'kg' });

test('asks for the consent apart from the terms, and keeps the account without it', async ({ page }) => {
  await signUp(page, newEmail('noconsent'), 'de');
  const uid = await uidOf(page);
  const section = page.getByRole('region', { name: de.health.heading });
  await expect(section.getByText(de.health.text)).toBeVisible();
  // No weight fields until the visitor consents; the rest of the profile saves as before.
  await expect(page.getByLabel(startWeight)).toHaveCount(0);
  await page.getByLabel(de.account.displayName).fill('Jonas');
  await page.getByRole('button', { name: de.account.save }).click();
  await expect(page.getByTestId('save-status')).toHaveText(de.account.saved, SYNC);
  const stored = await storedProfile(uid);
  expect(stored).toMatchObject({ displayName: { stringValue: 'Jonas' } });
  expect(stored).not.toHaveProperty('healthConsent');
  // Giving it takes the box of its own.
  await section.getByRole('button', { name: de.health.give }).click();
  await expect(section.getByText(de.health.required)).toBeVisible();
  await expect(page.getByLabel(startWeight)).toHaveCount(0);
});

test('records the consent with its version and the server’s time, and then keeps the weights', async ({ page }) => {
  const before = Date.now();
  await signUp(page, newEmail('consent'), 'de');
  const uid = await uidOf(page);
  await consentToWeights(page, 'de');
  // The record names its version, whose text has its own page.
  await expect(
    page.getByRole('link', { name: translatorOf('de')('Account.health.givenText', { version: healthConsentVersion }) }),
  ).toHaveAttribute('href', versionUrl('de', versionPageOf('healthConsent', healthConsentVersion)));
  await page.getByLabel(startWeight).fill('84,5');
  await page.getByRole('button', { name: de.account.save }).click();
  await expect(page.getByTestId('save-status')).toHaveText(de.account.saved, SYNC);
  const stored = (await storedProfile(uid))!;
  expect(stored.startWeightKg).toEqual({ doubleValue: 84.5 });
  const { version, givenAt } = (
    stored.healthConsent as { mapValue: { fields: Record<string, Record<string, string>> } }
  ).mapValue.fields;
  expect(version.stringValue).toBe(healthConsentVersion);
  const time = new Date(givenAt.timestampValue).getTime();
  expect(time).toBeGreaterThan(before - 60_000);
  expect(time).toBeLessThan(Date.now() + 60_000);
});

test('withdrawing the consent deletes the stored weights at once', async ({ page }) => {
  await signUp(page, newEmail('withdraw'), 'de');
  const uid = await uidOf(page);
  await consentToWeights(page, 'de');
  await page.getByLabel(startWeight).fill('90');
  await page.getByRole('button', { name: de.account.save }).click();
  await expect(page.getByTestId('save-status')).toHaveText(de.account.saved, SYNC);
  expect((await storedProfile(uid))!.startWeightKg).toEqual({ integerValue: '90' });

  await page.getByRole('button', { name: de.health.withdraw }).click();
  await expect(page.getByRole('status').filter({ hasText: de.health.withdrawn })).toBeVisible();
  await expect(page.getByLabel(startWeight)).toHaveCount(0);
  // Given again at once, before this device has heard the server's time of the withdrawal: a new
  // record, and the ended one moves to the history exactly as the server stored it.
  await consentToWeights(page, 'de');
  await expect
    .poll(async () => ((await storedProfile(uid))?.healthConsentHistory as StoredList)?.arrayValue.values?.length, SYNC)
    .toBe(1);
  const stored = (await storedProfile(uid))!;
  expect(stored).toHaveProperty('agreement');
  expect(stored).not.toHaveProperty('startWeightKg');
  // The ended consent's record stays, as evidence: its text, when it was given, and when it ended.
  const record = ((stored.healthConsentHistory as StoredList).arrayValue.values![0] as StoredMap).mapValue.fields;
  expect(record.version).toEqual({ stringValue: healthConsentVersion });
  expect(Object.keys(record).sort()).toEqual(['givenAt', 'version', 'withdrawnAt']);
  expect(Date.parse(record.withdrawnAt.timestampValue!)).toBeGreaterThan(Date.parse(record.givenAt.timestampValue!));
  expect(Object.keys((stored.healthConsent as StoredMap).mapValue.fields).sort()).toEqual(['givenAt', 'version']);
});

/** How the emulator's REST API shows a map and a list. */
type StoredMap = { mapValue: { fields: Record<string, { stringValue?: string; timestampValue?: string }> } };
type StoredList = { arrayValue: { values?: unknown[] } };
