import { withoutMarks, withoutMarksIn } from '../editPreview/marks';

/**
 * A text as plain text, for where it is not shown as text: an attribute (`aria-label`, `alt`), a
 * `<title>`, metadata, JSON-LD, an island's data, or code that reads it. In the editor's preview a
 * shown text ends with an invisible mark of its key (lib/i18n/messages.ts), which must never reach
 * those; everywhere else a text is already plain.
 */
export const plainText: (text: string) => string = withoutMarks;

/** A value with every string in it, however deep, as plain text (metadata, JSON-LD, an island's data). */
export const plainTexts: <T>(value: T) => T = withoutMarksIn;
