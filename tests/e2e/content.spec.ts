import { expect, test } from '@playwright/test';
import { versionInForce } from '@/lib/legal/versions';
import { everyPrivacySectionOf, sectionShown, termsSectionsOf } from '@/lib/legalPages/sections';
import { faqIds } from '@/lib/pages/lists';
import { localizedPath } from '@/lib/pages/paths';
import { accountScreens, allPages, messagesOf, watchConsole } from './support';

test('opens and scrolls to the FAQ answer a link names', async ({ page }) => {
  const checkConsole = watchConsole(page);
  const de = messagesOf('de');
  await page.goto('/de/faq#delete-account');
  const item = page.locator('details#delete-account');
  await expect(item).toHaveAttribute('open', '');
  await expect(item.getByText(de.Faq.items['delete-account'].answer)).toBeVisible();
  await expect(item).toBeInViewport();
  await expect(page.locator('details#cost')).not.toHaveAttribute('open', '');
  checkConsole();
});

test('leads from the home page teaser into the FAQ answer', async ({ page }) => {
  const ko = messagesOf('ko');
  await page.goto('/ko');
  await page.getByRole('link', { name: ko.Faq.items.cost.question }).click();
  await expect(page).toHaveURL(/\/ko\/faq#cost$/);
  await expect(page.locator('details#cost')).toHaveAttribute('open', '');
});

test('lists every question once, with FAQPage structured data', async ({ request }) => {
  const html = await (await request.get('/fr/faq')).text();
  const fr = messagesOf('fr');
  const json = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
  const data = JSON.parse(json!);
  expect(data['@type']).toBe('FAQPage');
  expect(data.mainEntity.map((q: { name: string }) => q.name)).toEqual(faqIds.map((id) => fr.Faq.items[id].question));
  expect(faqIds.length).toBeGreaterThanOrEqual(12);
  for (const id of faqIds) expect(html).toContain(`id="${id}"`);
});

test('gives the legal pages a table of contents, and the version in force with its localized date', async ({
  page,
}) => {
  for (const [url, sections, date] of [
    ['/jp/privacy-policy', everyPrivacySectionOf('ja').filter(sectionShown('ja')), '2026年11月24日'],
    ['/de/terms-conditions', termsSectionsOf(), '24. November 2026'],
    ['/privacy-policy', everyPrivacySectionOf('en').filter(sectionShown('en')), 'November 24, 2026'],
  ] as const) {
    await page.goto(url);
    const toc = page.locator('nav.toc a');
    await expect(toc).toHaveCount(sections.length);
    expect(await toc.evaluateAll((links) => links.map((l) => l.getAttribute('href')))).toEqual(
      sections.map(({ id }) => `#${id}`),
    );
    for (const { id } of sections) await expect(page.locator(`section#${id} h2`)).toHaveCount(1);
    await expect(page.locator('time')).toContainText(date);
    await expect(page.locator('time')).toContainText(
      versionInForce(url.includes('terms') ? 'terms' : 'privacy').version,
    );
  }
});

test('has one h1 and the landmarks on every kind of page', async ({ page }) => {
  for (const url of ['/', '/zh/faq', '/es/privacy-policy', '/pt/terms-conditions']) {
    await page.goto(url);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.getByRole('banner')).toHaveCount(1);
    await expect(page.getByRole('main')).toHaveCount(1);
    await expect(page.getByRole('contentinfo')).toHaveCount(1);
  }
});

test('offers a skip link that moves focus to the content', async ({ page }) => {
  await page.goto('/faq');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: messagesOf('en').Site.skipToContent });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#main$/);
});

test('links the legal notice from every page’s footer, under the name its market’s law gives it', async ({
  request,
}) => {
  // The names the law uses: § 5 DDG, LCEN art. 6, LSSI art. 10 (docs/markets.md).
  expect(['de', 'fr', 'es'].map((code) => messagesOf(code as 'de').Nav['legal-notice'])).toEqual([
    'Impressum',
    'Mentions légales',
    'Aviso legal',
  ]);
  for (const { locale, url } of [...allPages, ...accountScreens]) {
    const html = await (await request.get(url)).text();
    const footer = /<footer[^>]*>(.*?)<\/footer>/s.exec(html)?.[1] ?? '';
    const href = localizedPath(locale.code, '/legal-notice');
    expect(footer, url).toContain(`href="${href}">${messagesOf(locale.code).Nav['legal-notice']}</a>`);
  }
});

test('gives each market the sections its law asks for, and the controls that exercise the rights', async ({ page }) => {
  // The build's company is the stand-in, established in the UK (lib/company.ts): the EU and Korea
  // need its representative there, the UK does not. English is read across the EU too: its policy
  // has the EU's authority and representative, beside the UK's sections.
  for (const [url, code, own, absent] of [
    [
      '/privacy-policy',
      'en',
      ['uk-authority', 'uk-objection', 'eu-authority', 'eu-representative'],
      ['uk-representative', 'eu-objection'],
    ],
    ['/de/privacy-policy', 'de', ['eu-authority', 'eu-objection', 'eu-representative'], ['uk-authority']],
    ['/zh/privacy-policy', 'zh', ['sensitive-data', 'cross-border', 'cn-representative'], []],
    ['/pt/privacy-policy', 'pt', ['lgpd-rights', 'access-logs'], []],
    ['/jp/privacy-policy', 'ja', ['public-matters', 'foreign-transfer'], []],
    [
      '/ko/privacy-policy',
      'ko',
      ['items', 'overseas-transfer', 'destruction', 'officer-contact', 'domestic-agent'],
      [],
    ],
  ] as const) {
    await page.goto(url);
    for (const id of own) await expect(page.locator(`section#${id} h2`), `${url} ${id}`).toHaveCount(1);
    for (const id of absent) await expect(page.locator(`section#${id}`), `${url} ${id}`).toHaveCount(0);
    const t = messagesOf(code);
    // The account page, through sign-in for a visitor who is signed out.
    await expect(page.locator('section#rights').getByRole('link', { name: t.Nav.account })).toHaveAttribute(
      'href',
      `${localizedPath(code, '/sign-in')}?next=${encodeURIComponent(localizedPath(code, '/account'))}`,
    );
  }
  // The company's country in the reader's language, from COMPANY_COUNTRY (the stand-in: GB), and
  // the law of the terms: one of the UK's legal systems (GOVERNING_LAW; the stand-in: England and Wales).
  await page.goto('/de/privacy-policy');
  await expect(page.locator('section#who-we-are')).toContainText('Vereinigtes Königreich');
  await page.goto('/de/terms-conditions');
  await expect(page.locator('section#law')).toContainText('England und Wales');
});
