'use client';

import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import type { Locale } from '@/lib/i18n/locales';
import type { LegalPaths } from '@/lib/pages/built';
import { keptShape, placeholderOf } from '@/lib/account/profileShape';
import { shownSession } from '@/lib/account/session';
import { profileStore } from '@/lib/firebase/profileStore';
import { useSignedInSession } from './AuthGuard';
import DataExport from './DataExport';
import DeleteAccountSection from './DeleteAccountSection';
import EmailVerification from './EmailVerification';
import FormFeedback from './FormFeedback';
import HealthDataConsent from './HealthDataConsent';
import LoginSection from './LoginSection';
import PhotoSection from './PhotoSection';
import ProfileSection from './ProfileSection';
import { useAccountErrorText } from './useAccountErrorText';
import { useAccountScreen, type AccountPlace } from './useAccountScreen';

// Firestore is requested as the screen's code runs, in parallel with Auth, from a chunk of its own;
// the screen paints without it (docs/design.md#firestore-later).
if (typeof window !== 'undefined') profileStore().catch(() => {});

// The agreement step loads only for a visitor who has to accept the terms.
const AgreementStep = lazy(() => import('./AgreementStep'));
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
  // Until Firestore has read the profile, its cards are drawn from a placeholder of the size they
  // will have: a new visitor's, or the shape this device kept of the profile (lib/account/profileShape.ts).
  const [placeholder] = useState(() => placeholderOf(keptShape(session.account.uid)));
  const drawn = stored ?? placeholder;
  const error = useAccountErrorText(said.failure);

  if (shown.kind === 'signedOut' || shown.kind === 'checking') {
    return (
      <>
        <p role="status" className="lead">
          {t('loading')}
        </p>
        <FormFeedback error={error} notice="" />
      </>
    );
  }

  // Until Firestore has read the profile, its cards stand in place, inert: the rest needs only Auth.
  const reading = !stored;
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
    (shown.kind === 'ready' || shown.kind === 'agreementNeeded') && shown.warned && shown.stored.pending
      ? shown.stored.withdrawalUnsent
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

      <EmailVerification user={session.account} />
      <LoginSection user={session.account} />

      {!stored || shown.kind === 'ready' ? (
        <ProfileCards reading={reading}>
          <PhotoSection
            photo={drawn.profile?.photo ?? null}
            onSave={(photo) => screen.save({ photo }, 'photo')}
            feedback={feedbackAt('photo', 'photo-status')}
          />
          <ProfileSection
            stored={drawn}
            languages={languages}
            onEdit={screen.edited}
            onSave={(profile) => screen.save(profile, 'profile')}
            feedback={feedbackAt('profile', 'save-status')}
          >
            {/* In the profile's form, where the weights go: given, their fields appear right here. */}
            <HealthDataConsent
              consent={drawn.healthConsent}
              versions={paths.legal.versions.healthConsent}
              onGive={screen.giveConsent}
              onWithdraw={screen.withdrawConsent}
              inForm
            />
            {feedbackAt('consent')}
          </ProfileSection>
        </ProfileCards>
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

      <ProfileCards reading={reading}>
        <DataExport stored={drawn} />
      </ProfileCards>
      <DeleteAccountSection busy={busy} onDelete={screen.remove} />
      {feedbackAt('delete')}
    </div>
  );
}

/** Cards drawn from the profile: while it is being read, they stand in place, inert and busy. */
function ProfileCards({ reading, children }: { reading: boolean; children: ReactNode }) {
  return (
    <div className="profile-cards" inert={reading} aria-busy={reading}>
      {children}
    </div>
  );
}
