'use client';

import { lazy, Suspense, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import type { Locale } from '@/lib/i18n/locales';
import { authErrorKey, discardNewAccount, heldNewAccount, releaseNewAccount } from '@/lib/firebase/auth';
import { deleteAccount, giveHealthConsent, recordAgreement, withdrawHealthConsent } from '@/lib/firebase/profile';
import { forgetVisitor, signOut } from '@/lib/firebase/signOut';
import type { LegalPaths } from '@/lib/builtPages';
import { rememberLocale } from '@/lib/i18n/cookie';
import type { Profile } from '@/lib/account/profile';
import { isCurrentAgreement } from '@/lib/account/signUp';
import { useSignedInSession } from './AuthGuard';
import type { DeletionOutcome } from './DeleteAccountSection';
import FormFeedback from './FormFeedback';
import { useAccountErrorText } from './useAccountErrorText';
import { useProfile } from './useProfile';

// The agreement step loads only for a visitor who has to accept the terms again.
const AgreementStep = lazy(() => import('./AgreementStep'));
// These load beside the profile, each its own chunk, so that the screen's first load stays in its
// budget (npm run size); they are on screen at once, so they are here before the visitor could be
// offline.
const ProfileForm = lazy(() => import('./ProfileForm'));
const PhotoSection = lazy(() => import('./PhotoSection'));
const EmailVerification = lazy(() => import('./EmailVerification'));
const DataExport = lazy(() => import('./DataExport'));
const HealthDataConsent = lazy(() => import('./HealthDataConsent'));
const DeleteAccountSection = lazy(() => import('./DeleteAccountSection'));

/**
 * Where the screen's last action started: what it says, or what went wrong, shows there, next to
 * the button that caused it. `top` is for what no button caused (the profile failing to load).
 */
type Place = 'top' | 'photo' | 'profile' | 'consent' | 'agreement' | 'signOut' | 'delete';

/**
 * The account screen (behind the `auth` middleware): the profile from `users/{uid}`, live; its
 * form, saved with a merge even offline; the profile picture; sign-out; account deletion. Its
 * texts come from the `Account` messages that the page provides (NextIntlClientProvider).
 */
export default function AccountScreen({
  languages,
  paths,
}: {
  languages: { code: Locale; name: string }[];
  paths: { signIn: string; legal: LegalPaths };
}) {
  const t = useTranslations('Account.account');
  const locale = useLocale();
  const errorText = useAccountErrorText();
  const { user, leaveTo } = useSignedInSession();
  const { snapshot, saveState, setSaveState, write, failure, setFailure } = useProfile(user.uid);
  // Kept as the cause, written here at each render (useProfile).
  const error = failure ? errorText(failure.cause) : '';
  const [place, setPlace] = useState<Place>('top');
  const [busy, setBusy] = useState(false);
  // Sign-out clears this device, changes the server has not had yet too: the first press after a
  // change says so.
  const [pendingWarned, setPendingWarned] = useState(false);

  function save(fields: Profile, at: 'photo' | 'profile') {
    setPlace(at);
    setPendingWarned(false);
    write(fields);
  }

  /** A failure of an action started at `at`, said there. */
  const failedAt = (at: Place) => (cause: unknown) => {
    setPlace(at);
    setFailure({ cause });
  };

  async function leave() {
    setPlace('signOut');
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
      failedAt('signOut')(cause);
      setBusy(false);
    }
  }

  /**
   * Deletes the account, and says how it went: on a refusal for want of a recent sign-in the prompt
   * asks for one; on another failure the screen stays, with the error.
   */
  async function remove(): Promise<DeletionOutcome> {
    setPlace('delete');
    setBusy(true);
    leaveTo(`${paths.signIn}?deleted=1`);
    try {
      await deleteAccount(user, snapshot);
      return 'deleted';
    } catch (cause) {
      leaveTo(null);
      setBusy(false);
      if (authErrorKey(cause) === 'recentLogin') return 'signInAgain';
      failedAt('delete')(cause);
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

  // Without an acceptance of the current terms, the profile is neither shown nor changed: only the
  // step, and the way out (sign-out, deletion). A held new account (lib/firebase/auth.ts) may decline.
  const agreed = isCurrentAgreement(snapshot.agreement);
  const held = !agreed && heldNewAccount() === user.uid;
  const withdrawWeights = () => withdrawHealthConsent(user.uid).catch(failedAt('consent'));
  const saved = saveState === 'saved' ? t('saved') : saveState === 'savedOffline' ? t('savedOffline') : '';
  const pending = pendingWarned && snapshot.pending ? t('signOutPending') : '';
  /** The screen's message when its last action started `at`; `testId` names a place for the tests. */
  const feedbackAt = (at: Place, testId?: string) => (
    <FormFeedback
      error={place === at ? error || (at === 'signOut' ? pending : '') : ''}
      notice={place === at && (at === 'photo' || at === 'profile') ? saved : ''}
      testId={testId}
    />
  );

  return (
    <div className="account-screen">
      <p>{t('signedInAs', { email: user.email ?? '' })}</p>
      {feedbackAt('top')}

      <Suspense fallback={null}>
        <EmailVerification user={user} />
      </Suspense>

      {agreed ? (
        <>
          <Suspense fallback={null}>
            <PhotoSection
              photo={snapshot.profile?.photo ?? null}
              onSave={(photo) => save({ photo }, 'photo')}
              feedback={feedbackAt('photo', 'photo-status')}
            />
          </Suspense>

          <section className="account-card" aria-labelledby="profile-title">
            <h2 id="profile-title">{t('profileHeading')}</h2>
            <Suspense fallback={null}>
              <ProfileForm
                withWeights={Boolean(snapshot.healthConsent)}
                profile={snapshot.profile}
                languages={languages}
                onEdit={() => setSaveState('idle')}
                onSave={(profile) => {
                  if (profile.language) rememberLocale(profile.language);
                  save(profile, 'profile');
                }}
              />
            </Suspense>
            {feedbackAt('profile', 'save-status')}
          </section>

          <Suspense fallback={null}>
            <HealthDataConsent
              consent={snapshot.healthConsent}
              onGive={() => giveHealthConsent(user.uid).catch(failedAt('consent'))}
              onWithdraw={withdrawWeights}
            />
          </Suspense>
          {feedbackAt('consent')}
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
            paths={paths.legal}
            reason={snapshot.agreement || !held ? 'changed' : 'new'}
            onAccept={async () => {
              // Shown at once from the cache; the server confirms in the background.
              recordAgreement(user.uid, locale).catch(failedAt('agreement'));
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
          {feedbackAt('agreement')}
          <HealthDataConsent consent={snapshot.healthConsent} onWithdraw={withdrawWeights} />
          {feedbackAt('consent')}
        </Suspense>
      )}

      <p>
        <button type="button" className="button button-quiet" onClick={leave} disabled={busy}>
          {t('signOut')}
        </button>
      </p>
      {feedbackAt('signOut')}

      <Suspense fallback={null}>
        <DataExport stored={snapshot} />
      </Suspense>

      <Suspense fallback={null}>
        <DeleteAccountSection busy={busy} onDelete={remove} />
      </Suspense>
      {feedbackAt('delete')}
    </div>
  );
}
