import { expect, test } from '@playwright/test';
import { legalVersionData, versionDay } from '@/lib/legal/versions';
import { versionPageOf, versionUrl } from '@/lib/pages/legalVersions';
import { createFormatter } from 'use-intl/core';
import { axeViolations, messagesOf, translatorOf, versionPages, watchConsole } from './support';

/**
 * Every version of the terms, the privacy policy and the consent to keeping weights has a page of
 * its own (lib/pages/legalVersions.ts), listed on its text's page: what an acceptance or a consent
 * names can always be read, and an announced version before it applies. In both modes; the hosts
 * serve the same files (documents.spec.ts runs on each); the notices of announced versions are legalVersions.static.spec.ts.
 */
const terms = legalVersionData.terms.at(-1)!;
const consent = legalVersionData.healthConsent.at(-1)!;

test('the terms list every version, and each version’s page shows its text, out of search results', async ({
  page,
}) => {
  const t = translatorOf('de');
  const de = messagesOf('de');
  const problems = watchConsole(page);
  await page.goto('/de/terms-conditions');
  const list = page.getByRole('region', { name: t('LegalVersions.title') });
  const day = versionDay(createFormatter({ locale: 'de' }), terms);
  const entry = list.getByRole('link', { name: t('LegalVersions.entry', { version: terms.version, date: day }) });
  await expect(entry).toHaveAttribute('href', versionUrl('de', versionPageOf('terms', terms.version)));
  await entry.click();
  await expect(page).toHaveURL(new RegExp(`${versionUrl('de', versionPageOf('terms', terms.version))}$`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(de.Terms.heading);
  await expect(page.getByText(t('LegalVersions.applies', { version: terms.version, date: day }))).toBeVisible();
  // The text itself, section by section, as the text's page has it.
  for (const { title } of Object.values(de.Terms.sections))
    await expect(page.getByRole('heading', { level: 2, name: title, exact: true })).toBeVisible();
  // Where it stands in the list, and the way back to the text's page.
  await expect(
    page.getByRole('region', { name: t('LegalVersions.title') }).locator('[aria-current="page"]'),
  ).toHaveText(t('LegalVersions.entry', { version: terms.version, date: day }));
  const back = /<link>(.*?)<\/link>/.exec(de.LegalVersions.main)![1];
  await expect(page.getByRole('link', { name: back })).toHaveAttribute('href', '/de/terms-conditions');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
  await expect(page).toHaveTitle(t('LegalVersions.pageTitle', { name: de.Terms.heading, version: terms.version }));
  // The language switcher keeps the version.
  await expect(page.locator('a[hreflang="ja"]').first()).toHaveAttribute(
    'href',
    versionUrl('ja', versionPageOf('terms', terms.version)),
  );
  expect(await axeViolations(page)).toEqual([]);
  problems();
});

test('the privacy policy lists the consent’s versions, whose page says what was consented to', async ({ page }) => {
  const t = translatorOf('ja');
  const ja = messagesOf('ja');
  await page.goto('/jp/privacy-policy');
  const list = page.getByRole('region', { name: t('LegalVersions.consentTitle') });
  const day = versionDay(createFormatter({ locale: 'ja' }), consent);
  await list.getByRole('link', { name: t('LegalVersions.entry', { version: consent.version, date: day }) }).click();
  await expect(page).toHaveURL(new RegExp(`${versionUrl('ja', versionPageOf('healthConsent', consent.version))}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('LegalVersions.consentHeading'));
  await expect(page.getByText(ja.Account.health.text)).toBeVisible();
  await expect(page.locator('blockquote')).toHaveText(ja.Account.health.consent);
  expect(await axeViolations(page)).toEqual([]);
});

test('a version that does not exist, or whose text’s page is left out, is a 404', async ({ request }) => {
  expect((await request.get('/versions/terms-conditions/1999-01-01')).status()).toBe(404);
  // The e2e builds switch /zh/terms-conditions off (scripts/test/builds.ts): its versions go with it.
  expect(versionPages.some(({ url }) => url.startsWith('/zh/versions/terms-conditions/'))).toBe(false);
  expect((await request.get(versionUrl('zh', versionPageOf('terms', terms.version)))).status()).toBe(404);
  expect(
    (await request.get(versionUrl('zh', versionPageOf('privacy', legalVersionData.privacy[0].version)))).status(),
  ).toBe(200);
});
