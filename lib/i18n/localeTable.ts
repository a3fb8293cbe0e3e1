/**
 * The one locale table. Routing, the switcher, `<html lang>`, hreflang links, the sitemap,
 * language detection and the export step are all derived from it (docs/design.md#routing-and-locales).
 *
 * `code` is the real language tag used for messages and Intl; `segment` is the URL prefix and the
 * value of the `[locale]` route segment. They differ only for Japanese: `ja` is served under `/jp`,
 * and `jp` must never reach Intl (it silently falls back to another language).
 */
export interface LocaleInfo {
  readonly code: string;
  readonly segment: string;
  readonly nativeName: string;
  readonly hreflang: string;
  readonly ogLocale: string;
  readonly dir: 'ltr' | 'rtl';
}

export const localeTable = [
  { code: 'en', segment: 'en', nativeName: 'English', hreflang: 'en', ogLocale: 'en_US', dir: 'ltr' },
  { code: 'zh', segment: 'zh', nativeName: '中文', hreflang: 'zh-Hans', ogLocale: 'zh_CN', dir: 'ltr' },
  { code: 'pt', segment: 'pt', nativeName: 'Português', hreflang: 'pt-BR', ogLocale: 'pt_BR', dir: 'ltr' },
  { code: 'de', segment: 'de', nativeName: 'Deutsch', hreflang: 'de', ogLocale: 'de_DE', dir: 'ltr' },
  { code: 'fr', segment: 'fr', nativeName: 'Français', hreflang: 'fr', ogLocale: 'fr_FR', dir: 'ltr' },
  { code: 'es', segment: 'es', nativeName: 'Español', hreflang: 'es', ogLocale: 'es_ES', dir: 'ltr' },
  { code: 'ja', segment: 'jp', nativeName: '日本語', hreflang: 'ja', ogLocale: 'ja_JP', dir: 'ltr' },
  { code: 'ko', segment: 'ko', nativeName: '한국어', hreflang: 'ko', ogLocale: 'ko_KR', dir: 'ltr' },
] as const satisfies readonly LocaleInfo[];
