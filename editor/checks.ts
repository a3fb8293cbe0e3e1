/**
 * What keeps a text from being saved, as `npm run i18n` finds it: English gets the ICU syntax and
 * keeps its own arguments and tags; another language keeps English's. One rule for the interface,
 * which says it as you type (editor/ui/TextEditor.tsx), and the server, which refuses
 * (editor/domain/changes.ts).
 */
import { icuProblems, syntaxError } from '../scripts/i18n/icu';

export function saveProblems(english: string, text: string, code: string): string[] {
  if (code !== 'en') return icuProblems(english, text, code);
  return [syntaxError(text), ...icuProblems(english, text, 'en')].filter((p): p is string => Boolean(p));
}
