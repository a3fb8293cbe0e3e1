/**
 * After a Save, the editor says when the saved text does not fit its place on its page on a phone
 * (390 px) or a computer (1280 px), as its preview measures it once the preview's server renders the
 * saved text (editor/ui/Fits.tsx, editor/preview/shown.ts, editor/preview/measure.ts); a text that
 * fits gets no word, and without the preview nothing is checked. No frame logs an error (a frame
 * loaded before the server renders the saved text would: a hydration error). The copy's texts are
 * left as this test found them: the other editor tests read them.
 */
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { EDITOR_PREVIEW_ORIGIN } from '../../playwright.config';
import { createTranslator } from 'use-intl/core';
import { EDITOR_COPY } from '../support/editorCopy';
import { editorOf, entry, open } from '../support/editorSession';
import { axeViolations, watchConsole } from './support';

const en = createTranslator({ locale: 'en', messages: JSON.parse(readFileSync('editor/messages/en.json', 'utf8')) });

/** Every file under the copy's folders, with what it holds. */
function filesUnder(folders: string[]): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (at: string) => {
    for (const name of readdirSync(at)) {
      const file = path.join(at, name);
      if (statSync(file).isDirectory()) walk(file);
      else files.set(file, readFileSync(file, 'utf8'));
    }
  };
  for (const folder of folders) walk(path.join(EDITOR_COPY, folder));
  return files;
}

/** The texts and their records as they are now; the returned call puts them back. */
function keepTexts(): () => void {
  const before = filesUnder(['messages', 'i18n']);
  return () => {
    for (const file of filesUnder(['messages', 'i18n']).keys()) if (!before.has(file)) rmSync(file);
    for (const [file, text] of before) writeFileSync(file, text);
  };
}

test('a German menu entry too long for a phone is said not to fit at 390 px; one that fits gets no word', async ({
  page,
}) => {
  // `next dev` compiles the German home page on its first visit.
  test.setTimeout(240_000);
  const checkConsole = watchConsole(page);
  const putBack = keepTexts();
  try {
    await open(page);
    const article = await entry(page, 'Nav.faq');
    const german = editorOf(article, 'Deutsch');
    const verdict = german.group.locator('.fits-instrument');
    const warning = german.group.getByRole('alert');

    // Texts of this file's own: the editor specs share one copy, and others save and commit Nav.faq.
    // Without the preview, a Save checks nothing, and says nothing of it.
    await german.box.fill('Fragen & Antworten');
    await german.button('Save').click();
    await expect(german.note).toHaveText('Saved.');
    await expect(verdict).toHaveAttribute('data-fit', 'not measured');

    // The preview shows the German home page, where the menu is (closed, in the preview's narrow
    // frame): the check measures it there.
    await page.getByRole('button', { name: 'Show the preview' }).click();
    await page.getByRole('combobox', { name: 'Language of the preview' }).selectOption('de');
    const menuEntry = page
      .frameLocator('iframe')
      .getByRole('link', { name: 'Fragen & Antworten', includeHidden: true });
    await expect(menuEntry).toBeAttached({ timeout: 120_000 });
    // Hydrated (React has taken the menu over) before a save, as editor.editor.spec.ts waits: `next
    // dev`'s hot update of the saved text, arriving while the page still loads, logs an error of its own.
    const preview = () => page.frames().find((frame) => frame.url().startsWith(`${EDITOR_PREVIEW_ORIGIN}/`))!;
    await expect
      .poll(
        () =>
          preview().evaluate(
            () =>
              document.readyState === 'complete' &&
              Object.keys(document.querySelector('details.nav-menu') ?? {}).some((k) => k.startsWith('__react')),
          ),
        { timeout: 60_000 },
      )
      .toBe(true);

    // A text that fits: measured at both widths, and nothing said.
    await german.box.fill('Fragen & Antworten zu SlimStart');
    await german.button('Save').click();
    await expect(german.note).toHaveText('Saved.');
    await expect(verdict).toHaveAttribute('data-fit', 'fits', { timeout: 90_000 });
    await expect(warning).toHaveCount(0);

    // One word longer than a phone is wide (German writes its compounds as one): on a computer the
    // menu has room for it, on a phone it runs past the screen's edge.
    await german.box.fill('Donaudampfschifffahrtsgesellschaftskapitänsmützenabzeichenverleihungsfragen');
    await german.button('Save').click();
    await expect(german.note).toHaveText('Saved.');
    await expect(verdict).toHaveAttribute('data-fit', 'does not fit', { timeout: 90_000 });
    await expect(warning).toHaveText(en('doesNotFit', { where: 'phone', phone: '390', computer: '1280' }));
    expect(await axeViolations(page)).toEqual([]);
    checkConsole();
  } finally {
    putBack();
  }
});
