// @vitest-environment jsdom
// The page's texts first, which the page's translator reads when it loads.
import './editorTexts';
import type { texts } from './editorTexts';
import type { Locale } from 'use-intl';
import { createTranslator } from 'use-intl/core';
import { describe, expect, it } from 'vitest';
import { importProblems } from '@/scripts/i18n/catalog';
import { icuProblems } from '@/scripts/i18n/icu';
import { inEnglish, type TextProblem } from '@/scripts/i18n/problems';
import { typographyProblems } from '@/scripts/i18n/typography';
import { editorTexts } from '@/editor/uiTexts';
import { translated } from '@/scripts/i18n/records';
import { problemText, problemTexts } from '@/editor/ui/problems';

/** The renderer of a language, from its catalogue; a text it lacks or cannot format fails the test. */
const rendererOf = (code: string) =>
  problemTexts(
    createTranslator({
      locale: code as Locale,
      messages: editorTexts(code) as typeof texts,
      onError: (error) => {
        throw error;
      },
    }),
    code,
  );

const items = '{count, plural, one {# item} other {# items}}';
const unitOf = (key: string) => ({ key, source: 'FAQ', target: 'Fragen', line: 1 });
const unit = '{unit, select, kg {kilograms} lb {pounds} st {stones} other {units}}';

/** One problem of every kind, as the checks find them. */
const every: TextProblem[] = [
  { kind: 'empty' },
  ...icuProblems('© {year}', '© {year', 'de'),
  ...icuProblems('<b>a</b>', '<b>a', 'de'),
  ...icuProblems(items, '{count, plural, one {#}}', 'de'),
  ...icuProblems('Brand new <shiny>', 'Neu', 'de'),
  ...icuProblems('© {year}', '© {jahr}', 'de'),
  ...icuProblems(items, '{count} Artikel', 'de'),
  ...icuProblems('Drop it, or <browse>choose</browse>.', 'Ziehen oder <b>wählen</b>.', 'de'),
  ...icuProblems(items, '{count, plural, one {#件} other {#件}}', 'ja'),
  ...icuProblems(items, '{count, plural, other {# Artikel}}', 'de'),
  ...icuProblems(unit, '{unit, select, kg {kg} oz {oz} other {Einheiten}}', 'de'),
  ...typographyProblems('Note : lisez', 'fr'),
  ...importProblems(new Map([['Nav.faq', 'FAQ']]), 'de', [unitOf('No.such'), unitOf('Nav.faq'), unitOf('Nav.faq')]).map(
    ({ problem }) => problem,
  ),
];

describe('a problem, in the reader’s language', () => {
  it('covers every kind the checks find', () => {
    expect(new Set(every.map((problem) => problem.kind))).toEqual(
      new Set([
        'empty',
        'syntax',
        'argumentMissing',
        'argumentNotInEnglish',
        'argumentKind',
        'tagMissing',
        'tagNotInEnglish',
        'pluralForeign',
        'pluralMissing',
        'selectMissing',
        'selectNotInEnglish',
        'spacing',
        'keyNotInEnglish',
        'givenTwice',
      ]),
    );
  });

  it('is said in English, with the placeholder, tag or forms it names filled in', () => {
    expect(every.map(problemText)).toEqual([
      'The text is empty. Write it, or undo the change.',
      'A placeholder is not closed or not written right (character 3). Write each one as English does: its name in braces.',
      'A tag is not opened or not closed (character 1). Keep each tag as English does, around its words.',
      'A plural or a choice is not written right (character 24). Each keeps its “other” option, and no option comes twice.',
      'The English text itself cannot be read (character 11). Correct the English first.',
      'The placeholder {year} is missing. The page fills it in, so every translation keeps it.',
      'The placeholder {jahr} is not in the English text. The page has nothing to fill it with.',
      'The placeholder {count} is not written as English does: there it is a plural, here a plain value.',
      'The tag <browse> is missing. Every translation keeps it, around the words it marks.',
      'The tag <b> is not in the English text. Remove it.',
      '{count} uses “one”, which is not a plural form in Japanese. Its plural forms are “other”.',
      '{count} lacks the plural form “one”, which German uses.',
      '{unit} lacks the options “lb” and “st”, which English has.',
      '{unit} has the option “oz”, which English does not have.',
      'In French, put a no-break space before “:”, “;”, “!”, “?” and “»”, and after “«”, not an ordinary space: “Note :…”.',
      'English has no text with this key.',
      'This text is in the file twice.',
    ]);
  });

  it('is said in German, Japanese, French and Chinese from their catalogues', () => {
    const [, , , , , missing, , , , , foreign, , lacks, , spacing] = every;
    expect(rendererOf('de')(missing)).toBe(
      'Der Platzhalter {year} fehlt. Die Seite setzt dort einen Wert ein, deshalb behält ihn jede Übersetzung.',
    );
    expect(rendererOf('de')(lacks)).toBe('Bei {unit} fehlen die Optionen „lb“ und „st“, die es im Englischen gibt.');
    expect(rendererOf('ja')(foreign)).toBe(
      '{count} は「one」を使っていますが、日本語の複数形ではありません。日本語の複数形は「other」です。',
    );
    const french = rendererOf('fr')(spacing);
    expect(french.replaceAll('\u00a0', ' ')).toBe(
      'En français, mettez une espace insécable avant « : », « ; », « ! », « ? » et « » », et après « « », ' +
        'pas une espace ordinaire : « Note :… ».',
    );
    // Its own spaces are the ones it asks for: only the quoted place has an ordinary one.
    expect(typographyProblems(french.replace('Note :', ''), 'fr')).toEqual([]);
    expect(rendererOf('zh')(missing)).toBe('缺少占位符 {year}。页面会在此处填入内容，因此每个译文都须保留它。');
  });

  it('has no English words in any other language, for every kind', () => {
    // The words of npm run i18n's English, and of the editor's: none may show in a translated screen.
    const english =
      /\b(argument|placeholder|missing|is|lacks|uses|has|the|tag|English|empty|parse|character|space|key|given)\b/i;
    for (const code of translated) {
      const say = rendererOf(code);
      for (const problem of every) {
        expect(inEnglish(problem)).toMatch(english);
        expect(say(problem), `${code}: ${problem.kind}`).not.toMatch(english);
      }
    }
  });
});
