'use client';

import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { authErrorKey, signOut } from '@/lib/firebase/auth';
import { deleteAccount, saveProfile, watchProfile, type ProfileSnapshot } from '@/lib/firebase/profile';
import { rememberLocale } from '@/lib/i18n/cookie';
import type { Locale } from '@/lib/i18n/locales';
import { PHOTO_MAX_CHARS, type Profile } from '@/lib/profile';
import { useSignedInSession } from './AuthGuard';
import ProfileForm from './ProfileForm';

// The cropper (react-image-crop and its styles) loads when the visitor opens it.
const PhotoCropDialog = lazy(() => import('./PhotoCropDialog'));

type SaveState = 'idle' | 'saving' | 'saved' | 'savedOffline';

/** How long a write may wait for the server before the screen says it is kept on this device. */
const OFFLINE_AFTER_MS = 1500;

/**
 * The account screen (behind the `auth` middleware): the profile from `users/{uid}`, live; its
 * form, saved with a merge even offline; the profile picture; sign-out; account deletion. Its
 * texts come from the `Account` messages that the page provides (NextIntlClientProvider).
 */
export default function AccountScreen({
  locale,
  languages,
  paths,
}: {
  locale: Locale;
  languages: { code: Locale; name: string }[];
  paths: { signIn: string };
}) {
  const t = useTranslations('Account.account');
  const errors = useTranslations('Account.errors');
  const cropTexts = useTranslations('Account.crop');
  const { user, leaveTo } = useSignedInSession();
  const [snapshot, setSnapshot] = useState<ProfileSnapshot | null>(null);
  const [saveState, setSaveState] = useState<SaveState>('idle');
  const [error, setError] = useState('');
  const [cropping, setCropping] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirmDialog = useRef<HTMLDialogElement>(null);

  useEffect(
    () => watchProfile(user.uid, setSnapshot, (cause) => setError(errors(authErrorKey(cause)))),
    [user.uid, errors],
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
        setError(errors(authErrorKey(cause)));
      },
    );
  }

  async function leave() {
    setBusy(true);
    leaveTo(paths.signIn);
    try {
      await signOut();
    } catch (cause) {
      leaveTo(null);
      setError(errors(authErrorKey(cause)));
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
      setError(errors(authErrorKey(cause)));
      setBusy(false);
      setConfirming(false);
    }
  }

  if (!snapshot) {
    return (
      <>
        <p role="status" className="lead">
          {t('loading')}
        </p>
        {error && (
          <p role="alert" className="field-error">
            {error}
          </p>
        )}
      </>
    );
  }

  const photo = snapshot.profile?.photo;

  return (
    <div className="account-screen">
      <p>{t('signedInAs', { email: user.email ?? '' })}</p>

      <section className="account-card" aria-labelledby="photo-title">
        <h2 id="photo-title">{t('photoHeading')}</h2>
        <div className="photo-row">
          {photo ? (
            // eslint-disable-next-line @next/next/no-img-element -- a data URL from the profile
            <img src={photo} alt={t('photoAlt')} width={128} height={128} className="profile-photo" />
          ) : (
            <p className="note">{t('noPhoto')}</p>
          )}
          <p className="actions">
            <button type="button" className="button button-quiet" onClick={() => setCropping(true)}>
              {t('choosePhoto')}
            </button>
            {photo && (
              <button type="button" className="link-button" onClick={() => write({ photo: null })}>
                {t('removePhoto')}
              </button>
            )}
          </p>
        </div>
      </section>

      <section className="account-card" aria-labelledby="profile-title">
        <h2 id="profile-title">{t('profileHeading')}</h2>
        <ProfileForm
          profile={snapshot.profile}
          locale={locale}
          languages={languages}
          onEdit={() => setSaveState('idle')}
          onSave={(profile) => {
            if (profile.language) rememberLocale(profile.language);
            write(profile);
          }}
        />
      </section>

      <p role="status" className="form-status" data-testid="save-status">
        {saveState === 'saved' ? t('saved') : saveState === 'savedOffline' ? t('savedOffline') : ''}
      </p>
      <p role="alert" className="form-status field-error">
        {error}
      </p>

      <p>
        <button type="button" className="button button-quiet" onClick={leave} disabled={busy}>
          {t('signOut')}
        </button>
      </p>

      <section className="account-card danger" aria-labelledby="danger-title">
        <h2 id="danger-title">{t('dangerHeading')}</h2>
        <p>{t('dangerText')}</p>
        <button type="button" className="button danger-button" onClick={() => setConfirming(true)} disabled={busy}>
          {t('delete')}
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
          <h2 id="confirm-title">{t('confirmTitle')}</h2>
          <p id="confirm-text">{t('confirmText')}</p>
          <div className="crop-actions">
            <button type="button" className="button button-quiet" onClick={() => setConfirming(false)} autoFocus>
              {t('cancel')}
            </button>
            <button type="button" className="button danger-button" onClick={remove} disabled={busy}>
              {t('confirmDelete')}
            </button>
          </div>
        </dialog>
      )}

      {cropping && (
        <Suspense
          fallback={
            <p role="status" className="note">
              {cropTexts('loading')}
            </p>
          }
        >
          <PhotoCropDialog
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
