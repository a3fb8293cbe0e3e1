import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  englishHash,
  flatten,
  importProblems,
  keysToTranslate,
  localeStatus,
  markReviewed,
  pruned,
  toJson,
  toTree,
  withImported,
  type Messages,
  type Translation,
} from '@/scripts/i18n/catalog';
import { servedLocaleTable } from '@/lib/i18n/locales';
import { englishOf, projectDirs, sameAsEnglishOf, translationOf } from '@/scripts/i18n/records';

const english: Messages = new Map([
  ['Site.name', 'SlimStart'],
  ['Site.copyright', '© {year} SlimStart.'],
  ['Faq.items.cost.answer', 'It is free.'],
  ['Account.crop.dropHere', 'Drop here, or <browse>choose a file</browse>.'],
]);
const german: Messages = new Map([
  ['Site.name', 'SlimStart'],
  ['Site.copyright', '© {year} SlimStart. Alle Rechte vorbehalten.'],
  ['Faq.items.cost.answer', 'Es ist kostenlos.'],
  ['Account.crop.dropHere', 'Hierher ziehen oder <browse>Datei wählen</browse>.'],
]);
const reviewedToday = Object.fromEntries([...english].map(([key, text]) => [key, englishHash(text)]));
const de = (messages = german, reviewed = reviewedToday): Translation => ({ code: 'de', messages, reviewed });
const allowed = { '*': { 'Site.name': 'the brand name' } };
const changed = (map: Messages, key: string, text: string) => new Map(map).set(key, text);

describe('flatten and toTree', () => {
  it('give back en.json byte for byte, and keep English key order for a translation', () => {
    const raw = readFileSync('messages/en.json', 'utf8');
    const messages = flatten(JSON.parse(raw));
    expect(toJson(toTree(messages, messages))).toBe(raw);
    const shuffled = new Map([...german].reverse().concat([['Old.key', 'alt']]));
    expect([...flatten(toTree(shuffled, english)).keys()]).toEqual([...english.keys(), 'Old.key']);
  });
});

describe('localeStatus', () => {
  it('finds nothing wrong with a complete, reviewed, valid translation', () => {
    expect(localeStatus(english, de(), allowed)).toEqual({
      code: 'de',
      missing: [],
      extra: [],
      sameAsEnglish: [],
      stale: [],
      unreviewed: [],
      icu: new Map(),
    });
  });

  it('names keys missing, extra (in the file or its record) and left in English', () => {
    const messages = new Map(german).set('Old.key', 'alt').set('Faq.items.cost.answer', 'It is free.');
    messages.delete('Account.crop.dropHere');
    const status = localeStatus(english, de(messages, { ...reviewedToday, 'Gone.key': 'abc' }), allowed);
    expect(status.missing).toEqual(['Account.crop.dropHere']);
    expect(status.extra).toEqual(['Old.key', 'Gone.key']);
    expect(status.sameAsEnglish).toEqual(['Faq.items.cost.answer']);
    expect(localeStatus(english, de(), {}).sameAsEnglish).toEqual(['Site.name']);
  });

  it('marks stale exactly the key whose English changed, in every locale of the site', () => {
    const key = 'Faq.items.cost.answer';
    for (const { code } of servedLocaleTable.filter((l) => l.code !== 'en')) {
      // What the locale translates: English less the other markets' own sections (lib/markets.ts).
      const real = englishOf(projectDirs, code);
      const newer = changed(real, key, 'SlimStart is free, and will stay free.');
      const translation = translationOf(projectDirs, code);
      expect(localeStatus(real, translation, sameAsEnglishOf(projectDirs)).stale, code).toEqual([]);
      expect(localeStatus(newer, translation, sameAsEnglishOf(projectDirs)).stale, code).toEqual([key]);
    }
  });

  it('counts a translation never reviewed as stale', () => {
    const record = { ...reviewedToday };
    delete record['Site.copyright'];
    expect(localeStatus(english, de(german, record), allowed).stale).toEqual(['Site.copyright']);
  });

  it('names ICU problems by key', () => {
    const status = localeStatus(english, de(changed(german, 'Site.copyright', '© SlimStart.')), allowed);
    expect(status.icu).toEqual(new Map([['Site.copyright', [{ kind: 'argumentMissing', argument: 'year' }]]]));
  });
});

