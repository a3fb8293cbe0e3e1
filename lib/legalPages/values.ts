import { builtForFirebaseHosting } from '../i18n/firebaseLanguage';
import { accessLogMonths, companyCountry, companyDetails, governingLaw } from '../company';
import { emailSetting } from '../email';
import { locales, servedLocaleTable } from '../i18n/locales';
import { apiBaseUrl } from '../api/config';
import { CLEAN_UP_GRACE_HOURS } from '../firebase/functions';
import { readFunctionsSettings } from '../firebase/functionsRegions';
import { contactEmail } from '../site';

/**
 * The company that runs the site (lib/company.ts): the details its served markets require, from
 * the build's settings (docs/operators.md#configuration). The legal notice shows them; the privacy policy
 * names the controller (GDPR art. 4(7); PIPL's 个人信息处理者, APPI's 個人情報取扱事業者, PIPA's
 * 개인정보처리자) and the privacy officer that PIPA art. 31 asks every policy to name.
 */
export const company = companyDetails(
  process.env,
  servedLocaleTable.map((l) => l.code),
);

/** Where the company is established (COMPANY_COUNTRY): the legal pages name it in each language. */
const companyCountryCode = companyCountry(process.env);

/**
 * The law of the terms (GOVERNING_LAW, lib/company.ts), as `Terms.sections.law` selects it: ICU
 * names its options without hyphens (`englandWales`).
 */
const lawOfTheTerms = governingLaw(process.env).replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());

export const legalEntity = {
  controller: company.name!,
  address: company.address!,
  privacyOfficer: company.privacyOfficer!,
  privacyEmail: emailSetting('PRIVACY_EMAIL', 'privacy@slimstart.example'),
};

/** The values the legal pages and the FAQ fill their texts with. */
export const legalValues = { email: contactEmail, ...legalEntity };

/**
 * Everything a legal page's text may name: the values above, every company detail (empty where
 * the company has none: a section that needs one is not shown then, lib/markets.ts), the
 * company's country in the reader's language, the law that governs the terms, and how long the
 * access logs are kept.
 */
export function legalPageValues(locale: string): Record<string, string | number> {
  const details = Object.fromEntries(Object.entries(company).map(([key, value]) => [key, value ?? '']));
  const country = new Intl.DisplayNames([locale], { type: 'region' }).of(companyCountryCode) ?? companyCountryCode;
  return {
    ...details,
    ...legalValues,
    country,
    governingLaw: lawOfTheTerms,
    accessLogMonths: logMonths,
    // With the product API, the contact form sends messages to it: its operator is a recipient.
    contactApi: apiBaseUrl ? 'yes' : 'no',
    // With the Cloud Functions, Google runs them where they are deployed: a recipient, and what the
    // retention section promises of unfinished sign-ups depends on them.
    serverCode: functions.enabled ? 'on' : 'off',
    functionsRegion: functions.region,
    functionsCountry: new Intl.DisplayNames([locale], { type: 'region' }).of(functions.country) ?? functions.country,
    graceHours: CLEAN_UP_GRACE_HOURS,
    // A build for Firebase Hosting sets its language cookie, which the cookie list names then.
    firebaseHosting: builtForFirebaseHosting ? 'on' : 'off',
  };
}

/** The site's Cloud Functions (lib/firebase/functions.ts), as the build is configured. */
const functions = readFunctionsSettings(process.env);

/** How long every host keeps its access logs (ACCESS_LOG_MONTHS, lib/company.ts), as every policy says it. */
const logMonths = accessLogMonths(process.env, locales);
