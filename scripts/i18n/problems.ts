/**
 * What keeps a text from being shown, as data: its kind and what it names (the argument, the tag,
 * the plural categories…). `npm run i18n` says it in English (`inEnglish`), for developers; the
 * editor says it in its reader's language, from its own catalogue (editor/ui/problems.ts), since
 * docs/editors.md promises problems "said in words as you type".
 */

/** How an argument is used: the formatter needs a plural or a select where English has one. */
export type ArgumentKind = 'value' | 'plural' | 'selectordinal' | 'select';

export type TextProblem =
  /** Nothing but spaces, where the editor saves a text. */
  | { kind: 'empty' }
  /** The parser's error (`EXPECT_ARGUMENT_CLOSING_BRACE`…) at a character, counted from 1; of the English text itself. */
  | { kind: 'syntax'; error: string; at?: number; english?: boolean }
  | { kind: 'argumentMissing' | 'argumentNotInEnglish'; argument: string }
  | { kind: 'argumentKind'; argument: string; english: ArgumentKind; here: ArgumentKind }
  | { kind: 'tagMissing' | 'tagNotInEnglish'; tag: string }
  /** Plural selectors that are not categories of `code`'s language, which has `categories`. */
  | { kind: 'pluralForeign'; argument: string; selectors: string[]; categories: string[]; code: string }
  /** Plural categories English uses and `code`'s language has, left out. */
  | { kind: 'pluralMissing'; argument: string; categories: string[]; code: string }
  | { kind: 'selectMissing' | 'selectNotInEnglish'; argument: string; options: string[] }
  /** Ordinary spaces where `code`'s typography wants a no-break one, each with a few characters around (./typography.ts). */
  | { kind: 'spacing'; code: string; places: string[] }
  /** A translator's file: a unit whose key English lacks, or a key given twice (./transfer.ts). */
  | { kind: 'keyNotInEnglish' | 'givenTwice' };

const list = (values: Iterable<string>) => [...values].map((v) => `"${v}"`).join(', ');
/** `category "one"` or `categories "one", "few"`. */
const counted = (values: string[], one: string, many: string) => `${values.length > 1 ? many : one} ${list(values)}`;

/** The problem in words, as `npm run i18n` prints it. */
export function inEnglish(problem: TextProblem): string {
  switch (problem.kind) {
    case 'empty':
      return 'The text is empty. Write the text, or undo the change.';
    case 'syntax': {
      const at = problem.at ? ` at character ${problem.at}` : '';
      const words = `does not parse (${problem.error.toLowerCase().replaceAll('_', ' ')}${at})`;
      return problem.english ? `the English text ${words}` : words;
    }
    case 'argumentMissing':
      return `argument {${problem.argument}} is missing`;
    case 'argumentNotInEnglish':
      return `argument {${problem.argument}} is not in English`;
    case 'argumentKind':
      return `argument {${problem.argument}} is a ${problem.english} in English but a ${problem.here} here`;
    case 'tagMissing':
      return `tag <${problem.tag}> is missing`;
    case 'tagNotInEnglish':
      return `tag <${problem.tag}> is not in English`;
    case 'pluralForeign':
      return `{${problem.argument}} uses ${list(problem.selectors)}, not a plural category of ${problem.code} (${list(problem.categories)})`;
    case 'pluralMissing':
      return `{${problem.argument}} lacks the plural ${counted(problem.categories, 'category', 'categories')}`;
    case 'selectMissing':
      return `{${problem.argument}} lacks the select ${counted(problem.options, 'option', 'options')}`;
    case 'selectNotInEnglish':
      return `{${problem.argument}} has the select ${counted(problem.options, 'option', 'options')}, not in English`;
    case 'keyNotInEnglish':
      return 'English has no such key';
    case 'givenTwice':
      return 'given twice';
    case 'spacing':
      return (
        'In French, put a no-break space before ":", ";", "!", "?" and "»", and after "«", not an ordinary ' +
        `space: ${problem.places.map((place) => `"${place}"`).join(', ')}`
      );
  }
}
