import { defineRouting } from 'next-intl/routing';
import { defaultLocale, localeTable, locales } from './locales';

// @see https://next-intl.dev/docs/routing/configuration
export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: {
    mode: 'as-needed',
    prefixes: Object.fromEntries(localeTable.filter((l) => l.segment !== l.code).map((l) => [l.code, `/${l.segment}`])),
  },
});
