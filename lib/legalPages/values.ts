import { builtForFirebaseHosting } from '../i18n/firebaseLanguage';
import { accessLogMonths, companyCountry, companyDetails, governingLaw } from '../company';
import { emailSetting } from '../email';
import { localeInfo, locales, servedLocaleTable, type Locale } from '../i18n/locales';
import { apiBaseUrl } from '../api/config';
import { CLEAN_UP_GRACE_HOURS } from '../firebase/functions';
import { readFunctionsSettings } from '../firebase/functionsRegions';
import { contactEmail } from '../site';
import { analyticsService, plausible } from '../analytics/config';
import { analyticsValues } from '../analytics/markets';
import { recipientsAbroad, type Deployment, type RecipientAbroad } from './transfers';

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
    ...transferValues(locale as Locale),
  };
}

/** What this build sends where (lib/legalPages/transfers.ts): its host, API and analytics. */
export const deployment: Deployment = {
  hosting: builtForFirebaseHosting ? null : company.hosting,
  apiOperator: apiBaseUrl ? company.apiOperator : null,
  analytics: analyticsService,
  analyticsHost: plausible ? new URL(plausible.host).host : '',
};

/** The recipients outside a locale's market, each with its country and route. */
export function transfersOf(locale: Locale): RecipientAbroad[] {
  return recipientsAbroad(process.env, deployment, localeInfo(locale).market, analyticsValues(locale).analyticsRoute);
}

/**
 * The recipients abroad as the transfers section names them, one list per route
 * (`{transfersClauses}`…, `none` where no recipient goes by it), each recipient with its country in
 * the reader's language, and whether there is any (`transfersAbroad`: `yes` or `no`); the host and
 * the API's operator where they are abroad (`transfersHosting`, `transfersApi`), which the Chinese
 * and Korean sections describe one by one.
 */
function transferValues(locale: Locale): Record<string, string> {
  const abroad = transfersOf(locale);
  const country = new Intl.DisplayNames([locale], { type: 'region' });
  // Chinese and Japanese set the country in full-width brackets and the list apart with their own
  // semicolon; French puts a no-break space before its semicolon.
  const wide = locale === 'zh' || locale === 'ja';
  const named = ({ name, country: code }: RecipientAbroad) =>
    wide ? `${name}（${country.of(code) ?? code}）` : `${name} (${country.of(code) ?? code})`;
  const list = (route: string) =>
    abroad
      .filter(({ safeguard }) => safeguard === route)
      .map(named)
      .join(wide ? '；' : locale === 'fr' ? '\u00a0; ' : '; ') || 'none';
  const one = (kind: RecipientAbroad['kind']) => abroad.filter((r) => r.kind === kind).map(named)[0] ?? 'none';
  return {
    transfersAbroad: abroad.length ? 'yes' : 'no',
    transfersHosting: one('hosting'),
    transfersApi: one('api'),
    transfersAdequacy: list('adequacy'),
    transfersClauses: list('clauses'),
    transfersCertification: list('certification'),
    transfersConsent: list('consent'),
  };
}

/** The site's Cloud Functions (lib/firebase/functions.ts), as the build is configured. */
const functions = readFunctionsSettings(process.env);

/** How long every host keeps its access logs (ACCESS_LOG_MONTHS, lib/company.ts), as every policy says it. */
const logMonths = accessLogMonths(process.env, locales);
