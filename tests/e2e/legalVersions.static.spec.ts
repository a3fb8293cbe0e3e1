import { expect, test, type Page } from '@playwright/test';
import { legalVersionData, type LegalVersions } from '@/lib/legal/versions';
import type { LegalPayload } from '@/lib/legal/payload';
import { en, newEmail, signUp, storedProfile, SYNC, uidOf } from './accountSupport';

// A change to a legal text is announced before it applies (lib/legal/versions.ts): the terms lock
// nothing until their date and are asked for from it; a new privacy policy is announced and asks
// nothing. The account screen reads the versions from its payload, which the test serves with
// versions dated relative to now (the emulator's rules keep the committed ones: the test writes
// nothing that they would judge by the served ones).

const t = en.Account;
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/**
 * Serves the account screen's payload with these versions and what each new one changes, and with
 * the host's clock `hostAhead` days ahead of this machine's when asked.
 */
async function serveVersions(
  page: Page,
  versions: Partial<LegalVersions>,
  changes: LegalPayload['changes'],
  hostAhead = 0,
) {
  await page.unroute('**/_payload.json*');
  await page.route('**/_payload.json*', async (route) => {
    const response = await route.fetch();
    const payload = await response.json();
    expect(payload.legal.versions).toEqual(legalVersionData);
    payload.legal = { versions: { ...legalVersionData, ...versions }, changes };
    const date = new Date(Date.now() + hostAhead * 86_400_000).toUTCString();
    await route.fulfill({ response, json: payload, headers: { ...response.headers(), date } });
  });
}

const versionOf = (text: keyof LegalVersions) => legalVersionData[text][0];
const notice = (page: Page) => page.getByRole('region', { name: t.notice.heading });

test('new terms 31 days ahead are announced and lock nothing; from their date they are asked for', async ({ page }) => {
  await signUp(page, newEmail('notice'));
  const uid = await uidOf(page);
  const changes = 'The contact address for complaints changes.';
  await serveVersions(
    page,
    { terms: [versionOf('terms'), { version: 'next-terms', effective: day(31) }] },
    { terms: { 'next-terms': changes } },
  );
  await page.reload();
  const terms = notice(page).getByTestId('notice-terms');
  await expect(terms).toContainText(changes, SYNC);
  const date = new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(day(31)));
  await expect(terms).toContainText(date);
  await expect(terms.getByRole('link', { name: 'terms and conditions' })).toHaveAttribute('href', '/terms-conditions');
  // The free way out is on the same screen; nothing is locked: the profile saves as before.
  await expect(page.getByRole('button', { name: t.export.download })).toBeVisible();
  await expect(page.getByRole('button', { name: t.account.delete })).toBeVisible();
  await page.getByLabel(t.account.displayName).fill('Still here');
  await page.getByRole('button', { name: t.account.save }).click();
  await expect(page.getByTestId('save-status')).toHaveText(t.account.saved, SYNC);
  expect(await storedProfile(uid)).toMatchObject({ displayName: { stringValue: 'Still here' } });

  // Their date has come: the agreement step asks for them before anything else.
  await serveVersions(
    page,
    { terms: [versionOf('terms'), { version: 'next-terms', effective: day(-1) }] },
    { terms: { 'next-terms': changes } },
  );
  await page.reload();
  await expect(page.getByRole('region', { name: t.agreement.heading })).toBeVisible(SYNC);
  await expect(page.getByText(t.agreement.introChanged)).toBeVisible();
  await expect(page.getByLabel(t.account.displayName)).toHaveCount(0);
  await expect(notice(page)).toHaveCount(0);
});

test('a new privacy policy is announced, and once in force asks nothing', async ({ page }) => {
  await signUp(page, newEmail('privacy-notice'));
  const changes = 'We name a new host.';
  await serveVersions(
    page,
    {
      privacy: [
        versionOf('privacy'),
        { version: 'privacy-now', effective: day(-1) },
        { version: 'privacy-next', effective: day(31) },
      ],
    },
    { privacy: { 'privacy-now': 'Since yesterday.', 'privacy-next': changes } },
  );
  await page.reload();
  const privacy = notice(page).getByTestId('notice-privacy');
  await expect(privacy).toContainText(changes, SYNC);
  await expect(privacy.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/privacy-policy');
  await expect(notice(page).getByTestId('notice-terms')).toHaveCount(0);
  // A policy in force since yesterday that the visitor never saw asks nothing of them.
  await expect(page.getByLabel(t.account.displayName)).toBeVisible();
  await expect(page.getByRole('region', { name: t.agreement.heading })).toHaveCount(0);
});

test('the days are judged by the host’s clock, whatever this device’s says', async ({ page }) => {
  await signUp(page, newEmail('host-clock'));
  const changes = 'The contact address for complaints changes.';
  const terms = { terms: [versionOf('terms'), { version: 'next-terms', effective: day(31) }] };
  // By this device's clock the new terms are 31 days ahead; by the host's, which the rules share,
  // their day has come: the screen asks for them, as the server would.
  await serveVersions(page, terms, { terms: { 'next-terms': changes } }, 40);
  await page.reload();
  await expect(page.getByRole('region', { name: t.agreement.heading })).toBeVisible(SYNC);
  await expect(notice(page)).toHaveCount(0);
  // A host within a minute of this device: its own clock, and the notice.
  await serveVersions(page, terms, { terms: { 'next-terms': changes } });
  await page.reload();
  await expect(notice(page).getByTestId('notice-terms')).toContainText(changes, SYNC);
  await expect(page.getByRole('region', { name: t.agreement.heading })).toHaveCount(0);
});
