import { expect, test, type Page } from '@playwright/test';
import { DEFAULT_EMULATORS, DEMO_PROJECT_ID } from '@/lib/firebase/config';
import { legalStanding } from '@/lib/legal/versions';
import { versionPageOf, versionUrl } from '@/lib/pages/legalVersions';
import {
  agree,
  authAccountExists,
  consentToWeights,
  agreementBoxes,
  en,
  HELD,
  heldAccountOnSignIn,
  refuseBrowserDeletion,
  newEmail,
  PASSWORD,
  signOut,
  signUp,
  storedProfile,
  SYNC,
  uidOf,
} from './accountSupport';
import { axeViolations, messagesOf, translatorOf } from './support';

/** The terms and privacy policy in force now. */
const legalVersions = { terms: legalStanding().inForce.terms, privacy: legalStanding().inForce.privacy };

// Sign-up forms the agreement (issue 21 d): the age of the visitor's market and the terms, with the
// policy beside them; users/{uid}.agreement records it; an older one is asked again.

/** Replaces the stored agreement past the rules (the emulator's owner access), or removes it. */
async function storeAgreement(uid: string, agreement: { terms: string; privacy: string } | null) {
  const url = `http://${DEFAULT_EMULATORS.firestore}/v1/projects/${DEMO_PROJECT_ID}/databases/(default)/documents/users/${uid}?updateMask.fieldPaths=agreement`;
  const fields = agreement && {
    agreement: {
      mapValue: {
        fields: {
          terms: { stringValue: agreement.terms },
          privacy: { stringValue: agreement.privacy },
          age: { integerValue: '18' },
          acceptedAt: { timestampValue: '2025-01-01T00:00:00Z' },
        },
      },
    },
  };
  const response = await fetch(url, {
    method: 'PATCH',
    headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
    body: JSON.stringify({ fields: fields ?? {} }),
  });
  expect(response.status, await response.text()).toBe(200);
}

type StoredAgreement = { mapValue: { fields: Record<string, Record<string, string>> } };

async function storedAgreement(uid: string) {
  const agreement = (await storedProfile(uid))?.agreement as StoredAgreement | undefined;
  if (!agreement) return null;
  const { terms, privacy, market, age, acceptedAt } = agreement.mapValue.fields;
  return {
    terms: terms.stringValue,
    privacy: privacy.stringValue,
    market: market?.stringValue,
    age: Number(age.integerValue),
    acceptedAt: new Date(acceptedAt.timestampValue),
  };
}

test('sign-up is refused without the age and the terms, by email and by Google', async ({ page }) => {
  const ko = messagesOf('ko').Account;
  const t = translatorOf('ko');
  const toAuth: string[] = [];
  page.on('request', (r) => r.url().includes('accounts:signUp') && toAuth.push(r.url()));
  await page.goto('/ko/sign-in?mode=sign-up');
  await page.getByLabel(ko.signIn.email).fill(newEmail('minor'));
  await page.getByLabel(ko.signIn.password, { exact: true }).fill(PASSWORD);
  const google = page.getByRole('button', { name: ko.signIn.google });
  const submit = page.locator('form').getByRole('button', { name: ko.signIn.submitSignUp, exact: true });
  await expect(google).toBeDisabled();
  await submit.click();
  // Korea's age, from the locale table, in the box and in the message.
  await expect(page.getByText(t('Account.agreement.ageRequired', { age: '19' }))).toBeVisible();
  await expect(page.getByText(ko.agreement.termsRequired)).toBeVisible();
  const boxes = agreementBoxes(page, 'ko');
  await expect(boxes.age).toHaveAccessibleName(t('Account.agreement.ageConfirm', { age: '19' }));
  await boxes.age.check();
  await expect(google).toBeDisabled();
  await boxes.terms.check();
  await expect(google).toBeEnabled();
  expect(toAuth).toEqual([]);
  // The texts to agree to, in Korean, opening beside the form: the terms as the version in force
  // says them (lib/pages/legalVersions.ts), the privacy policy's page.
  const terms = page.locator('.agreement a').first();
  await expect(terms).toHaveAttribute('href', versionUrl('ko', versionPageOf('terms', legalStanding().inForce.terms)));
  await expect(terms).toHaveAttribute('target', '_blank');
  await expect(page.locator('.agreement a').last()).toHaveAttribute('href', '/ko/privacy-policy');
});

test('links a page its check left out in its default-locale version', async ({ page }) => {
  // The e2e build switches /zh/terms-conditions off (scripts/test/builds.ts).
  await page.goto('/zh/sign-in?mode=sign-up');
  await expect(page.locator('.agreement a').first()).toHaveAttribute(
    'href',
    versionUrl('en', versionPageOf('terms', legalStanding().inForce.terms)),
  );
  await expect(page.locator('.agreement a').last()).toHaveAttribute('href', '/zh/privacy-policy');
});

