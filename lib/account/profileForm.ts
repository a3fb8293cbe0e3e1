/*
 * The rules of the profile's form: the limits firestore.rules is generated from too
 * (scripts/export/firestoreRules.ts), weights in either unit, and the form read back into a profile.
 * Apart from lib/account/profile.ts, which the account screen's first load reads, because only the
 * profile's sections, loaded later, need them.
 */
import { isLocale, type Locale } from '../i18n/locales';
import type { Profile, WeightUnit } from './profile';

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
