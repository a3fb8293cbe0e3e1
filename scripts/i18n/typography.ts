/**
 * Spacing a language's typography asks for, which English does not have. French sets ":", ";",
 * "!", "?" and "»" apart from the word before, and "«" from the word after, with a space that
 * never breaks (U+00A0, or the narrow U+202F): with an ordinary space, a line may break there
 * and leave the mark alone at the start of the next line.
 * @see https://fr.wikipedia.org/wiki/Espace_ins%C3%A9cable#En_France
 */

import type { TextProblem } from './problems';

/**
 * An ordinary space before a mark that needs a no-break space, or after "«". A colon followed by
 * another is an ICU number or date skeleton (`{n, number, ::percent}`), not text.
 */
const breakable = / (?=[;!?»]|:(?!:))|« /g;

/** Languages that keep these marks apart with a no-break space. */
const spacedLocales = new Set(['fr']);

/** A few characters around a place, on one line, so that a person finds it in the text. */
function around(text: string, at: number): string {
  const opening = text[at] === '«';
  const start = opening ? at : Math.max(0, at - 20);
  const end = opening ? at + 20 : at + 2;
  const shown = text.slice(start, end).replaceAll('\n', ' ');
  return `${start > 0 ? '…' : ''}${shown}${end < text.length ? '…' : ''}`;
}

/** What is wrong with the spacing of `text` in `code` (./problems.ts); empty when it is fine. */
export function typographyProblems(text: string, code: string): TextProblem[] {
  if (!spacedLocales.has(code)) return [];
  const places = [...text.matchAll(breakable)].map((match) => around(text, match.index));
  return places.length ? [{ kind: 'spacing', code, places }] : [];
}