test('records the agreement with the versions, its market, the age confirmed and the server’s time', async ({
  page,
}) => {
  const before = Date.now();
  await signUp(page, newEmail('agreed'), 'ko');
  const uid = await uidOf(page);
  await expect.poll(() => storedAgreement(uid), SYNC).not.toBeNull();
  const agreement = (await storedAgreement(uid))!;
  expect(agreement).toMatchObject({ ...legalVersions, market: 'ko', age: 19 });
  expect(agreement.acceptedAt.getTime()).toBeGreaterThan(before - 60_000);
  expect(agreement.acceptedAt.getTime()).toBeLessThan(Date.now() + 60_000);
  // Korean: the health-data consent is marked optional and names how long the weights are kept.
  const health = page.getByRole('region', { name: messagesOf('ko').Account.health.heading });
  await expect(health.getByRole('checkbox')).toHaveAccessibleName(/^\[선택\] /);
  await expect(health).toContainText('보유·이용 기간은 동의를 철회하거나 회원 탈퇴를 할 때까지');
});

/**
 * What the page's Firestore commits, write by write, read off its write stream to the emulator
 * (WebChannel: each request's form fields `reqN___data__` hold a JSON message; one with `writes` is
 * one atomic commit): for each, the documents it sets (`set users/…`) or deletes (`delete signUps/…`).
 * A commit sent again after the stream restarts is counted once.
 */
