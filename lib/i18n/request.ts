import { hasLocale } from 'next-intl';
import { getRequestConfig } from 'next-intl/server';
import english from '../../messages/en.json' with { type: 'json' };
import { missingTexts } from './fallback';
import { loadMessages } from './messages';
import { routing } from './routing';

// @see https://next-intl.dev/docs/usage/configuration#i18n-request
export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  // A text a language lacks shows English, quietly (lib/i18n/fallback.ts).
  return { locale, messages: await loadMessages(locale), ...missingTexts(english) };
});
