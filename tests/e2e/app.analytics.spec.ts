import { expect, test } from '@playwright/test';
import { appFeatures } from '@/lib/pages/lists';
import { localizedPath } from '@/lib/pages/paths';
import { analyticsBuild } from '../../scripts/test/builds';
import { axeViolations, messagesOf } from './support';

// Against the static build with the app's store links configured (scripts/test/builds.ts): the
// app's features appear, apart from the site's and labelled as the app's, with links to the stores;
// the FAQ answers about the app and the privacy policy describes its data (docs/claims.md).

for (const locale of ['en', 'fr'] as const) {
  const t = messagesOf(locale);

  test(`${locale}: the app's features, its store links, its FAQ answer and its privacy section`, async ({ page }) => {
    await page.goto(localizedPath(locale, '/'));
    const app = page.locator('section', { has: page.getByRole('heading', { name: t.Home.app.title, level: 2 }) });
    await expect(app.getByText(t.Home.app.text)).toBeVisible();
    await expect(app.getByRole('heading', { level: 3 })).toHaveText(
      appFeatures.map((feature) => t.Home.app.features[feature].title),
    );
    await expect(app.getByRole('link', { name: t.Home.app.appStore })).toHaveAttribute(
      'href',
      analyticsBuild.APP_STORE_URL,
    );
    await expect(app.getByRole('link', { name: t.Home.app.playStore })).toHaveAttribute(
      'href',
      analyticsBuild.PLAY_STORE_URL,
    );
    // The consent banner of this build is answered first, so that axe reads the page itself.
    await page.getByRole('button', { name: t.Consent.reject }).click();
    expect(await axeViolations(page)).toEqual([]);
    // The site's own features stay where they were, apart from the app's.
    await expect(page.getByRole('heading', { name: t.Home.features.goal.title, exact: true })).toBeVisible();
    await expect(app.getByRole('heading', { name: t.Home.features.goal.title, exact: true })).toHaveCount(0);

    await page.goto(localizedPath(locale, '/faq'));
    await expect(page.locator('#app').getByRole('heading', { name: t.Faq.items.app.question })).toBeVisible();

    await page.goto(localizedPath(locale, '/privacy-policy'));
    await expect(
      page.locator('#app-data').getByRole('heading', { name: t.Privacy.sections['app-data'].title }),
    ).toBeVisible();
    await expect(
      page.locator('.toc').getByRole('link', { name: t.Privacy.sections['app-data'].title }),
    ).toHaveAttribute('href', '#app-data');
  });
}
