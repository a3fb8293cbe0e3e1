import { writeFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { createTranslator } from 'use-intl/core';
import fr from '../../editor/messages/fr.json' with { type: 'json' };
import { file, open, read } from '../support/editorSession';
import { axeViolations } from './support';

/**
 * Check as an editor who does not write code reads it (editor/ui/Findings.tsx): in the editor's
 * language, each text found with a button that opens it, and no terminal command outside "Details".
 */

/** A text no other test of the editor changes. */
const KEY = 'Home.ctaSecondary';
const t = createTranslator({ locale: 'fr', messages: fr });
const german = new Intl.DisplayNames(['fr'], { type: 'language' }).of('de')!;

test('in French, Check says in a French sentence that a German text is stale, and its button opens that text', async ({
  browser,
}) => {
  // English reworded by file, as someone else would: every translation of it is stale.
  const english = read('en');
  const tree = JSON.parse(english);
  tree.Home.ctaSecondary = `${tree.Home.ctaSecondary}, step by step`;
  writeFileSync(file('en'), `${JSON.stringify(tree, null, 2)}\n`);
  const context = await browser.newContext({ locale: 'fr-FR' });
  try {
    const page = await context.newPage();
    await open(page);
    await page.getByRole('button', { name: fr.check, exact: true }).click();
    // Behind, not a bar to a publish: the pages keep the last translation meanwhile.
    await expect(page.locator('.check [role="status"]').first()).toHaveText(/^Rien n’empêche de publier/);
    const behind = page.getByRole('group', { name: fr.resultBehind });
    const text = behind
      .getByRole('listitem')
      .filter({ hasText: KEY })
      .filter({ hasText: t('findingStale', { language: german }) });
    await expect(text).toBeVisible();
    // What an editor reads names no command; the log that does stays behind "Détails".
    expect(await page.locator('.check').innerText()).not.toMatch(/npm|git |--/);
    await expect(page.locator('.check summary', { hasText: fr.details })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await text.getByRole('button', { name: fr.openText }).click();
    const article = page.locator(`article[data-key="${KEY}"]`);
    await expect(article.getByRole('heading').first()).toBeFocused();
    // Opened in German, beside English.
    await expect(page.getByRole('combobox', { name: fr.language, exact: true })).toHaveValue('de');
    await expect(article.getByRole('group', { name: 'Deutsch', exact: true })).toBeVisible();
  } finally {
    writeFileSync(file('en'), english);
    await context.close();
  }
});
