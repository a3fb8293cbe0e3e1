import { hasLocale } from 'next-intl';
import { getRequestConfig } from 'next-intl/server';
import { editPreviewOrigin, markedMessages } from './editMarks';
import { routing } from './routing';

// @see https://next-intl.dev/docs/usage/configuration#i18n-request
export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  const messages = (await import(`../../messages/${locale}.json`)).default;
  // In the editor's preview only, every text carries its key (lib/i18n/editMarks.ts).
  return { locale, messages: editPreviewOrigin() ? markedMessages(messages) : messages };
});
