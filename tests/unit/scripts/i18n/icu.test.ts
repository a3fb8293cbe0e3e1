import { describe, expect, it } from 'vitest';
import { icuProblems as problemsOf, syntaxProblem } from '@/scripts/i18n/icu';
import { inEnglish } from '@/scripts/i18n/problems';

const items = '{count, plural, =0 {No items} one {# item} other {# items}}';

/** The problems as `npm run i18n` prints them. */
const icuProblems = (english: string, translation: string, code: string) =>
  problemsOf(english, translation, code).map(inEnglish);

describe('icuProblems', () => {
  it('accepts a translation with the same arguments and tags, in any order', () => {
    expect(icuProblems('© {year} {name}', '{name} © {year}', 'de')).toEqual([]);
    expect(
      icuProblems(
        'Drop a picture, or <browse>choose a file</browse>.',
        '<browse>Datei wählen</browse> oder ziehen',
        'de',
      ),
    ).toEqual([]);
  });

  it('names a lost, renamed or added argument', () => {
    expect(icuProblems('© {year} SlimStart.', '© SlimStart.', 'de')).toEqual(['argument {year} is missing']);
    expect(icuProblems('Current language: {language}', 'Sprache: {sprache}', 'de')).toEqual([
      'argument {language} is missing',
      'argument {sprache} is not in English',
    ]);
  });

  it('names a message that does not parse', () => {
    expect(icuProblems('© {year}', '© {year', 'de')).toEqual([expect.stringMatching(/^does not parse \(.+\)$/)]);
    expect(icuProblems('a <browse>b</browse>', 'a <browse>b</brows>', 'de')[0]).toMatch(/^does not parse/);
    expect(syntaxProblem('© {year}')).toBeUndefined();
  });

  it('names a lost or added rich-text tag', () => {
    expect(icuProblems('Drop it, or <browse>choose a file</browse>.', 'Ziehen oder Datei wählen.', 'de')).toEqual([
      'tag <browse> is missing',
    ]);
    expect(icuProblems('Choose a file.', '<b>Datei</b> wählen.', 'de')).toEqual(['tag <b> is not in English']);
  });

  it('refuses a plural category the language lacks', () => {
    expect(icuProblems(items, '{count, plural, one {# Artikel} few {# Artikel} other {# Artikel}}', 'de')).toEqual([
      '{count} uses "few", not a plural category of de ("one", "other")',
    ]);
    expect(icuProblems(items, '{count, plural, one {#件} other {#件}}', 'ja')).toEqual([
      '{count} uses "one", not a plural category of ja ("other")',
    ]);
  });

  it('accepts Japanese with only "other", and exact selectors such as =0 in any language', () => {
    expect(icuProblems(items, '{count, plural, other {#件}}', 'ja')).toEqual([]);
    expect(icuProblems(items, '{count, plural, =0 {なし} other {#件}}', 'ja')).toEqual([]);
    expect(icuProblems(items, '{count, plural, =0 {Keine} =1 {Ein Artikel} one {#} other {# Artikel}}', 'de')).toEqual(
      [],
    );
  });

  it('wants the categories English uses that the language has, and "other"', () => {
    expect(icuProblems(items, '{count, plural, other {# Artikel}}', 'de')).toEqual([
      '{count} lacks the plural category "one"',
    ]);
    expect(icuProblems(items, '{count, plural, one {# Artikel}}', 'de')[0]).toMatch(/^does not parse \(missing other/);
  });

  it('keeps a plural a plural, and select options as in English', () => {
    expect(icuProblems(items, '{count} Artikel', 'de')).toEqual([
      'argument {count} is a plural in English but a value here',
    ]);
    const unit = '{unit, select, kg {kilograms} lb {pounds} other {units}}';
    expect(icuProblems(unit, '{unit, select, kg {Kilogramm} other {Einheiten}}', 'de')).toEqual([
      '{unit} lacks the select option "lb"',
    ]);
  });

  it('keeps a select a select where an option also shows its argument', () => {
    const names = '{names, select, none {} other {Recipients: {names}.}}';
    expect(icuProblems(names, '{names, select, none {} other {Empfänger: {names}.}}', 'de')).toEqual([]);
    expect(icuProblems(names, '{names, select, other {Empfänger: {names}.}}', 'de')).toEqual([
      '{names} lacks the select option "none"',
    ]);
    expect(icuProblems(names, 'Empfänger: {names}.', 'de')).toEqual([
      'argument {names} is a select in English but a value here',
    ]);
  });

  it('says so when the English text itself does not parse', () => {
    expect(icuProblems('Brand new <shiny>', 'Neu', 'de')).toEqual([
      expect.stringMatching(/^the English text does not parse/),
    ]);
  });

  it('gives each problem as data: its kind and what it names, for the editor to say in its reader’s language', () => {
    expect(problemsOf('© {year} SlimStart.', '© SlimStart.', 'de')).toEqual([
      { kind: 'argumentMissing', argument: 'year' },
    ]);
    expect(problemsOf('© {year}', '© {year', 'de')).toEqual([
      { kind: 'syntax', error: 'EXPECT_ARGUMENT_CLOSING_BRACE', at: 3 },
    ]);
    expect(problemsOf(items, '{count, plural, one {#件} other {#件}}', 'ja')).toEqual([
      { kind: 'pluralForeign', argument: 'count', selectors: ['one'], categories: ['other'], code: 'ja' },
    ]);
    expect(problemsOf(items, '{count, plural, other {# Artikel}}', 'de')).toEqual([
      { kind: 'pluralMissing', argument: 'count', categories: ['one'], code: 'de' },
    ]);
    expect(problemsOf('Drop it, or <browse>choose</browse>.', 'Ziehen.', 'de')).toEqual([
      { kind: 'tagMissing', tag: 'browse' },
    ]);
    expect(problemsOf(items, '{count} Artikel', 'de')).toEqual([
      { kind: 'argumentKind', argument: 'count', english: 'plural', here: 'value' },
    ]);
    expect(problemsOf('Brand new <shiny>', 'Neu', 'de')).toEqual([
      { kind: 'syntax', error: 'UNCLOSED_TAG', at: 11, english: true },
    ]);
  });
});
