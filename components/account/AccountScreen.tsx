'use client';

import { lazy, Suspense, useEffect, useRef, useState, type FormEvent } from 'react';
import type { Messages } from 'next-intl';
import { authErrorKey, signOut } from '@/lib/firebase/auth';
import { deleteAccount, saveProfile, watchProfile, type ProfileSnapshot } from '@/lib/firebase/profile';
import { rememberLocale } from '@/lib/i18n/cookie';
import type { Locale } from '@/lib/i18n/locales';
import {
  PHOTO_MAX_CHARS,
  profileForm,
  readProfileForm,
  toKg,
  fromKg,
  weightRange,
  DISPLAY_NAME_MAX,
  type Profile,
  type ProfileForm,
  type WeightUnit,
} from '@/lib/profile';
import TextField from '../TextField';
import { useSignedInSession } from './AuthGuard';

// The cropper (react-image-crop and its styles) loads when the visitor opens it.
const PhotoCropDialog = lazy(() => import('./PhotoCropDialog'));

type Texts = Messages['Account']['account'];
type SaveState = 'idle' | 'saving' | 'saved' | 'savedOffline';

/** How long a write may wait for the server before the screen says it is kept on this device. */
const OFFLINE_AFTER_MS = 1500;

/**
 * The account screen (behind the `auth` middleware): the profile from `users/{uid}`, live; its
 * form, saved with a merge even offline; the profile picture; sign-out; account deletion.
 */
