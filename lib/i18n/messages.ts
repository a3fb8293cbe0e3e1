import { editPreviewOrigin } from '../editPreview/flag';
import { markedMessages } from '../editPreview/marks';
import type { Locale } from './locales';

/**
 * A locale's messages as this server shows them. In the editor's preview, and only there, every
 * text ends with its key's invisible mark (lib/editPreview/marks.ts), so that a click on it opens
 * that key in the editor: marked once, here, for the pages, the payloads and the legal documents.
 */
export function asShown<T extends object>(messages: T): T {
  return editPreviewOrigin() ? markedMessages(messages) : messages;
}

/** messages/{locale}.json as this server shows it: the one loader of next-intl's config and the payloads. */
export async function loadMessages(locale: Locale) {
  return asShown((await import(`../../messages/${locale}.json`)).default);
}
