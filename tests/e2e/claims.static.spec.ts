import { expect, test } from '@playwright/test';
import { CLEAN_UP_GRACE_HOURS, DEFAULT_FUNCTIONS_REGION } from '@/lib/firebase/functions';
import { localizedPath } from '@/lib/pages/paths';
import { messagesOf, translatorOf } from './support';

// Without the app's store links (the test builds set none), the pages claim only what the site
// does: no word of the app's features, the FAQ's answer about it, or the policy's section on its
// data (docs/claims.md). tests/e2e/app.analytics.spec.ts shows them where the links are set.

for (const locale of ['en', 'de', 'ja'] as const) {
  const t = messagesOf(locale);

  test(`${locale}: the home page, FAQ and privacy policy claim no app feature when no app is configured`, async ({
    page,
  }) => {
    await page.goto(localizedPath(locale, '/'));
    // The site's own features are there, the privacy one as a build without analytics words it…
    const format = translatorOf(locale) as unknown as (key: string, values: object) => string;
    for (const feature of Object.keys(t.Home.features)) {
      const title = format(`Home.features.${feature}.title`, { analytics: 'none' });
      await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible();
    }
    // …and nothing of the app's.
    await expect(page.getByRole('heading', { name: t.Home.app.title })).toHaveCount(0);
    const home = await page.locator('main').innerText();
    for (const feature of Object.values(t.Home.app.features)) expect(home).not.toContain(feature.title);
    await expect(page.locator('a[href*="apps.apple.com"], a[href*="play.google.com"]')).toHaveCount(0);

    await page.goto(localizedPath(locale, '/faq'));
    await expect(page.getByRole('heading', { name: t.Faq.items['what-is-slimstart'].question })).toBeVisible();
    await expect(page.getByText(t.Faq.items.app.question)).toHaveCount(0);
    await expect(page.locator('#app')).toHaveCount(0);

    await page.goto(localizedPath(locale, '/privacy-policy'));
    await expect(page.locator('#data-we-collect')).toBeVisible();
    await expect(page.locator('#app-data')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: t.Privacy.sections['app-data'].title, exact: true })).toHaveCount(0);
    // The site's Cloud Functions run (FIREBASE_FUNCTIONS defaults to on): the policy names them, where
    // they run, and the day within which they delete an unfinished sign-up. Without them:
    // tests/e2e/markets.analytics.spec.ts.
    const sharing = page.locator('section#sharing');
    await expect(sharing).toContainText('Cloud Functions');
    await expect(sharing).toContainText(DEFAULT_FUNCTIONS_REGION);
    await expect(sharing).toContainText(new Intl.DisplayNames([locale], { type: 'region' }).of('US')!);
    await expect(page.locator('section#retention')).toContainText(String(CLEAN_UP_GRACE_HOURS));
  });
}
