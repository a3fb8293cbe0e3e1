/**
 * The marks of an English text shown in place of a missing translation (lib/i18n/fallback.ts):
 * Unicode tag characters, drawn as nothing, as the preview's key marks are
 * (lib/editPreview/marks.ts), but of their own: TAG LEFT SQUARE BRACKET (U+E005B) before the text
 * and TAG RIGHT SQUARE BRACKET (U+E005D) after it, which no flag emoji and no key mark holds. A file
 * of its own, without imports, for the preview's script (editor/preview/untranslated.ts) too.
 */

export const ENGLISH_OPEN = String.fromCodePoint(0xe005b);
export const ENGLISH_CLOSE = String.fromCodePoint(0xe005d);
const MARKS = new RegExp(`[${ENGLISH_OPEN}${ENGLISH_CLOSE}]`, 'gu');

/** `text` marked as English shown in place of a translation. */
export const asEnglish = (text: string): string => `${ENGLISH_OPEN}${text}${ENGLISH_CLOSE}`;

/** Whether `text` holds an English text's marks. */
export const hasEnglishMarks = (text: string): boolean => text.includes(ENGLISH_OPEN) || text.includes(ENGLISH_CLOSE);

/** `text` without English texts' marks. */
export const withoutEnglishMarks = (text: string): string => text.replace(MARKS, '');

/** A value without English texts' marks in any of its strings: what a script reads (a page's payload). */
export const withoutEnglishMarksIn = <T>(value: T): T => JSON.parse(withoutEnglishMarks(JSON.stringify(value)));

/** Every English text's mark in `text`, with where it is: what turns them into `lang="en"`. */
export const englishMarksIn = (text: string) => text.matchAll(MARKS);
