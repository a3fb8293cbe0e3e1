'use client';

import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import type { LegalPaths } from '@/lib/pages/built';
import { sitePathOr } from '@/lib/url';
import Link from '../SiteLink';
import { useSiteRouter } from '../useSiteRouter';
import HeldAccountStep from './HeldAccountStep';
import type { Mode } from './ModeSwitch';
import SignInCard, { type SignInPlace, type TopNotice } from './SignInCard';
import { useAccountAction } from './useAccountAction';
import { useAccountSession } from './useAccountSession';
import { useSignIn } from './useSignIn';

/** What the visitor arrives with: where to go afterwards (a path of this site), the tab, a notice. */
function arrivalOf(search: string, accountPath: string) {
  const params = new URLSearchParams(search);
  return {
    next: params.has('next') ? sitePathOr(params.get('next'), accountPath) : null,
    mode: (params.get('mode') === 'sign-up' ? 'signUp' : 'signIn') as Mode,
    notice: (params.has('deleted') ? 'deleted' : params.has('declined') ? 'declined' : null) as TopNotice | null,
  };
}

/**
 * Sign in, or create an account, with email and password or Google (components/account/SignInCard.tsx).
 * An account that Google creates from the sign-in tab stops at the agreement step, and is deleted if
 * the visitor declines or leaves. Afterwards the visitor goes where `?next=` says or to their account.
 */
export default function SignInScreen({ accountPath, legalPaths }: { accountPath: string; legalPaths: LegalPaths }) {
  const t = useTranslations('Account.signIn');
  const router = useSiteRouter();
  const { session, dispatch } = useAccountSession();
  const actions = useSignIn(dispatch);
  const { finishRedirect } = actions;
  const action = useAccountAction<{ resetSent: string }, SignInPlace>();
  const { run, pending } = action;
  // Where to go once signed in: `?next=`, or the account once an action here signed the visitor in.
  const [next, setNext] = useState<string | null>(null);
  const [mode, setMode] = useState<Mode>('signIn');
  // What the top of the card says that no button caused: an account deleted, a step declined.
  const [notice, setNotice] = useState<TopNotice | null>(null);
  const goOn = (signedIn: boolean) => signedIn && setNext((current) => current ?? accountPath);

  useEffect(() => {
    const arrival = arrivalOf(location.search, accountPath);
    // Read once from the address, after hydration: the prerendered page cannot know it.
    /* eslint-disable react-hooks/set-state-in-effect */
    setNext(arrival.next);
    setMode(arrival.mode);
    setNotice(arrival.notice);
    /* eslint-enable react-hooks/set-state-in-effect */
    // Back from Google's sign-in page (when the popup was blocked): finish, or say what went wrong.
    run(async () => {
      if (await finishRedirect()) setNext((current) => current ?? accountPath);
    }, 'top');
  }, [accountPath, finishRedirect, run]);

  // Signed in, by this screen or already: on to where the visitor was going.
  useEffect(() => {
    if (session.kind === 'signedIn' && next && !pending) router.replace(next);
  }, [session.kind, next, pending, router]);

  if (session.kind === 'held') {
    const { uid } = session.account;
    return (
      <HeldAccountStep
        uid={uid}
        paths={legalPaths}
        onAccept={async () => {
          if (await actions.acceptHeld(uid)) goOn(true);
          else setNotice('declined');
        }}
        onDecline={async () => {
          await actions.declineHeld(uid);
          setNotice('declined');
        }}
      />
    );
  }
  if (session.kind === 'checking' || session.kind === 'leaving') {
    return (
      <p role="status" className="lead">
        {t('checking')}
      </p>
    );
  }
  if (session.kind !== 'signedOut' && !next && !pending) {
    return (
      <div className="account-card">
        <p>{t('signedInAs', { email: session.account.email ?? '' })}</p>
        <p>
          <Link className="button" href={accountPath}>
            {t('toAccount')}
          </Link>
        </p>
      </div>
    );
  }
  return (
    <SignInCard
      mode={mode}
      onMode={setMode}
      notice={notice}
      action={action}
      actions={actions}
      accountPath={accountPath}
      legalPaths={legalPaths}
      onSignedIn={goOn}
    />
  );
}
