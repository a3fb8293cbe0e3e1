/**
 * A ninth locale, right to left, that the add-a-locale tests add to the locale table as one row
 * (tests/rules/addLocale.test.ts, tests/scripts/addLocaleHosts.test.ts), and that
 * tests/scripts/addLocaleBuild.test.ts builds.
 */
export const arabic = {
  code: 'ar',
  segment: 'ar',
  nativeName: 'العربية',
  hreflang: 'ar',
  ogLocale: 'ar_AR',
  dir: 'rtl',
  minimumAge: 18,
  transferConsent: false,
  // A market whose law lib/markets.ts knows, as a stand-in: a real Arabic market brings its own there.
  market: 'eu',
} as const;
