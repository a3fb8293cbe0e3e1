/**
 * A language behind English in the editor's preview (docs/editors.md#publishing-while-a-language-is-behind):
 * a text the page's language lacks shows in English with a visible "not yet translated" badge in the
 * editor's language (editor/preview/untranslated.ts), never its key.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { file, keysOf, open, read } from '../support/editorSession';
import { watchConsole } from './support';

const question = 'Is SlimStart in the app stores?';

test('an FAQ entry new in English shows in the French preview in English, with the badge, never its key', async ({
  page,
}) => {
  // `next dev` compiles the page on its first visit.
  test.setTimeout(240_000);
  const checkConsole = watchConsole(page);
  await open(page);
  // Written in English alone, as the list tool or a developer does: French has none of it.
  const english = JSON.parse(read('en'));
  english.Faq.items['app-stores'] = { question, answer: 'Not yet: the site is all there is for now.' };
  writeFileSync(file('en'), `${JSON.stringify(english, null, 2)}\n`);
  expect(keysOf('fr')['Faq.items.app-stores.question']).toBeUndefined();

  await page.getByRole('button', { name: 'Show the preview' }).click();
  await page.getByRole('combobox', { name: 'Page of the preview' }).selectOption('faq');
  await page.getByRole('combobox', { name: 'Language of the preview' }).selectOption('fr');
  const preview = page.frameLocator('iframe');
  await expect(preview.getByRole('heading', { level: 1 })).toContainText(keysOf('fr')['Faq.heading'], {
    timeout: 120_000,
  });
  const heading = preview.locator('.faq-item h2', { hasText: question });
  await expect(heading).toBeVisible({ timeout: 60_000 });
  // The badge, in the editor's language (this browser's, English), beside the English text.
  const badge = JSON.parse(readFileSync('editor/messages/en.json', 'utf8')).previewUntranslated;
  await expect(heading).toHaveAttribute('lang', 'en', { timeout: 30_000 });
  await expect(heading).toHaveAttribute('data-untranslated', badge);
  expect(await heading.evaluate((h) => getComputedStyle(h, '::after').content)).toBe(JSON.stringify(badge));
  // French's own texts stay French, unmarked.
  await expect(preview.getByRole('heading', { level: 1 })).not.toHaveAttribute('data-untranslated');
  const text = await preview.locator('body').innerText();
  expect(text).not.toContain('Faq.items');
  expect(text).not.toContain('MISSING_MESSAGE');
  checkConsole();
});
