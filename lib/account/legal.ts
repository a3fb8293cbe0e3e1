/**
 * Where the terms and the privacy policy stand: when they last changed, and which versions a
 * visitor accepts. Kept apart from lib/site.ts, which reads the build's environment, because the
 * sign-up form in the browser needs the versions too.
 */
import type { Profile } from './profile';

/** The date the privacy policy and the terms last changed: update it with their text. */
export const legalLastUpdated = new Date('2026-11-24T00:00:00Z');

/**
 * The versions of the terms and of the privacy policy that a visitor accepts with their account
 * (users/{uid}.agreement, lib/account/signUp.ts). Raise one when its text changes in substance
 * (docs/editors.md#editing-content-and-deploying): every signed-in visitor is then asked to accept it again
 * before going on, and firestore.rules, generated from these, accepts only the new ones.
 */
export const legalVersions = { terms: '2026-11-24.2', privacy: '2026-11-24.2' };

/**
 * The version of the text a visitor consents with to keeping their weights, which are health data
 * (users/{uid}.healthConsent; GDPR art. 9, LGPD art. 11, PIPL art. 29, PIPA art. 23). The consent is
 * its own, apart from the terms. Raise it when that text changes in substance: a new consent then
 * needs the new version (firestore.rules), and one given before stays what it was.
 */
export const healthConsentVersion = '2026-11-24';

/**
 * The fields of the profile that hold health data, which the consent above covers: kept only with it,
 * and deleted with its withdrawal (lib/account/session.ts, lib/firebase/profile.ts, firestore.rules).
 */
export const HEALTH_FIELDS = ['startWeightKg', 'goalWeightKg'] as const satisfies readonly (keyof Profile)[];
