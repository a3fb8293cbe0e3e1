/**
 * A ninth locale, right to left, that the add-a-locale tests add to the locale table as one row
 * (tests/rules/addLocale.test.ts, tests/scripts/addLocaleHosts.test.ts).
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
} as const;
