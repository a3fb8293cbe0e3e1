import { expect, test } from '@playwright/test';
import { createTranslator } from 'use-intl/core';
import de from '../../editor/messages/de.json' with { type: 'json' };
import { editorOf, entry, keysOf, open } from '../support/editorSession';

/**
 * The editor speaks its reader's language to the end (issue 53 (d)): what keeps a text from being
 * saved is said from the editor's catalogue (editor/ui/problems.ts), not in `npm run i18n`'s English
 * inside a translated sentence, as the language reviews found it ("Kann nicht gespeichert werden:
 * argument {year} is missing").
 */
test('says in German why a German text with a lost placeholder cannot be saved, with no English word', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'de-DE' });
  const page = await context.newPage();
  await open(page);
  const key = 'Site.copyright';
  const saved = keysOf('de')[key];
  const german = editorOf(await entry(page, key), 'Deutsch');
  expect(saved).toContain('{year}');
  await german.box.fill('© {jahr} SlimStart. Alle Rechte vorbehalten.');
  const said =
    'Kann nicht gespeichert werden: Der Platzhalter {year} fehlt. Die Seite setzt dort einen Wert ein, deshalb ' +
    'behält ihn jede Übersetzung. Den Platzhalter {jahr} gibt es im englischen Text nicht. Die Seite hat nichts, ' +
    'was sie dort einsetzen könnte.';
  await expect(german.note).toHaveText(said);
  // The catalogue's own words, the placeholders filled in.
  const t = createTranslator({ locale: 'de', messages: de });
  expect(said).toContain(t('problemArgumentMissing', { argument: '{year}' }));
  const note = await german.note.textContent();
  for (const word of ['argument', 'missing', 'is', 'not', 'English'])
    expect(note, word).not.toMatch(new RegExp(`\\b${word}\\b`));
  await expect(german.button(de.save)).toBeDisabled();
  // Undone, nothing was written.
  await german.button(de.undo).click();
  await expect(german.note).toHaveText('');
  expect(keysOf('de')[key]).toBe(saved);
  await context.close();
});
