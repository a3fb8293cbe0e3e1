/**
 * The one locale table. Routing, the switcher, `<html lang>`, hreflang links, the sitemap,
 * language detection and the export step are all derived from it (docs/design.md#routing-and-locales).
 *
 * `code` is the real language tag used for messages and Intl; `segment` is the URL prefix and the
 * value of the `[locale]` route segment. They differ only for Japanese: `ja` is served under `/jp`,
 * and `jp` must never reach Intl (it silently falls back to another language).
 */
import type { Market } from '../markets';

export interface LocaleInfo {
  readonly code: string;
  readonly segment: string;
  readonly nativeName: string;
  readonly hreflang: string;
  readonly ogLocale: string;
  readonly dir: 'ltr' | 'rtl';
  /**
   * The market's age from which a visitor may have an account, which the sign-up form asks them to
   * confirm (lib/account/signUp.ts): an adult, 18, and in Korea 19, its Civil Act's age of majority.
   */
  readonly minimumAge: number;
  /**
   * Whether the market's law asks for a separate consent before personal data leaves the country,
   * which the sign-up form then asks beside the terms (lib/account/signUp.ts): China, PIPL art. 39. Korea
   * does not: PIPA art. 28-8 (1) 3 allows storage abroad that the contract needs when the privacy
   * policy discloses it, as the Korean one does (docs/translation-review.md).
   */
  readonly transferConsent: boolean;
  /**
   * The market whose law the locale's legal pages are written for (lib/markets.ts): its own
   * privacy-policy sections come from `Markets.{market}` in the message files.
   */
  readonly market: Market;
  /**
   * Sections of other markets that the locale's readers need too: English is read across the EU,
   * so the English policy names the EU's authority and representative beside the UK's.
   */
  readonly alsoShows?: Partial<Record<Market, readonly string[]>>;
}

export const localeTable = [
  {
    code: 'en',
    segment: 'en',
    nativeName: 'English',
    hreflang: 'en',
    ogLocale: 'en_US',
    dir: 'ltr',
    minimumAge: 18,
    transferConsent: false,
    market: 'uk',
    alsoShows: { eu: ['eu-authority', 'eu-representative'] },
  },
  {
    code: 'zh',
    segment: 'zh',
    nativeName: '中文',
    hreflang: 'zh-Hans',
    ogLocale: 'zh_CN',
    dir: 'ltr',
    minimumAge: 18,
    transferConsent: true,
    market: 'cn',
  },
  {
    code: 'pt',
    segment: 'pt',
    nativeName: 'Português',
    hreflang: 'pt-BR',
    ogLocale: 'pt_BR',
    dir: 'ltr',
    minimumAge: 18,
    transferConsent: false,
    market: 'br',
  },
  {
    code: 'de',
    segment: 'de',
    nativeName: 'Deutsch',
    hreflang: 'de',
    ogLocale: 'de_DE',
    dir: 'ltr',
    minimumAge: 18,
    transferConsent: false,
    market: 'eu',
  },
  {
    code: 'fr',
    segment: 'fr',
    nativeName: 'Français',
    hreflang: 'fr',
    ogLocale: 'fr_FR',
    dir: 'ltr',
    minimumAge: 18,
    transferConsent: false,
    market: 'eu',
  },
  {
    code: 'es',
    segment: 'es',
    nativeName: 'Español',
    hreflang: 'es',
    ogLocale: 'es_ES',
    dir: 'ltr',
    minimumAge: 18,
    transferConsent: false,
    market: 'eu',
  },
  {
    code: 'ja',
    segment: 'jp',
    nativeName: '日本語',
    hreflang: 'ja',
    ogLocale: 'ja_JP',
    dir: 'ltr',
    minimumAge: 18,
    transferConsent: false,
    market: 'jp',
  },
  {
    code: 'ko',
    segment: 'ko',
    nativeName: '한국어',
    hreflang: 'ko',
    ogLocale: 'ko_KR',
    dir: 'ltr',
    minimumAge: 19,
    transferConsent: false,
    market: 'kr',
  },
] as const satisfies readonly LocaleInfo[];
