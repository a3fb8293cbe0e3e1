import { defaultLocale, localeInfo, type Locale } from '../i18n/locales';

/** The share image of each locale, drawn by lib/og/shareImage.tsx (docs/design.md#share-images). */
export const ogImage = { file: 'og-image.png', width: 1200, height: 630 };

/** Where a locale's share image is: `/og-image.png` for English, `/de/og-image.png`… */
export function ogImagePath(locale: Locale): string {
  return locale === defaultLocale ? `/${ogImage.file}` : `/${localeInfo(locale).segment}/${ogImage.file}`;
}
