import { afterAll, describe, expect, it } from 'vitest';
import { everyLocale } from '@/lib/i18n/locales';
import { archiveFile, documentOf } from '@/lib/legalPages/documents';
import { translated } from '@/scripts/i18n/records';
import { readCatalogue } from '@/editor/domain/catalogue';
import { moveDay, saveWithVersion } from '@/editor/domain/legal';
import { textsCopy } from './project';

// A copy of the texts and their versions (legal/): a change of substance to the English terms writes there.
const copy = textsCopy('legal');
afterAll(copy.remove);
const key = 'Terms.sections.law.body';
const law = copy.texts('en')[key];
const text = `${law} We may move disputes to mediation first.`;
const versions = () => copy.json('legal/versions.json').terms as { version: string; effective: string }[];
const before = versions();
const daysAfter = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const today = new Date().toISOString().slice(0, 10);
const effective = daysAfter(today, 30);
/** Saves the English text of the law section over what its file holds now, answering the legal question so. */
const save = (next: string, answer: object) =>
  saveWithVersion(copy.dirs, { code: 'en', key, text: next, base: copy.texts('en')[key] }, answer);

describe('a change of substance to the English terms', () => {
  it('is refused without what it changes, and nothing is written', async () => {
    const en = copy.read('en');
    for (const changes of [undefined, '  '])
      await expect(save(text, { change: 'substance', changes })).rejects.toMatchObject({
        status: 422,
        message: 'Say what changes, in English: visitors are told before the new version applies.',
        details: { asks: 'legalChanges', text: 'terms' },
      });
    expect(copy.read('en')).toBe(en);
    expect(versions()).toEqual(before);
  });

  it('becomes the next version, announced today for 30 days ahead, the version in force archived as it was', async () => {
    const english = JSON.parse(copy.read('en'));
    const inForce = everyLocale.map(({ code }) => documentOf('terms', code, JSON.parse(copy.read(code)), english));
    const announced = await save(text, { change: 'substance', changes: 'Mediation comes first.' });
    expect(announced).toEqual({ announced: { text: 'terms', version: today, effective } });
    expect(versions()).toEqual([...before, { version: today, effective }]);
    expect(copy.texts('en')[key]).toBe(text);
    const changesKey = `LegalChanges.terms.v${today.replace(/-/g, '_')}`;
    expect(copy.texts('en')[changesKey]).toBe('Mediation comes first.');
    // The text in force, in every language, unchanged: its page keeps showing it.
    const archived = everyLocale.map(({ code }) => copy.json(archiveFile('terms', before.at(-1)!.version, code)));
    expect(archived).toEqual(inForce);
    expect(archived[0].sections.find((s: { id: string }) => s.id === 'law').body).toBe(law);
    // Announced, not deployed, and the seven other languages still need its text.
    expect(readCatalogue(copy.dirs).legal).toEqual([
      { text: 'terms', version: today, effective, deployed: false, changesKey, needs: [...translated] },
    ]);
  });

  it('moves the day of the version announced, never to less than 30 days ahead', async () => {
    await expect(moveDay(copy.dirs, 'terms', today)).rejects.toMatchObject({
      status: 422,
      message: expect.stringContaining('less than 30 days after it is first published'),
    });
    expect(versions().at(-1)).toEqual({ version: today, effective });
    const later = daysAfter(effective, 1);
    await moveDay(copy.dirs, 'terms', later);
    expect(versions().at(-1)).toEqual({ version: today, effective: later });
  });

  it('joins the version announced when a second change of substance is saved', async () => {
    const count = versions().length;
    expect(await save(`${text} Mediation is free.`, { change: 'substance' })).toEqual({});
    expect(copy.texts('en')[key]).toBe(`${text} Mediation is free.`);
    expect(versions()).toHaveLength(count);
    expect(count).toBe(before.length + 1);
  });
});
