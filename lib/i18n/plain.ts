import { inEveryString, withoutMarks } from '../editPreview/marks';
import { withoutEnglishMarks } from './englishMarks';

/**
 * A text as plain text, for where it is not shown as text: an attribute (`aria-label`, `alt`), a
 * `<title>`, metadata, JSON-LD, an island's data, or code that reads it. In the editor's preview a
 * shown text ends with an invisible mark of its key (lib/i18n/messages.ts), and an English text
 * shown in a language behind travels between marks of its own (lib/i18n/fallback.ts): neither must
 * reach those; plain, that text is the English itself.
 */
export const plainText = (text: string): string => withoutEnglishMarks(withoutMarks(text));

/** A value with every string in it, however deep, as plain text (metadata, JSON-LD, an island's data). */
export const plainTexts = <T>(value: T): T => inEveryString(value, plainText);
