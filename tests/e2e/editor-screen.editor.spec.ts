import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { open } from '../support/editorSession';

/**
 * The editor's screen as an editor who does not write code reads it (editor/ui/places.ts): pages and
 * texts by the names a visitor sees, the key only as a detail; the site's look; usable at 390 px.
 */
const KEY = /^[A-Z][A-Za-z]+(\.[\w-]+)+$/;
/** The namespaces of messages/en.json: what the page menu named before. */
const NAMESPACES = ['Site', 'Nav', 'LocaleSwitcher', 'LegalVersions', 'Markets', 'Api', 'Faq', 'Home', 'Account'];

for (const width of [1280, 390])
  test(`in French at ${width} px: no key as a heading, no namespace in the page menu, axe-clean, nothing wider than the screen`, async ({
    browser,
  }, testInfo) => {
    const context = await browser.newContext({ locale: 'fr-FR', viewport: { width, height: 900 } });
    const page = await context.newPage();
    await open(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    const menu = page.getByRole('combobox', { name: 'Page', exact: true });
    const pages = await menu.locator('option').allTextContents();
    // The site's own words for its pages, as its menu says them.
    expect(pages.slice(0, 2)).toEqual(['Accueil', 'Questions fréquentes']);
    expect(pages.filter((name) => NAMESPACES.includes(name) || KEY.test(name))).toEqual([]);

    await menu.selectOption('faq');
    const headings = page.locator('main').getByRole('heading');
    await expect(headings.first()).toBeVisible();
    const names = await headings.allTextContents();
    expect(names.filter((name) => KEY.test(name.trim()) || name.includes('Faq.'))).toEqual([]);
    // A question's answer is named by its question, as a visitor reads it; its key is the detail below.
    const answer = page.locator('article[data-key$=".answer"]').first();
    await expect(answer.getByRole('heading')).toContainText('› Réponse');
    await expect(answer.locator('.key code')).toHaveText(/^Faq\.items\.[\w-]+\.answer$/);

    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: testInfo.outputPath(`editor-${width}.png`) });
    await context.close();
  });
