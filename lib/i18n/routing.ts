import { defineRouting } from 'next-intl/routing';
import { defaultLocale, servedLocaleTable, locales } from './locales';

// @see https://next-intl.dev/docs/routing/configuration
export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: {
    mode: 'as-needed',
    prefixes: Object.fromEntries(
      servedLocaleTable.filter((l) => l.segment !== l.code).map((l) => [l.code, `/${l.segment}`]),
    ),
  },
});
