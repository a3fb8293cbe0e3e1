import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { allPages } from './support';

// Every page in every locale, in light and dark, against WCAG 2.1 AA. Both modes serve the same
// HTML, so this runs against the static site only (see playwright.config.ts); the crawl checks
// server mode's pages.
const violations = async (page: Page) =>
  (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()).violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );

for (const { url } of [...allPages, { url: '/no-such-page' }, { url: '/de/no-such-page' }]) {
  test(`${url} passes axe, in the light scheme and in the dark`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(url);
    expect(await violations(page), 'light').toEqual([]);
    // The same page, read again in the dark scheme: the stylesheet switches without a load.
    await page.emulateMedia({ colorScheme: 'dark' });
    expect(await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches)).toBe(true);
    expect(await violations(page), 'dark').toEqual([]);
  });
}
