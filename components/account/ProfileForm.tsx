'use client';

import { useState, type FormEvent, type ReactNode } from 'react';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import type { Locale } from '@/lib/i18n/locales';
import type { Profile, WeightUnit } from '@/lib/account/profile';
import {
  convertWeightText,
  DISPLAY_NAME_MAX,
  profileForm,
  readProfileForm,
  weightRange,
  type ProfileForm as FormValues,
} from '@/lib/account/profileForm';
import TextField from '../TextField';

/**
 * The profile's form on the account screen: display name, language, unit and, with the visitor's
 * consent to keeping them, weights, written and read the way the visitor's locale writes numbers
 * ("72,5" in German). It shows the stored profile
 * until the visitor starts typing; `onSave` gets what the form describes once it is valid.
 */
export default function ProfileForm({
  withWeights,
  profile,
  languages,
  onEdit,
  onSave,
  children,
}: {
  /** Whether the visitor consented to keeping their weights (components/account/HealthDataConsent.tsx). */
  withWeights: boolean;
  profile: Profile | null;
  languages: { code: Locale; name: string }[];
  onEdit: () => void;
  onSave: (profile: Profile) => void;
  /**
   * The consent to keeping weights, right above their fields: given, they appear under it, where the
   * visitor pressed its button (components/account/ProfileSection.tsx).
   */
  children?: ReactNode;
}) {
  const t = useTranslations('Account.account');
  const locale = useLocale();
  const validation = useTranslations('Account.validation');
  const format = useFormatter();
  const [shown, setShown] = useState(profile);
  const [edited, setEdited] = useState(false);
  const [form, setForm] = useState<FormValues>(() => profileForm(profile, locale));
  const [errors, setErrors] = useState<ReturnType<typeof readProfileForm>['errors']>({});
  // The form follows the stored profile (a live snapshot) until the visitor starts typing.
  if (profile !== shown && !edited) {
    setShown(profile);
    setForm(profileForm(profile, locale));
  }

  function update(change: Partial<FormValues>) {
    setEdited(true);
    onEdit();
    setForm((current) => ({ ...current, ...change }));
  }

  /** Switching units converts what is typed, so the same weight stays on screen. */
  function changeUnit(unit: WeightUnit) {
    if (unit === form.unit) return;
    const convert = (text: string) => convertWeightText(text, form.unit as WeightUnit, unit, locale);
    update({ unit, startWeight: convert(form.startWeight), goalWeight: convert(form.goalWeight) });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const { profile: read, errors: found } = readProfileForm(form);
    setErrors(found);
    if (Object.keys(found).length) return;
    setEdited(false);
    onSave(read);
  }

  const unit = form.unit as WeightUnit;
  const range = weightRange(unit);
  const weightError = (field: 'startWeight' | 'goalWeight') =>
    errors[field] && validation('weightRange', { min: format.number(range.min), max: format.number(range.max), unit });

  return (
    <form onSubmit={submit} noValidate className="account-form">
      <TextField
        id="profile-name"
        label={t('displayName')}
        error={errors.displayName && validation('displayNameTooLong', { max: format.number(DISPLAY_NAME_MAX) })}
        autoComplete="nickname"
        maxLength={DISPLAY_NAME_MAX + 20}
        value={form.displayName}
        onChange={(event) => update({ displayName: event.target.value })}
      />
      <label htmlFor="profile-language">{t('language')}</label>
      <select
        id="profile-language"
        value={form.language}
        onChange={(event) => update({ language: event.target.value })}
      >
        {languages.map((l) => (
          <option key={l.code} value={l.code} lang={l.code}>
            {l.name}
          </option>
        ))}
      </select>
      <fieldset className="unit-choice">
        <legend>{t('unit')}</legend>
        {(['kg', 'lb'] as const).map((u) => (
          <label key={u}>
            <input type="radio" name="unit" value={u} checked={unit === u} onChange={() => changeUnit(u)} />{' '}
            {u === 'kg' ? t('kilograms') : t('pounds')}
          </label>
        ))}
      </fieldset>
      {children}
      {(withWeights ? (['startWeight', 'goalWeight'] as const) : []).map((field) => (
        <TextField
          key={field}
          id={`profile-${field}`}
          label={t(field, { unit })}
          error={weightError(field)}
          inputMode="decimal"
          value={form[field]}
          onChange={(event) => update({ [field]: event.target.value })}
        />
      ))}
      <p>
        <button type="submit" className="button">
          {t('save')}
        </button>
      </p>
    </form>
  );
}