export default function AccountScreen({
  locale,
  languages,
  paths,
  texts,
  crop,
  validation,
  errors,
}: {
  locale: Locale;
  languages: { code: Locale; name: string }[];
  paths: { signIn: string };
  texts: Texts;
  crop: Messages['Account']['crop'];
  validation: Messages['Account']['validation'];
  errors: Messages['Account']['errors'];
}) {
  const { user, leaveTo } = useSignedInSession();
  const [snapshot, setSnapshot] = useState<ProfileSnapshot | null>(null);
  const [form, setForm] = useState<ProfileForm | null>(null);
  const [fieldErrors, setFieldErrors] = useState<ReturnType<typeof readProfileForm>['errors']>({});
  const [saveState, setSaveState] = useState<SaveState>('idle');
  const [error, setError] = useState('');
  const [cropping, setCropping] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const edited = useRef(false);
  const confirmDialog = useRef<HTMLDialogElement>(null);

  useEffect(
    () =>
      watchProfile(
        user.uid,
        (next) => {
          setSnapshot(next);
          // The form follows the stored profile until the visitor starts typing.
          if (!edited.current) setForm(profileForm(next.profile, locale));
        },
        (cause) => setError(errors[authErrorKey(cause)]),
      ),
    [user.uid, locale, errors],
  );

  useEffect(() => {
    if (confirming) confirmDialog.current?.showModal();
  }, [confirming]);

  /** Writes fields; says "saved" when the server confirms, or "saved on this device" while it has not. */
  function write(fields: Profile) {
    setError('');
    setSaveState('saving');
    const timer = setTimeout(() => setSaveState('savedOffline'), navigator.onLine ? OFFLINE_AFTER_MS : 0);
    saveProfile(user.uid, fields).then(
      () => {
        clearTimeout(timer);
        setSaveState('saved');
      },
      (cause: unknown) => {
        clearTimeout(timer);
        setSaveState('idle');
        setError(errors[authErrorKey(cause)]);
      },
    );
  }

  function update(change: Partial<ProfileForm>) {
    edited.current = true;
    setSaveState('idle');
    setForm((current) => (current ? { ...current, ...change } : current));
  }

  /** Switching units converts what is typed, so the same weight stays on screen. */
  function changeUnit(unit: WeightUnit) {
    if (!form || unit === form.unit) return;
    const convert = (text: string) => {
      const value = Number(text.trim().replace(',', '.'));
      return text.trim() && Number.isFinite(value) ? String(fromKg(toKg(value, form.unit as WeightUnit), unit)) : text;
    };
    update({ unit, startWeight: convert(form.startWeight), goalWeight: convert(form.goalWeight) });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!form) return;
    const { profile, errors: found } = readProfileForm(form);
    setFieldErrors(found);
    if (Object.keys(found).length) return;
    edited.current = false;
    if (profile.language) rememberLocale(profile.language);
    write(profile);
  }

  async function leave() {
    setBusy(true);
    leaveTo(paths.signIn);
    try {
      await signOut();
    } catch (cause) {
      leaveTo(null);
      setError(errors[authErrorKey(cause)]);
      setBusy(false);
    }
  }

  async function remove() {
    setBusy(true);
    leaveTo(`${paths.signIn}?deleted=1`);
    try {
      await deleteAccount(user, snapshot?.profile ?? null);
    } catch (cause) {
      leaveTo(null);
      setError(errors[authErrorKey(cause)]);
      setBusy(false);
      setConfirming(false);
    }
  }

  if (!snapshot || !form) {
    return (
      <>
        <p role="status" className="lead">
          {texts.loading}
        </p>
        {error && (
          <p role="alert" className="field-error">
            {error}
          </p>
        )}
      </>
    );
  }

  const unit = form.unit as WeightUnit;
  const range = weightRange(unit);
  const weightError = (field: 'startWeight' | 'goalWeight') =>
    fieldErrors[field] &&
    validation.weightRange
      .replace('{min}', String(range.min))
      .replace('{max}', String(range.max))
      .replace('{unit}', unit);
  const photo = snapshot.profile?.photo;

  return (
    <div className="account-screen">
      <p>{texts.signedInAs.replace('{email}', user.email ?? '')}</p>

      <section className="account-card" aria-labelledby="photo-title">
        <h2 id="photo-title">{texts.photoHeading}</h2>
        <div className="photo-row">
          {photo ? (
            // eslint-disable-next-line @next/next/no-img-element -- a data URL from the profile
            <img src={photo} alt={texts.photoAlt} width={128} height={128} className="profile-photo" />
          ) : (
            <p className="note">{texts.noPhoto}</p>
          )}
          <p className="actions">
            <button type="button" className="button button-quiet" onClick={() => setCropping(true)}>
              {texts.choosePhoto}
            </button>
            {photo && (
              <button type="button" className="link-button" onClick={() => write({ photo: null })}>
                {texts.removePhoto}
              </button>
            )}
          </p>
        </div>
      </section>

      <section className="account-card" aria-labelledby="profile-title">
        <h2 id="profile-title">{texts.profileHeading}</h2>
        <form onSubmit={submit} noValidate className="account-form">
          <TextField
            id="profile-name"
            label={texts.displayName}
            error={fieldErrors.displayName && validation.displayNameTooLong.replace('{max}', String(DISPLAY_NAME_MAX))}
            autoComplete="nickname"
            maxLength={DISPLAY_NAME_MAX + 20}
            value={form.displayName}
            onChange={(event) => update({ displayName: event.target.value })}
          />
          <label htmlFor="profile-language">{texts.language}</label>
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
            <legend>{texts.unit}</legend>
            {(['kg', 'lb'] as const).map((u) => (
              <label key={u}>
                <input type="radio" name="unit" value={u} checked={unit === u} onChange={() => changeUnit(u)} />{' '}
                {u === 'kg' ? texts.kilograms : texts.pounds}
              </label>
            ))}
          </fieldset>
          {(['startWeight', 'goalWeight'] as const).map((field) => (
            <TextField
              key={field}
              id={`profile-${field}`}
              label={texts[field].replace('{unit}', unit)}
              error={weightError(field)}
              inputMode="decimal"
              value={form[field]}
              onChange={(event) => update({ [field]: event.target.value })}
            />
          ))}
          <p>
            <button type="submit" className="button">
              {texts.save}
            </button>
          </p>
        </form>
      </section>

      <p role="status" className="form-status" data-testid="save-status">
        {saveState === 'saved' ? texts.saved : saveState === 'savedOffline' ? texts.savedOffline : ''}
      </p>
      <p role="alert" className="form-status field-error">
        {error}
      </p>

      <p>
        <button type="button" className="button button-quiet" onClick={leave} disabled={busy}>
          {texts.signOut}
        </button>
      </p>

      <section className="account-card danger" aria-labelledby="danger-title">
        <h2 id="danger-title">{texts.dangerHeading}</h2>
        <p>{texts.dangerText}</p>
        <button type="button" className="button danger-button" onClick={() => setConfirming(true)} disabled={busy}>
          {texts.delete}
        </button>
      </section>

      {confirming && (
        <dialog
          ref={confirmDialog}
          className="confirm-dialog"
          aria-labelledby="confirm-title"
          aria-describedby="confirm-text"
          onClose={() => setConfirming(false)}
        >
          <h2 id="confirm-title">{texts.confirmTitle}</h2>
          <p id="confirm-text">{texts.confirmText}</p>
          <div className="crop-actions">
            <button type="button" className="button button-quiet" onClick={() => setConfirming(false)} autoFocus>
              {texts.cancel}
            </button>
            <button type="button" className="button danger-button" onClick={remove} disabled={busy}>
              {texts.confirmDelete}
            </button>
          </div>
        </dialog>
      )}

      {cropping && (
        <Suspense
          fallback={
            <p role="status" className="note">
              {crop.loading}
            </p>
          }
        >
          <PhotoCropDialog
            texts={crop}
            output={{ maxChars: PHOTO_MAX_CHARS }}
            onClose={() => setCropping(false)}
            onSave={(dataUrl) => {
              setCropping(false);
              write({ photo: dataUrl });
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
