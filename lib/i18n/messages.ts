import { editPreviewOrigin } from '../editPreview/flag';
import { markedMessages } from '../editPreview/marks';
import { withEnglish } from './fallback';
import type { MessageTree } from './deferredTexts';
import { defaultLocale, type Locale } from './locales';

/**
 * A locale's messages as this server shows them. In the editor's preview, and only there, every
 * text ends with its key's invisible mark (lib/editPreview/marks.ts), so that a click on it opens
 * that key in the editor: marked once, here, for the pages, the payloads and the legal documents.
 */
export function asShown<T extends object>(messages: T): T {
  return editPreviewOrigin() ? markedMessages(messages) : messages;
}

/**
 * messages/{locale}.json as this server shows it: the one loader of next-intl's config and the
 * payloads. A language behind English shows English, marked, where a text is missing, and leaves a
 * new list entry out (lib/i18n/fallback.ts), so no page shows a key or stops on a missing text; the
 * preview shows that entry too, in English, with a "not yet translated" badge
 * (editor/preview/untranslated.ts).
 */
export async function loadMessages(locale: Locale) {
  const own = (await import(`../../messages/${locale}.json`)).default;
  if (locale === defaultLocale) return asShown(own);
  const english = (await import('../../messages/en.json')).default;
  // The preview shows a new list entry too, in English, to the person who will translate it.
  const shown = withEnglish(own, english as MessageTree, { leaveOutNewEntries: !editPreviewOrigin() });
  return asShown(shown as typeof own);
}
