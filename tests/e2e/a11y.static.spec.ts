import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { allPages } from './support';

// Every page in every locale, in light and dark, against WCAG 2.1 AA. Both modes serve the same
// HTML, so this runs against the static site only (see playwright.config.ts).
for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} scheme`, () => {
    test.use({ colorScheme });
    for (const { url } of [...allPages, { url: '/no-such-page' }, { url: '/de/no-such-page' }]) {
      test(`${url} passes axe`, async ({ page }) => {
        await page.goto(url);
        const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
        expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
          [],
        );
      });
    }
  });
}
