import type { Locale } from '../i18n/locales';
import type { Agreement } from './signUp';

/*
 * The profile kept in `users/{uid}`: its fields, the consent beside it, and what the account screen
 * watches of it. Weights are stored in kilograms whatever unit the visitor uses. The rules of its
 * form are lib/account/profileForm.ts.
 */

export const WEIGHT_UNITS = ['kg', 'lb'] as const;

export type WeightUnit = (typeof WEIGHT_UNITS)[number];

export interface Profile {
  displayName?: string;
  language?: Locale;
  unit?: WeightUnit;
  startWeightKg?: number;
  goalWeightKg?: number;
  /** A JPEG data URL (the cropper's output); null removes it. */
  photo?: string | null;
}

/**
 * The visitor's explicit consent to keeping their weights (health data), as `users/{uid}` holds it
 * beside the profile: the version of the text they consented with (lib/legal/versions.ts), and when.
 */
export interface HealthConsent {
  version: string;
  givenAt: Date;
}

/** A consent record as kept for evidence: one in force, or one withdrawn, with when it ended. */
export interface HealthConsentRecord extends HealthConsent {
  withdrawnAt?: Date;
}

/**
 * The fields of the profile that hold health data, which the consent to keeping weights covers: kept
 * only with it, and deleted with its withdrawal (lib/account/session.ts, lib/firebase/profile.ts,
 * firestore.rules).
 */
export const HEALTH_FIELDS = ['startWeightKg', 'goalWeightKg'] as const satisfies readonly (keyof Profile)[];

/** What `users/{uid}` holds for the visitor, live, and how far the server has it. */
export interface ProfileSnapshot {
  profile: Profile | null;
  /** What the visitor accepted (lib/account/signUp.ts), or null when they never did. */
  agreement: Agreement | null;
  /** Their consent to keeping their weights in force, or null: without it, the profile holds none. */
  healthConsent: HealthConsent | null;
  /** Every consent to keeping weights they gave, oldest first, the withdrawn ones with their end. */
  healthConsentRecords: HealthConsentRecord[];
  /** When the profile last changed, the server's time (null until a write confirmed by it). */
  updatedAt: Date | null;
  /** Whether this device holds changes the server has not confirmed yet (offline edits). */
  pending: boolean;
  /**
   * Whether one of them is the withdrawal of the consent to keeping weights: until the server has
   * it, the weights stay stored there, and a sign-out would discard it.
   */
  withdrawalUnsent: boolean;
  /** Whether this is the device's copy, the server out of reach (offline). */
  fromCache: boolean;
}
