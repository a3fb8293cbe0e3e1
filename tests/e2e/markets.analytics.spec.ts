import { existsSync, readdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { legalValues } from '@/lib/legalPages/values';
import { everyLocale, servedLocales } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/pages/paths';
import { pages } from '@/lib/pages/routes';
import { analyticsBuild } from '../../scripts/test/builds';
import { messagesOf } from './support';

// Against the configured static build (scripts/test/builds.ts), which serves four markets
// (LOCALES=en,de,fr,ko) and names a company in the US: no trace of the other four locales, and a
// legal notice filled from the configuration (docs/markets.md).

const served = servedLocales(everyLocale, analyticsBuild.LOCALES);
const switchedOff = everyLocale.filter((l) => !served.includes(l));

test('builds no page of a market that is switched off', () => {
  expect(served.map((l) => l.code)).toEqual(['en', 'de', 'fr', 'ko']);
  const built = readdirSync('out-analytics');
  for (const { segment } of switchedOff) {
    expect(
      built.filter((name) => name === segment || name.startsWith(`${segment}.`)),
      segment,
    ).toEqual([]);
  }
  for (const { code } of served) {
    for (const page of pages) {
      const file = localizedPath(code, page.path).replace(/^\/$/, '/index');
      expect(existsSync(`out-analytics${file}.html`), file).toBe(true);
    }
  }
});

test('lists only the served markets in the sitemap, hreflang and the switcher, and answers the others 404', async ({
  page,
  request,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  expect(urls.sort()).toEqual(served.flatMap((l) => pages.map((p) => localizedPath(l.code, p.path))).sort());
  expect(sitemap).not.toMatch(new RegExp(`hreflang="(${switchedOff.map((l) => l.hreflang).join('|')})"`));

  await page.goto('/de/faq');
  const alternates = await page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((links) => links.map((l) => l.getAttribute('hreflang')));
  expect(alternates.sort()).toEqual([...served.map((l) => l.hreflang), 'x-default'].sort());
  await page.locator('.locale-switcher summary').click();
  await expect(page.locator('.locale-switcher').getByRole('link')).toHaveText(served.map((l) => l.nativeName));

  for (const { segment } of switchedOff) {
    expect((await request.get(`/${segment}/faq`)).status(), segment).toBe(404);
  }
});

test('names the configured company in the legal notice, under each market’s name', async ({ page }) => {
  // This build asks for analytics consent on each market's pages: refused on every one beforehand.
  const refused = { value: 'denied', expires: Date.now() + 1e9 };
  const markets = Object.fromEntries(served.map(({ market }) => [market, refused]));
  await page.addInitScript(
    (record) => localStorage.setItem('slimstart:analytics-consent', JSON.stringify({ markets: record })),
    markets,
  );
  for (const { code } of served) {
    const t = messagesOf(code);
    await page.goto(localizedPath(code, '/'));
    await page.getByRole('contentinfo').getByRole('link', { name: t.Nav['legal-notice'], exact: true }).click();
    await expect(page.locator('h1')).toHaveText(t.LegalNotice.heading);
    const row = (field: keyof typeof t.LegalNotice.fields) => page.locator(`#notice-${field} dd`);
    await expect(row('name')).toHaveText(analyticsBuild.LEGAL_NAME);
    await expect(row('address')).toHaveText(analyticsBuild.LEGAL_ADDRESS);
    await expect(row('representative')).toHaveText(analyticsBuild.LEGAL_REPRESENTATIVE);
    await expect(row('phone').getByRole('link')).toHaveAttribute('href', 'tel:+14155550100');
    await expect(row('register')).toHaveText(analyticsBuild.COMPANY_REGISTER);
    // Each locale names the representatives of its own market (English is read in the EU too).
    await expect(page.locator('#notice-euRepresentative dd')).toHaveText(
      code === 'ko' ? [] : [analyticsBuild.EU_REPRESENTATIVE],
    );
    await expect(page.locator('#notice-ukRepresentative dd')).toHaveText(
      code === 'en' ? [analyticsBuild.UK_REPRESENTATIVE] : [],
    );
    await expect(page.locator('#notice-krRepresentative dd')).toContainText(
      code === 'ko' ? [analyticsBuild.KR_REPRESENTATIVE] : [],
    );
    // The host with its telephone, which France's LCEN asks for.
    await expect(row('hosting')).toHaveText(`${analyticsBuild.HOSTING_PROVIDER}, ${analyticsBuild.HOSTING_PHONE}`);
    await expect(row('hosting').getByRole('link')).toHaveAttribute('href', 'tel:+35314365000');
    // The company has no VAT number, and no market served asks for China's representative, nor for
    // a share capital (the company is not in France).
    for (const field of ['vatId', 'cnRepresentative', 'shareCapital'] as const) {
      await expect(page.locator(`#notice-${field}`)).toHaveCount(0);
    }
    // Each row is labelled in the market's language.
    await expect(page.locator('#notice-register dt')).toHaveText(t.LegalNotice.fields.register);
  }
});

test('names the representatives a company abroad needs in the policies, and its country in the terms', async ({
  page,
}) => {
  await page.goto('/privacy-policy');
  await expect(page.locator('section#uk-representative')).toContainText(analyticsBuild.UK_REPRESENTATIVE);
  // A project without the site's Cloud Functions (FIREBASE_FUNCTIONS=off): the policy names none, and
  // says that an unfinished sign-up the browser could not delete stays until its owner asks.
  await expect(page.locator('section#sharing')).not.toContainText('Cloud Functions');
  await expect(page.locator('section#retention')).toContainText(legalValues.privacyEmail);
  await page.goto('/de/privacy-policy');
  await expect(page.locator('section#eu-representative')).toContainText(analyticsBuild.EU_REPRESENTATIVE);
  await expect(page.locator('section#who-we-are')).toContainText(analyticsBuild.LEGAL_NAME);
  await page.goto('/fr/terms-conditions');
  await expect(page.locator('section#law')).toContainText('États-Unis');
  await expect(page.locator('section#acceptance')).toContainText(analyticsBuild.LEGAL_NAME);
});

test('offers the analytics choice where the policy lists the rights', async ({ page }) => {
  const de = messagesOf('de');
  await page.goto('/de/privacy-policy');
  await page.getByRole('button', { name: de.Consent.reject }).click();
  await expect(page.getByRole('region', { name: de.Consent.title })).toHaveCount(0);
  await page.locator('section#rights').getByRole('button', { name: de.Consent.choices }).click();
  await expect(page.getByRole('region', { name: de.Consent.title })).toBeVisible();
});
