/**
 * What keeps a text from being shown (scripts/i18n/problems.ts), said in the reader's language from
 * the editor's own catalogue, with the placeholder, tag or plural forms it names filled in: the
 * language reviews found `npm run i18n`'s English inside translated sentences ("Kann nicht
 * gespeichert werden: argument {year} is missing").
 */
import type { TextProblem } from '../../scripts/i18n/problems';
import { locale, t as pageT } from './t';

/**
 * The part of a message the parser's error is about (its ErrorKind's name): a tag, the options of a
 * plural or select, else an argument in braces.
 */
const syntaxPart = (error: string) =>
  error.includes('TAG') ? 'tag' : /SELECTOR|OPTIONS|OTHER_CLAUSE|OFFSET/.test(error) ? 'option' : 'brace';

/** The renderer of problems in `code`'s language, with `t` over its texts (editor/messages/{code}.json). */
export function problemTexts(t: typeof pageT, code: string): (problem: TextProblem) => string {
  // The site's English is British, whose lists have no comma before the last "and".
  const lists = new Intl.ListFormat(code === 'en' ? 'en-GB' : code, { type: 'conjunction' });
  const languages = new Intl.DisplayNames([code], { type: 'language' });
  const quoted = (values: string[]) => lists.format(values.map((text) => t('problemQuoted', { text })));
  const language = (of: string) => languages.of(of) ?? of;
  return (problem) => {
    switch (problem.kind) {
      case 'empty':
        return t('problemEmpty');
      case 'syntax': {
        const at = problem.at ?? 1;
        if (problem.english) return t('problemEnglishSyntax', { at });
        const part = syntaxPart(problem.error);
        return part === 'tag'
          ? t('problemSyntaxTag', { at })
          : part === 'option'
            ? t('problemSyntaxOption', { at })
            : t('problemSyntaxBrace', { at });
      }
      case 'argumentMissing':
      case 'argumentNotInEnglish':
        return t(problem.kind === 'argumentMissing' ? 'problemArgumentMissing' : 'problemArgumentNotInEnglish', {
          argument: `{${problem.argument}}`,
        });
      case 'argumentKind':
        return t('problemArgumentKind', {
          argument: `{${problem.argument}}`,
          english: problem.english,
          here: problem.here,
        });
      case 'tagMissing':
      case 'tagNotInEnglish':
        return t(problem.kind === 'tagMissing' ? 'problemTagMissing' : 'problemTagNotInEnglish', {
          tag: `<${problem.tag}>`,
        });
      case 'pluralForeign':
        return t('problemPluralForeign', {
          argument: `{${problem.argument}}`,
          count: problem.selectors.length,
          selectors: quoted(problem.selectors),
          language: language(problem.code),
          categories: quoted(problem.categories),
        });
      case 'pluralMissing':
        return t('problemPluralMissing', {
          argument: `{${problem.argument}}`,
          count: problem.categories.length,
          categories: quoted(problem.categories),
          language: language(problem.code),
        });
      case 'selectMissing':
      case 'selectNotInEnglish':
        return t(problem.kind === 'selectMissing' ? 'problemSelectMissing' : 'problemSelectNotInEnglish', {
          argument: `{${problem.argument}}`,
          count: problem.options.length,
          options: quoted(problem.options),
        });
      case 'keyNotInEnglish':
        return t('problemKeyNotInEnglish');
      case 'givenTwice':
        return t('problemGivenTwice');
      case 'spacing':
        return t('problemSpacing', { language: language(problem.code), places: quoted(problem.places) });
    }
  };
}

/** A problem in words, in the reader's language: what the editor shows under a text, and in Check and Publish. */
export const problemText = problemTexts(pageT, locale);

/** A text's problems, each a sentence of its own. */
export const problemsText = (problems: TextProblem[]) => problems.map(problemText).join(' ');
