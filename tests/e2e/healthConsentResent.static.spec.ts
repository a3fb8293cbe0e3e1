import { expect, test, type Page, type Request } from '@playwright/test';
import { DEFAULT_EMULATORS, DEMO_PROJECT_ID } from '@/lib/firebase/config';
import { legalStanding } from '@/lib/legal/versions';
import { consentToWeights, en, newEmail, signUp, storedProfile, SYNC, uidOf } from './accountSupport';
import { translatorOf } from './support';

// Firestore sends a write again when its connection starts afresh before the server has answered,
// and it starts afresh at every new ID token: the account screen's email check brings one as the
// screen opens and at each return to the tab (components/account/EmailVerification.tsx). A consent
// whose first sending the server stored is refused the second time by the rules (a record is never
// dated anew): the screen must not call that a failure, nor lose the word of the profile's save
// beside it (lib/firebase/profile.ts storedOnceRefused). A fresh-clone run met it with the email
// check of the screen's opening, answered late on a busy machine. Which sending reaches the server
// first cannot be timed from here: the test stores the first itself, as that sending would have,
// just before the page's own arrives.

const t = en.Account;
const startWeight = translatorOf('en')('Account.account.startWeight', { unit: 'kg' });

/** Whether a request to Firestore's write stream carries a write of the consent's record. */
function writesConsent(request: Request): boolean {
  if (request.method() !== 'POST') return false;
  return [...new URLSearchParams(request.postData() ?? '')].some(
    ([field, data]) => /^req\d+___data__$/.test(field) && data.includes('"writes"') && data.includes('healthConsent'),
  );
}

/** A change to users/{uid}: the fields it sets or, named without a value, deletes, and those it sets to the server's time. */
type Change = { fields?: Record<string, unknown>; fieldPaths: string[]; atServerTime: string[] };

/** Commits `change` past the rules (the emulator's owner access). */
async function commitAsOwner(uid: string, { fields = {}, fieldPaths, atServerTime }: Change) {
  const database = `projects/${DEMO_PROJECT_ID}/databases/(default)`;
  const write = {
    update: { name: `${database}/documents/users/${uid}`, fields },
    updateMask: { fieldPaths },
    updateTransforms: atServerTime.map((fieldPath) => ({ fieldPath, setToServerValue: 'REQUEST_TIME' })),
  };
  const response = await fetch(`http://${DEFAULT_EMULATORS.firestore}/v1/${database}/documents:commit`, {
    method: 'POST',
    headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
    body: JSON.stringify({ writes: [write] }),
  });
  expect(response.status, await response.text()).toBe(200);
}

/** What the first sending of a consent stored: the record in force, to the current text. */
const consentStored: Change = {
  fields: {
    healthConsent: { mapValue: { fields: { version: { stringValue: legalStanding().inForce.healthConsent } } } },
  },
  fieldPaths: ['healthConsent'],
  atServerTime: ['healthConsent.givenAt', 'updatedAt'],
};

/** What the first sending of a withdrawal stored: no weights, the record ended. */
const withdrawalStored: Change = {
  fieldPaths: ['startWeightKg', 'goalWeightKg'],
  atServerTime: ['healthConsent.withdrawnAt', 'updatedAt'],
};

/**
 * The page's sendings of the consent's record arrive at the server as second ones: held on their way
 * until `release` is called (a slow network: what the visitor does meanwhile comes before the
 * server's answer), they go once the server holds `stored`, as a first sending would have left it.
 * A sending the page gave up on meanwhile (its connection started afresh) goes nowhere.
 */
async function sentAgain(page: Page, uid: string, stored: Change) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let sendings = 0;
  let first: Promise<void> | undefined;
  await page.route(
    (url) => url.pathname.endsWith('/google.firestore.v1.Firestore/Write/channel'),
    async (route) => {
      if (!writesConsent(route.request())) return route.fallback();
      sendings += 1;
      await released;
      await (first ??= commitAsOwner(uid, stored));
      await route.continue().catch(() => {});
    },
  );
  return { release, arrived: () => sendings > 0 };
}

const refused = (page: Page) => page.getByRole('alert').filter({ hasText: t.errors.permissionDenied });

test('a consent the server stored from a first sending is given, and the save beside it says saved', async ({
  page,
}) => {
  await signUp(page, newEmail('consent-resent'));
  const uid = await uidOf(page);
  const consent = await sentAgain(page, uid, consentStored);
  await consentToWeights(page);
  await page.getByLabel(startWeight).fill('92');
  await page.getByRole('button', { name: t.account.save }).click();
  await expect.poll(consent.arrived, { message: 'the consent is on its way' }).toBe(true);
  consent.release();
  // The save goes after the consent on the same stream: once it is saved, the consent is settled.
  await expect(page.getByTestId('save-status')).toHaveText(t.account.saved, SYNC);
  await expect(refused(page)).toHaveCount(0);
  await expect(page.getByTestId('health-consent')).toBeVisible();
  const stored = (await storedProfile(uid))!;
  expect(stored.startWeightKg).toEqual({ integerValue: '92' });
  expect(JSON.stringify(stored.healthConsent)).not.toContain('withdrawnAt');
});

test('a withdrawal the server stored from a first sending is withdrawn, and the next save says saved', async ({
  page,
}) => {
  await signUp(page, newEmail('withdrawal-resent'));
  const uid = await uidOf(page);
  await consentToWeights(page);
  await page.getByLabel(startWeight).fill('88');
  await page.getByRole('button', { name: t.account.save }).click();
  await expect(page.getByTestId('save-status')).toHaveText(t.account.saved, SYNC);

  const withdrawal = await sentAgain(page, uid, withdrawalStored);
  await page.getByRole('button', { name: t.health.withdraw }).click();
  await expect(page.getByRole('status').filter({ hasText: t.health.withdrawn })).toBeVisible();
  await page.getByLabel(t.account.displayName).fill('Ada');
  await page.getByRole('button', { name: t.account.save }).click();
  await expect.poll(withdrawal.arrived, { message: 'the withdrawal is on its way' }).toBe(true);
  withdrawal.release();
  // The save goes after the withdrawal: once it is saved, the withdrawal is settled.
  await expect(page.getByTestId('save-status')).toHaveText(t.account.saved, SYNC);
  await expect(refused(page)).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: t.health.withdrawn })).toBeVisible();
  const stored = (await storedProfile(uid))!;
  expect(stored).not.toHaveProperty('startWeightKg');
  expect(JSON.stringify(stored.healthConsent)).toContain('withdrawnAt');
  expect(stored.displayName).toEqual({ stringValue: 'Ada' });
});
