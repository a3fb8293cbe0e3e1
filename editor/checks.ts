/**
 * What keeps a text from being saved, as `npm run i18n` finds it: no text is empty; English gets
 * the ICU syntax and keeps its own arguments and tags; another language keeps English's, and spaces
 * its punctuation as its typography asks (scripts/i18n/typography.ts). One rule for the interface,
 * which says it as you type (editor/ui/TextEditor.tsx), and the server, which refuses
 * (editor/domain/changes.ts).
 */
import { icuProblems, syntaxProblem } from '../scripts/i18n/icu';
import type { TextProblem } from '../scripts/i18n/problems';
import { typographyProblems } from '../scripts/i18n/typography';

export function saveProblems(english: string, text: string, code: string): TextProblem[] {
  if (!text.trim()) return [{ kind: 'empty' }];
  // English that does not parse yet keeps nothing: a new English text is judged by its syntax alone.
  if (code === 'en' && syntaxProblem(english)) return [syntaxProblem(text)].filter((p) => p !== undefined);
  return [...icuProblems(english, text, code), ...typographyProblems(text, code)];
}
