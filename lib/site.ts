import { builtForFirebaseHosting } from './i18n/firebaseLanguage';
import { accessLogMonths, companyCountry, companyDetails, governingLaw } from './company';
import { localeTable } from './i18n/locales';
import { apiBaseUrl } from './api/config';
import { CLEAN_UP_GRACE_HOURS } from './firebase/functions';
import { firebaseSettings } from './firebase/config';
import { readFunctionsSettings } from './firebase/functionsRegions';

/**
 * The one configured site origin that every absolute URL (canonical, alternates, Open Graph,
 * sitemap) is built from. Set SITE_URL at build time; a value that is not an http(s) origin stops
 * the build with a message saying so rather than publishing broken links.
 */
function readSiteUrl(value: string | undefined): URL {
  const raw = value?.trim() || 'http://localhost:3000';
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`SITE_URL must be an absolute http(s) URL such as https://slimstart.example, got "${raw}"`);
  }
  if (!/^https?:$/.test(url.protocol) || url.pathname !== '/' || url.search || url.hash) {
    throw new Error(`SITE_URL must be an http(s) origin without path, query or hash, got "${raw}"`);
  }
  return url;
}

export const siteUrl = readSiteUrl(process.env.SITE_URL);

/** Whether an address is this machine's (localhost, 127.x, [::1]). */
const isLoopback = (url: URL) => /^(localhost|127\.\d+\.\d+\.\d+|\[::1\])$/.test(url.hostname);

/**
 * Whether this build is one for this machine rather than a live site: its address is loopback, or
 * its accounts are the local emulators'. Its pages then say what the operator has yet to set where a
 * live build would only leave it out (the FAQ's contact form).
 */
export const builtForThisMachine = isLoopback(siteUrl) || firebaseSettings.emulators !== null;

export function absoluteUrl(path: string): string {
  return new URL(path, siteUrl).href;
}

/** Where visitors write to us (privacy requests, questions). CONTACT_EMAIL overrides it at build time. */
export const contactEmail = readEmail('CONTACT_EMAIL', 'hello@slimstart.example');

/**
 * The company that runs the site (lib/company.ts): the details its served markets require, from
 * the build's settings (docs/operators.md#configuration). The legal notice shows them; the privacy policy
 * names the controller (GDPR art. 4(7); PIPL's 个人信息处理者, APPI's 個人情報取扱事業者, PIPA's
 * 개인정보처리자) and the privacy officer that PIPA art. 31 asks every policy to name.
 */
export const company = companyDetails(
  process.env,
  localeTable.map((l) => l.code),
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
  privacyEmail: readEmail('PRIVACY_EMAIL', 'privacy@slimstart.example'),
};

/**
 * The SlimStart app for phones, where the operator has one: its store pages, set at build time
 * (APP_STORE_URL, PLAY_STORE_URL). Only then does the home page show the app's features, labelled as
 * the app's and linked to the stores, the FAQ answer about the app, and the privacy policy's section
 * on the app's data (lib/content.ts; docs/claims.md).
 */
export const appStores = {
  appStore: readStoreUrl('APP_STORE_URL'),
  playStore: readStoreUrl('PLAY_STORE_URL'),
};

export const hasApp = Boolean(appStores.appStore || appStores.playStore);

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

/** How long the host keeps the access logs (ACCESS_LOG_MONTHS, lib/company.ts), as the policy says it. */
const logMonths = accessLogMonths(process.env);

function readEmail(name: string, fallback: string): string {
  const email = process.env[name]?.trim() || fallback;
  if (!/^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/.test(email)) {
    throw new Error(`${name} must be an email address, got "${email}"`);
  }
  return email;
}

function readStoreUrl(name: string): string | null {
  const value = process.env[name]?.trim();
  if (!value) return null;
  let url: URL | null = null;
  try {
    url = new URL(value);
  } catch {
    // Reported below.
  }
  if (url?.protocol !== 'https:')
    throw new Error(`${name} must be the https address of the app's store page, got "${value}"`);
  return url.href;
}
