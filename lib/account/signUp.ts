/**
 * What creating an account asks of a visitor, written once for the sign-up form, the texts that
 * name it, firestore.rules (scripts/export/firebaseProject.ts) and the tests that try it.
 */
import { localeInfo, type Locale } from '../i18n/locales';
import { legalStanding, type LegalStanding } from '../legal/versions';

/**
 * The shortest password the site accepts, checked before Firebase is asked. It is Firebase's own
 * minimum (6) unless the project's password policy raises it: then raise it here too. Every text
 * that names it takes it as `{min}` (Account.signIn.passwordHint, Account.validation.passwordTooShort,
 * Account.errors.weakPassword).
 */
export const MIN_PASSWORD_LENGTH = 6;

/**
 * What a visitor accepted to have an account, as `users/{uid}.agreement` holds it: the version of
 * the terms in force (lib/legal/versions.ts); the version of the privacy policy they were shown
 * (acknowledged, not accepted: a new one asks nothing); the market whose law it was given under, the age they confirmed, and when (the server's
 * time of the write, which firestore.rules checks).
 */
export interface Agreement {
  terms: string;
  privacy: string;
  /**
   * The locale of the page it was given on, which is the market (docs/markets.md): the rules tie
   * the age and the transfer consent to it. Every new acceptance has it; one given before it was
   * recorded has not, and stays valid while it covers the current versions.
   */
  market?: Locale;
  age: number;
  /** The separate consent to the transfer abroad, where the market asks for it (the locale table). */
  transferAbroad?: true;
  /**
   * The announced terms, accepted beside those in force by a visitor who signs up or accepts during
   * their notice (lib/legal/versions.ts): from their day, this acceptance covers them.
   */
  nextTerms?: string;
}

/**
 * The age from which a visitor on a page in `locale` may have an account: its market's, from the
 * locale table (18; Korea 19).
 */
export function minimumAge(locale: Locale): number {
  return localeInfo(locale).minimumAge;
}

/** Whether the visitor's market asks a separate consent to the transfer of their data abroad. */
export function asksTransferConsent(locale: Locale): boolean {
  return localeInfo(locale).transferConsent;
}

/** The agreement a visitor on a page in `locale` gives at the `standing` of the texts (now). */
export function agreementFor(locale: Locale, { inForce, upcoming }: LegalStanding = legalStanding()): Agreement {
  return {
    terms: inForce.terms,
    privacy: inForce.privacy,
    market: locale,
    age: minimumAge(locale),
    ...(asksTransferConsent(locale) ? { transferAbroad: true as const } : {}),
    ...(upcoming.terms ? { nextTerms: upcoming.terms.version } : {}),
  };
}

/**
 * Whether an accepted agreement covers the terms in force: it accepted them, or accepted them while
 * they were announced. The privacy policy is not accepted, so a new one never asks for a new agreement.
 */
export function isCurrentAgreement(
  agreement: Partial<Agreement> | null | undefined,
  { inForce }: LegalStanding = legalStanding(),
): boolean {
  return !!agreement && (agreement.terms === inForce.terms || agreement.nextTerms === inForce.terms);
}
