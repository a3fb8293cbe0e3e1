import { isLocale, type Locale } from '../i18n/locales';
import type { Agreement } from './signUp';

/*
 * The profile kept in `users/{uid}`, and the rules of its form. firestore.rules is generated from
 * these limits and the locale table (scripts/export/firebaseProject.ts), so the form and the
 * server agree. Weights are stored in kilograms whatever unit the visitor uses.
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

export const DISPLAY_NAME_MAX = 60;
export const WEIGHT_KG = { min: 30, max: 300 };
/** The longest photo data URL the rules accept. */
export const PHOTO_MAX_CHARS = 150_000;
const KG_PER_LB = 0.45359237;

export function toKg(value: number, unit: WeightUnit): number {
  return Math.round((unit === 'kg' ? value : value * KG_PER_LB) * 100) / 100;
}

export function fromKg(kg: number, unit: WeightUnit): number {
  return Math.round((unit === 'kg' ? kg : kg / KG_PER_LB) * 10) / 10;
}

/** The accepted range in a unit, rounded inwards so that every number in it is accepted. */
export function weightRange(unit: WeightUnit): { min: number; max: number } {
  if (unit === 'kg') return WEIGHT_KG;
  return { min: Math.ceil(WEIGHT_KG.min / KG_PER_LB), max: Math.floor(WEIGHT_KG.max / KG_PER_LB) };
}

export interface ProfileForm {
  displayName: string;
  language: string;
  unit: string;
  startWeight: string;
  goalWeight: string;
}

type ProfileFormErrors = Partial<
  Record<'displayName' | 'startWeight' | 'goalWeight', 'displayNameTooLong' | 'weightRange'>
>;

/**
 * Reads a weight as typed: with the locale's decimal separator or a dot (a weight has no thousands
 * to group, so either is unambiguous), in full-width digits too; '' is "not given".
 */
function parseWeight(text: string): number | undefined | null {
  const trimmed = text.normalize('NFKC').trim().replace(/\s/g, '').replace(',', '.');
  if (!trimmed) return undefined;
  return /^\d{1,4}(\.\d{1,2})?$/.test(trimmed) ? Number(trimmed) : null;
}

/** A weight as the form shows it: one decimal at most, with the locale's decimal separator. */
function formatWeight(value: number, locale: Locale): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 1, useGrouping: false }).format(value);
}

/** What is typed in one unit, shown in another; text that is not a weight stays as it is. */
export function convertWeightText(text: string, from: WeightUnit, to: WeightUnit, locale: Locale): string {
  const value = parseWeight(text);
  return typeof value === 'number' ? formatWeight(fromKg(toKg(value, from), to), locale) : text;
}

/** The profile a form describes, or what is wrong with it (keys of messages Account.validation). */
export function readProfileForm(form: ProfileForm): { profile: Profile; errors: ProfileFormErrors } {
  const unit: WeightUnit = form.unit === 'lb' ? 'lb' : 'kg';
  const errors: ProfileFormErrors = {};
  const profile: Profile = { unit };
  const displayName = form.displayName.trim();
  if (displayName.length > DISPLAY_NAME_MAX) errors.displayName = 'displayNameTooLong';
  else profile.displayName = displayName;
  if (isLocale(form.language)) profile.language = form.language;
  for (const [field, key] of [
    ['startWeight', 'startWeightKg'],
    ['goalWeight', 'goalWeightKg'],
  ] as const) {
    const value = parseWeight(form[field]);
    if (value === undefined) continue;
    const kg = value === null ? NaN : toKg(value, unit);
    if (!(kg >= WEIGHT_KG.min && kg <= WEIGHT_KG.max)) errors[field] = 'weightRange';
    else profile[key] = kg;
  }
  return { profile, errors };
}

/** The form showing a stored profile, its weights written the way the visitor's locale writes them. */
export function profileForm(profile: Profile | null, locale: Locale): ProfileForm {
  const unit = profile?.unit ?? 'kg';
  const weight = (kg: number | undefined) => (kg === undefined ? '' : formatWeight(fromKg(kg, unit), locale));
  return {
    displayName: profile?.displayName ?? '',
    language: profile?.language ?? locale,
    unit,
    startWeight: weight(profile?.startWeightKg),
    goalWeight: weight(profile?.goalWeightKg),
  };
}