function commits(page: Page): string[][] {
  const seen: string[][] = [];
  page.on('request', (request) => {
    if (!request.url().includes('google.firestore.v1.Firestore/Write/channel')) return;
    for (const [field, data] of new URLSearchParams(request.postData() ?? '')) {
      if (!/^req\d+___data__$/.test(field)) continue;
      const { writes } = JSON.parse(data) as { writes?: { update?: { name: string }; delete?: string }[] };
      if (!writes) continue;
      const commit = writes.map((w) => (w.update ? `set ${docPath(w.update.name)}` : `delete ${docPath(w.delete!)}`));
      if (!seen.some((earlier) => earlier.join() === commit.join())) seen.push(commit);
    }
  });
  return seen;
}
const docPath = (name: string) => name.replace(/^projects\/[^/]+\/databases\/[^/]+\/documents\//, '');

test('a sign-up records first that the website made the account, and the agreement’s write removes that record', async ({
  page,
}) => {
  const written = commits(page);
  await signUp(page, newEmail('recorded'));
  const uid = await uidOf(page);
  await expect.poll(() => storedAgreement(uid), SYNC).not.toBeNull();
  // The record (functions/src/signUps.ts), then the profile with the record's removal in one commit.
  expect(written.slice(0, 2)).toEqual([[`set signUps/${uid}`], [`set users/${uid}`, `delete signUps/${uid}`]]);
  const record = `http://${DEFAULT_EMULATORS.firestore}/v1/projects/${DEMO_PROJECT_ID}/databases/(default)/documents/signUps/${uid}`;
  expect((await fetch(record, { headers: { Authorization: 'Bearer owner' } })).status).toBe(404);
});

const startWeight = translatorOf('en')('Account.account.startWeight', { unit: 'kg' });

/**
 * A new account whose weight `kg` is kept with consent, whose stored agreement is then made older
 * than the current terms; the page is loaded again. Its user id.
 */
async function weightsUnderOlderTerms(page: Page, label: string, kg: string): Promise<string> {
  await signUp(page, newEmail(label));
  const uid = await uidOf(page);
  await consentToWeights(page);
  await page.getByLabel(startWeight).fill(kg);
  await page.getByRole('button', { name: en.Account.account.save }).click();
  await expect(page.getByTestId('save-status')).toHaveText(en.Account.account.saved, SYNC);
  await storeAgreement(uid, { terms: '2020-01-01', privacy: legalVersions.privacy });
  await page.reload();
  return uid;
}

test('asks again once the versions change; until then the weights are neither shown nor changed', async ({ page }) => {
  const t = en.Account;
  const uid = await weightsUnderOlderTerms(page, 'changed', '92');
  const step = page.getByRole('region', { name: t.agreement.heading });
  await expect(step).toBeVisible();
  await expect(step.getByText(t.agreement.introChanged)).toBeVisible();
  await expect(page.getByLabel(startWeight)).toHaveCount(0);
  // It cannot be declined (the account stays), but the way out stays open.
  await expect(step.getByRole('button', { name: t.agreement.decline })).toHaveCount(0);
  await expect(page.getByRole('button', { name: t.account.signOut })).toBeVisible();
  await expect(page.getByRole('button', { name: t.account.delete })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await step.getByRole('button', { name: t.agreement.accept }).click();
  await expect(step.getByText(translatorOf('en')('Account.agreement.ageRequired', { age: '18' }))).toBeVisible();
  await agree(page, 'en');
  await step.getByRole('button', { name: t.agreement.accept }).click();
  await expect(page.getByLabel(startWeight)).toHaveValue('92');
  await expect.poll(async () => (await storedAgreement(uid))?.terms, SYNC).toBe(legalVersions.terms);
});

test('while the changed terms wait, the consent to the weights can still be withdrawn, and only that', async ({
  page,
}) => {
  const t = en.Account;
  const uid = await weightsUnderOlderTerms(page, 'withdraw-waiting', '88');
  await expect(page.getByRole('region', { name: t.agreement.heading })).toBeVisible();
  const health = page.getByRole('region', { name: t.health.heading });
  await expect(health.getByTestId('health-consent')).toBeVisible();
  await health.getByRole('button', { name: t.health.withdraw }).click();
  await expect(page.getByRole('status').filter({ hasText: t.health.withdrawn })).toBeVisible();
  // Nothing new can be given until the terms are accepted again.
  await expect(page.getByLabel(t.health.consent)).toHaveCount(0);
  await expect
    .poll(async () => Object.keys((await storedProfile(uid)) ?? {}).sort(), SYNC)
    .not.toContain('startWeightKg');
  // The consent's record stays, ended (tests/e2e/healthConsent.static.spec.ts reads it).
  expect(JSON.stringify((await storedProfile(uid))?.healthConsent)).toContain('withdrawnAt');
  expect((await storedAgreement(uid))?.terms).toBe('2020-01-01');
});

test('asks an account made before there was an agreement', async ({ page }) => {
  const email = newEmail('older');
  await signUp(page, email);
  const uid = await uidOf(page);
  await storeAgreement(uid, null);
  await page.reload();
  await expect(page.getByRole('region', { name: en.Account.agreement.heading })).toBeVisible();
  await expect(page.getByRole('heading', { name: en.Account.account.profileHeading })).toHaveCount(0);
});

test('a held new account declined six minutes after its sign-in is deleted, by the functions, with no profile', async ({
  page,
}) => {
  await page.clock.install();
  const { uid } = await heldAccountOnSignIn(page);
  // Six minutes on: Firebase would refuse the browser's own deletion for want of a recent sign-in.
  await page.clock.setSystemTime(Date.now() + 6 * 60 * 1000);
  await refuseBrowserDeletion(page, 'CREDENTIAL_TOO_OLD_LOGIN_AGAIN');
  await page.getByRole('button', { name: en.Account.agreement.decline }).click();
  await expect(page.getByRole('status').filter({ hasText: en.Account.agreement.declined })).toBeVisible(SYNC);
  expect(await authAccountExists(uid)).toBe(false);
  expect(await storedProfile(uid)).toBeNull();
  expect(await page.evaluate((key) => localStorage.getItem(key), HELD)).toBeNull();
});

test('a held new account whose visitor leaves the step is deleted, by a link or by leaving the page', async ({
  page,
}) => {
  // No request is routed here: Playwright's routing drops the requests of a page that has gone, the
  // very ones these deletions are. That the functions delete is shown above.
  // By a link of the site: a client navigation, the screen goes.
  const { uid: byLink } = await heldAccountOnSignIn(page);
  await page.getByRole('banner').getByRole('link', { name: en.Nav.faq }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.Faq.heading);
  await expect.poll(() => authAccountExists(byLink), SYNC).toBe(false);

  // By leaving the page (a full load: no screen unmounts), the deletion is the one request that
  // outlives the page, sent at pagehide (Playwright does not report it: the page is gone).
  const { uid: byLeaving } = await heldAccountOnSignIn(page);
  await page.goto('/privacy-policy');
  await expect.poll(() => authAccountExists(byLeaving), SYNC).toBe(false);
  expect(await storedProfile(byLeaving)).toBeNull();
});

test('one account held in two windows: declined in one, accepting in the other records nothing', async ({
  page,
  browser,
}) => {
  const held = await heldAccountOnSignIn(page);
  // A second window with storage of its own, so that nothing tells it of the first's sign-out: its
  // ID token would still let it write a profile.
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await heldAccountOnSignIn(other, held);

  await page.getByRole('button', { name: en.Account.agreement.decline }).click();
  await expect(page.getByRole('status').filter({ hasText: en.Account.agreement.declined })).toBeVisible(SYNC);
  expect(await authAccountExists(held.uid)).toBe(false);

  await agree(other, 'en');
  await other.getByRole('button', { name: en.Account.agreement.accept }).click();
  await expect(other.getByRole('status').filter({ hasText: en.Account.agreement.declined })).toBeVisible(SYNC);
  expect(other.url()).toMatch(/\/sign-in$/);
  expect(await storedProfile(held.uid)).toBeNull();
  expect(await other.evaluate((key) => localStorage.getItem(key), HELD)).toBeNull();
  await otherContext.close();
});

test('a held new account that the visitor accepts goes on to the account, with the agreement', async ({ page }) => {
  const { uid } = await heldAccountOnSignIn(page);
  await agree(page, 'en');
  await page.getByRole('button', { name: en.Account.agreement.accept }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { name: en.Account.account.profileHeading })).toBeVisible();
  await expect.poll(async () => (await storedAgreement(uid))?.age, SYNC).toBe(18);
  expect(await authAccountExists(uid)).toBe(true);
  await signOut(page);
});

test('in Chinese, asks a separate consent to the transfer abroad, naming the recipient; refusing means no account', async ({
  page,
}) => {
  const zh = messagesOf('zh').Account;
  const toAuth: string[] = [];
  page.on('request', (r) => r.url().includes('accounts:signUp') && toAuth.push(r.url()));
  await page.goto('/zh/sign-in?mode=sign-up');
  const details = page.locator('#agree-transfer-details');
  await expect(details).toHaveText(zh.agreement.transferDetails);
  await expect(details).toContainText('Google LLC（美国）');
  await expect(details).toContainText('境外接收方联系方式');
  const transfer = page.locator('input[type=checkbox]#agree-transfer');
  await expect(transfer).toHaveAccessibleName(zh.agreement.transferConsent);
  await expect(transfer).toHaveAccessibleDescription(zh.agreement.transferDetails);
  expect(await axeViolations(page)).toEqual([]);

  const email = newEmail('zh');
  await page.getByLabel(zh.signIn.email).fill(email);
  await page.getByLabel(zh.signIn.password, { exact: true }).fill(PASSWORD);
  await agree(page, 'zh');
  await expect(page.getByRole('button', { name: zh.signIn.google })).toBeDisabled();
  const submit = page.locator('form').getByRole('button', { name: zh.signIn.submitSignUp, exact: true });
  await submit.click();
  await expect(page.getByText(zh.agreement.transferRequired)).toBeVisible();
  expect(toAuth).toEqual([]);

  await transfer.check();
  await expect(page.getByRole('button', { name: zh.signIn.google })).toBeEnabled();
  await submit.click();
  await expect(page).toHaveURL(/\/zh\/account$/);
  const uid = await uidOf(page);
  await expect.poll(() => storedProfile(uid), SYNC).not.toBeNull();
  const stored = (await storedProfile(uid))!.agreement as StoredAgreement;
  expect(stored.mapValue.fields.transferAbroad).toEqual({ booleanValue: true });
});

test('in Chinese, “Continue with Google” on the sign-in tab waits for the transfer consent, so no account is made abroad before it', async ({
  page,
}) => {
  const zh = messagesOf('zh').Account;
  await page.goto('/zh/sign-in');
  const google = page.getByRole('button', { name: zh.signIn.google });
  await expect(google).toBeDisabled();
  await expect(google).toHaveAccessibleDescription(zh.signIn.googleWaitsTransfer);
  await expect(page.locator('#agree-transfer-details')).toHaveText(zh.agreement.transferDetails);
  // Only that box: the sign-in tab asks no age and no terms, and its form is not held up by it.
  await expect(page.locator('input[type=checkbox]')).toHaveCount(1);
  await expect(page.locator('form').getByRole('button', { name: zh.signIn.submitSignIn, exact: true })).toBeEnabled();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('checkbox', { name: zh.agreement.transferConsent }).check();
  await expect(google).toBeEnabled();
  // The consent goes with the visitor to the sign-up tab, where Google waits for the other boxes too.
  await page.locator('.mode-switch').getByRole('button', { name: zh.signIn.modeSignUp }).click();
  await expect(page.locator('input[type=checkbox]#agree-transfer')).toBeChecked();
  await expect(google).toBeDisabled();
  await expect(google).toHaveAccessibleDescription(zh.signIn.googleWaits);
  // Elsewhere the sign-in tab asks nothing before Google.
  await page.goto('/de/sign-in');
  await expect(page.getByRole('button', { name: messagesOf('de').Account.signIn.google })).toBeEnabled();
  await expect(page.locator('input[type=checkbox]')).toHaveCount(0);
});

test('in Korean, marks the required boxes [필수] (the health-data consent, [선택]: above) and asks no transfer consent (PIPA art. 28-8 (1) 3)', async ({
  page,
}) => {
  await page.goto('/ko/sign-in?mode=sign-up');
  await expect(page.locator('.agreement input[type=checkbox]')).toHaveCount(2);
  await expect(page.locator('#agree-transfer')).toHaveCount(0);
  const { age, terms } = agreementBoxes(page, 'ko');
  await expect(age).toHaveAccessibleName(/^\[필수\] /);
  await expect(terms).toHaveAccessibleName(/^\[필수\] /);
});