describe('keysToTranslate', () => {
  it('takes missing, stale, English and broken keys, in English order', () => {
    const messages = changed(german, 'Account.crop.dropHere', 'Hierher ziehen.');
    messages.delete('Site.copyright');
    const status = localeStatus(changed(english, 'Site.name', 'SlimStart!'), de(messages), {});
    expect(keysToTranslate(english, status)).toEqual(['Site.name', 'Site.copyright', 'Account.crop.dropHere']);
  });
});

describe('markReviewed', () => {
  const newer = changed(changed(english, 'Faq.items.cost.answer', 'Free.'), 'Site.copyright', '© {year} S.');

  it('marks the given keys against today’s English and leaves the others', () => {
    const { refused, marked, record } = markReviewed(newer, de(), ['Faq.items.cost.answer']);
    expect(refused).toEqual([]);
    expect(marked).toEqual(['Faq.items.cost.answer']);
    expect(record).toEqual({ ...reviewedToday, 'Faq.items.cost.answer': englishHash('Free.') });
    expect(localeStatus(newer, de(german, record), allowed).stale).toEqual(['Site.copyright']);
  });

  it('marks every key of the locale when none is given, in English order, dropping old keys', () => {
    const { record } = markReviewed(newer, de(german, { 'Gone.key': 'x', ...reviewedToday }));
    expect(Object.keys(record)).toEqual([...english.keys()]);
    expect(localeStatus(newer, de(german, record), allowed).stale).toEqual([]);
  });

  it('refuses keys that are missing, unknown or broken, and marks none then', () => {
    const messages = changed(german, 'Site.copyright', '© SlimStart.');
    messages.delete('Faq.items.cost.answer');
    const { refused, marked } = markReviewed(newer, de(messages), [
      'Site.name',
      'Faq.items.cost.answer',
      'No.such',
      'Site.copyright',
    ]);
    expect(refused).toEqual([
      'Faq.items.cost.answer: not translated into de yet',
      'No.such: English has no such key',
      'Site.copyright: argument {year} is missing',
    ]);
    expect(marked).toEqual(['Site.name']); // the caller writes nothing when anything is refused
    expect(markReviewed(newer, de(messages)).refused).toEqual(['Site.copyright: argument {year} is missing']);
  });
});

describe('pruned', () => {
  it('drops keys English no longer has from the messages and the record', () => {
    const result = pruned(english, de(new Map(german).set('Old.key', 'alt'), { ...reviewedToday, 'Old.key': 'x' }));
    expect([...result.messages.keys()]).toEqual([...english.keys()]);
    expect(result.reviewed).toEqual(reviewedToday);
  });
});

describe('importing units', () => {
  const unit = (key: string, target: string, line = 1) => ({ key, source: english.get(key) ?? '', target, line });

  it('names the line and key of each bad unit', () => {
    const units = [
      unit('Faq.items.cost.answer', 'Gratis.', 4),
      unit('Site.copyright', '© SlimStart.', 9),
      unit('No.such', 'x', 14),
      unit('Faq.items.cost.answer', 'Umsonst.', 19),
    ];
    expect(importProblems(english, 'de', units)).toEqual([
      { line: 9, key: 'Site.copyright', problem: { kind: 'argumentMissing', argument: 'year' } },
      { line: 14, key: 'No.such', problem: { kind: 'keyNotInEnglish' } },
      { line: 19, key: 'Faq.items.cost.answer', problem: { kind: 'givenTwice' } },
    ]);
  });

  it('changes only the translated units, marks them reviewed against the English the translator saw', () => {
    const newer = changed(english, 'Faq.items.cost.answer', 'Free.');
    const result = withImported(newer, de(german, {}), [
      { ...unit('Faq.items.cost.answer', 'Gratis.'), source: 'Free.' },
      { ...unit('Site.copyright', '© {year} SlimStart GmbH.'), source: 'an older English' },
      unit('Account.crop.dropHere', ''),
    ]);
    expect(result.imported).toEqual(['Faq.items.cost.answer', 'Site.copyright']);
    expect(result.untranslated).toEqual(['Account.crop.dropHere']);
    expect(result.olderEnglish).toEqual(['Site.copyright']);
    expect(result.translation.messages).toEqual(
      changed(changed(german, 'Faq.items.cost.answer', 'Gratis.'), 'Site.copyright', '© {year} SlimStart GmbH.'),
    );
    expect(result.translation.reviewed).toEqual({
      'Site.copyright': englishHash('an older English'),
      'Faq.items.cost.answer': englishHash('Free.'),
    });
  });
});
