'use client';

import { lazy, Suspense } from 'react';
import { useTranslations } from 'next-intl';
import type { Locale } from '@/lib/i18n/locales';
import type { LegalPaths } from '@/lib/pages/built';
import { shownSession } from '@/lib/account/session';
import { useSignedInSession } from './AuthGuard';
import FormFeedback from './FormFeedback';
import { useAccountErrorText } from './useAccountErrorText';
import { useAccountScreen, type AccountPlace } from './useAccountScreen';

// The agreement step loads only for a visitor who has to accept the terms.
const AgreementStep = lazy(() => import('./AgreementStep'));
// These load beside the profile, each its own chunk, so that the screen's first load stays in its
// budget (npm run size); they are on screen at once, so they are here before the visitor could be
// offline.
const ProfileSection = lazy(() => import('./ProfileSection'));
const PhotoSection = lazy(() => import('./PhotoSection'));
const EmailVerification = lazy(() => import('./EmailVerification'));
const LoginSection = lazy(() => import('./LoginSection'));
const DataExport = lazy(() => import('./DataExport'));
const HealthDataConsent = lazy(() => import('./HealthDataConsent'));
const DeleteAccountSection = lazy(() => import('./DeleteAccountSection'));
// Shown only while a change to a legal text is announced.
const LegalChangeNotice = lazy(() => import('./LegalChangeNotice'));

/**
 * The account screen (behind the `auth` middleware), a layout of sections over the account session
 * (components/account/useAccountScreen.ts): the profile and its picture, the consent to keeping
 * weights, sign-out, the data download and deletion; or, until the current terms are accepted, only
 * the agreement step and the ways out. Its texts come from the `Account` messages that the page
 * provides (NextIntlClientProvider).
 */
export default function AccountScreen({
  languages,
  paths,
}: {
  languages: { code: Locale; name: string }[];
  paths: { signIn: string; legal: LegalPaths };
}) {
  const t = useTranslations('Account.account');
  const { session } = useSignedInSession();
  const screen = useAccountScreen(paths);
  const { said } = screen;
  const shown = shownSession(session);
  const busy = session.kind === 'leaving';
  const stored = 'stored' in shown ? shown.stored : null;
  const error = useAccountErrorText(said.failure);

  if (!stored || shown.kind === 'signedIn' || shown.kind === 'signedOut' || shown.kind === 'checking') {
    return (
      <>
        <p role="status" className="lead">
          {t('loading')}
        </p>
        <FormFeedback error={error} notice="" />
      </>
    );
  }

  const saved =
    shown.kind !== 'ready'
      ? ''
      : shown.save === 'saved'
        ? t('saved')
        : shown.save === 'savedOffline'
          ? t('savedOffline')
          : '';
  // An unsent withdrawal is named: signing out discards it, and the weights stay on the server.
  const pending =
    (shown.kind === 'ready' || shown.kind === 'agreementNeeded') && shown.warned && stored.pending
      ? stored.withdrawalUnsent
        ? t('signOutWithdrawalPending')
        : t('signOutPending')
      : '';
  /** What the screen says when its last action started `at`; `testId` names a place for the tests. */
  const feedbackAt = (at: AccountPlace, testId?: string) => (
    <FormFeedback
      error={said.at === at ? error || (at === 'signOut' ? pending : '') : ''}
      notice={said.at === at && (at === 'photo' || at === 'profile') ? saved : ''}
      testId={testId}
    />
  );

  return (
    <div className="account-screen">
      <p>{t('signedInAs', { email: session.account.email ?? '' })}</p>
      {feedbackAt('top')}
      <Suspense fallback={null}>
        <LegalChangeNotice legal={screen.legal} paths={paths.legal} acceptedTerms={stored?.agreement?.nextTerms} />
      </Suspense>

      <Suspense fallback={null}>
        <EmailVerification user={session.account} />
        <LoginSection user={session.account} />
      </Suspense>

      {shown.kind === 'ready' ? (
        <Suspense fallback={null}>
          <PhotoSection
            photo={stored.profile?.photo ?? null}
            onSave={(photo) => screen.save({ photo }, 'photo')}
            feedback={feedbackAt('photo', 'photo-status')}
          />
          <ProfileSection
            stored={stored}
            languages={languages}
            onEdit={screen.edited}
            onSave={(profile) => screen.save(profile, 'profile')}
            feedback={feedbackAt('profile', 'save-status')}
          />
          <HealthDataConsent
            consent={stored.healthConsent}
            versions={paths.legal.versions.healthConsent}
            onGive={screen.giveConsent}
            onWithdraw={screen.withdrawConsent}
          />
          {feedbackAt('consent')}
        </Suspense>
      ) : (
        <Suspense
          fallback={
            <p role="status" className="note">
              {t('loading')}
            </p>
          }
        >
          {/* A held new account (Google made it from the sign-in tab) may decline: it is deleted. */}
          <AgreementStep
            paths={paths.legal}
            reason={shown.kind === 'held' && !stored.agreement ? 'new' : 'changed'}
            onAccept={screen.acceptTerms}
            onDecline={shown.kind === 'held' ? screen.declineHeld : undefined}
          />
          {feedbackAt('agreement')}
          {/* A consent to keeping the weights stays withdrawable at any time, outdated terms or not. */}
          <HealthDataConsent
            consent={stored.healthConsent}
            versions={paths.legal.versions.healthConsent}
            onWithdraw={screen.withdrawConsent}
          />
          {feedbackAt('consent')}
        </Suspense>
      )}

      <p>
        <button type="button" className="button button-quiet" onClick={screen.signOut} disabled={busy}>
          {t('signOut')}
        </button>
      </p>
      {feedbackAt('signOut')}

      <Suspense fallback={null}>
        <DataExport stored={stored} />
        <DeleteAccountSection busy={busy} onDelete={screen.remove} />
      </Suspense>
      {feedbackAt('delete')}
    </div>
  );
}
