'use client';

import { lazy, Suspense, useState } from 'react';
import { useTranslations } from 'next-intl';
import { authErrorKey, discardNewAccount, heldNewAccount, releaseNewAccount } from '@/lib/firebase/auth';
import { deleteAccount, giveHealthConsent, recordAgreement, withdrawHealthConsent } from '@/lib/firebase/profile';
import { forgetVisitor, signOut } from '@/lib/firebase/signOut';
import type { LegalPaths } from '@/lib/builtPages';
import { rememberLocale } from '@/lib/i18n/cookie';
import type { Locale } from '@/lib/i18n/locales';
import { PHOTO_MAX_CHARS, type Profile } from '@/lib/profile';
import { isCurrentAgreement } from '@/lib/signUp';
import { useSignedInSession } from './AuthGuard';
import type { DeletionOutcome } from './DeleteAccountSection';
import { useAccountErrorText } from './useAccountErrorText';
import { useProfile } from './useProfile';

// The cropper (react-image-crop and its styles) loads when the visitor opens it.
const PhotoCropDialog = lazy(() => import('./PhotoCropDialog'));
// The agreement step loads only for a visitor who has to accept the terms again.
const AgreementStep = lazy(() => import('./AgreementStep'));
// These load beside the profile, each its own chunk, so that the screen's first load stays in its
// budget (npm run size); they are on screen at once, so they are here before the visitor could be
// offline.
const ProfileForm = lazy(() => import('./ProfileForm'));
const EmailVerification = lazy(() => import('./EmailVerification'));
const DataExport = lazy(() => import('./DataExport'));
const HealthDataConsent = lazy(() => import('./HealthDataConsent'));
const DeleteAccountSection = lazy(() => import('./DeleteAccountSection'));

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
  paths: { signIn: string; legal: LegalPaths };
}) {
  const t = useTranslations('Account.account');
  const cropTexts = useTranslations('Account.crop');
  const errorText = useAccountErrorText();
  const { user, leaveTo } = useSignedInSession();
  const { snapshot, saveState, setSaveState, write, error, setError } = useProfile(user.uid);
  const [cropping, setCropping] = useState(false);
  const [busy, setBusy] = useState(false);
  // Sign-out clears this device, changes the server has not had yet too: the first press after a
  // change says so.
  const [pendingWarned, setPendingWarned] = useState(false);

  function save(fields: Profile) {
    setPendingWarned(false);
    write(fields);
  }

  async function leave() {
    if (snapshot?.pending && !pendingWarned) {
      setPendingWarned(true);
      return;
    }
    setBusy(true);
    leaveTo(paths.signIn);
    try {
      await signOut();
    } catch (cause) {
      leaveTo(null);
      setError(errorText(cause));
      setBusy(false);
    }
  }

  /**
   * Deletes the account, and says how it went: on a refusal for want of a recent sign-in the prompt
   * asks for one; on another failure the screen stays, with the error.
   */
  async function remove(): Promise<DeletionOutcome> {
    setBusy(true);
    leaveTo(`${paths.signIn}?deleted=1`);
    try {
      await deleteAccount(user, snapshot);
      return 'deleted';
    } catch (cause) {
      leaveTo(null);
      setBusy(false);
      if (authErrorKey(cause) === 'recentLogin') return 'signInAgain';
      setError(errorText(cause));
      return 'failed';
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
  // Without an acceptance of the current terms, the profile is neither shown nor changed: only the
  // step, and the way out (sign-out, deletion). A held new account (lib/firebase/auth.ts) may decline.
  const agreed = isCurrentAgreement(snapshot.agreement);
  const held = !agreed && heldNewAccount() === user.uid;
  const withdrawWeights = () => withdrawHealthConsent(user.uid).catch((cause: unknown) => setError(errorText(cause)));

  return (
    <div className="account-screen">
      <p>{t('signedInAs', { email: user.email ?? '' })}</p>

      <Suspense fallback={null}>
        <EmailVerification user={user} locale={locale} />
      </Suspense>

      {agreed ? (
        <>
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
                  <button type="button" className="link-button" onClick={() => save({ photo: null })}>
                    {t('removePhoto')}
                  </button>
                )}
              </p>
            </div>
          </section>

          <section className="account-card" aria-labelledby="profile-title">
            <h2 id="profile-title">{t('profileHeading')}</h2>
            <Suspense fallback={null}>
              <ProfileForm
                withWeights={Boolean(snapshot.healthConsent)}
                profile={snapshot.profile}
                locale={locale}
                languages={languages}
                onEdit={() => setSaveState('idle')}
                onSave={(profile) => {
                  if (profile.language) rememberLocale(profile.language);
                  save(profile);
                }}
              />
            </Suspense>
          </section>

          <Suspense fallback={null}>
            <HealthDataConsent
              consent={snapshot.healthConsent}
              onGive={() => giveHealthConsent(user.uid).catch((cause: unknown) => setError(errorText(cause)))}
              onWithdraw={withdrawWeights}
            />
          </Suspense>
        </>
      ) : (
        <Suspense
          fallback={
            <p role="status" className="note">
              {t('loading')}
            </p>
          }
        >
          <AgreementStep
            locale={locale}
            paths={paths.legal}
            reason={snapshot.agreement || !held ? 'changed' : 'new'}
            onAccept={async () => {
              // Shown at once from the cache; the server confirms in the background.
              recordAgreement(user.uid, locale).catch((cause: unknown) => setError(errorText(cause)));
              releaseNewAccount();
            }}
            onDecline={
              held
                ? async () => {
                    leaveTo(`${paths.signIn}?declined=1`);
                    await discardNewAccount(user.uid);
                    await forgetVisitor();
                  }
                : undefined
            }
          />
          {/* A consent to keeping the weights stays withdrawable at any time, outdated terms or not. */}
          <HealthDataConsent consent={snapshot.healthConsent} onWithdraw={withdrawWeights} />
        </Suspense>
      )}

      <p role="status" className="form-status" data-testid="save-status">
        {saveState === 'saved' ? t('saved') : saveState === 'savedOffline' ? t('savedOffline') : ''}
      </p>
      <p role="alert" className="form-status field-error">
        {error || (pendingWarned && snapshot.pending ? t('signOutPending') : '')}
      </p>

      <p>
        <button type="button" className="button button-quiet" onClick={leave} disabled={busy}>
          {t('signOut')}
        </button>
      </p>

      <Suspense fallback={null}>
        <DataExport stored={snapshot} />
      </Suspense>

      <Suspense fallback={null}>
        <DeleteAccountSection busy={busy} locale={locale} onDelete={remove} />
      </Suspense>

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
              save({ photo: dataUrl });
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
