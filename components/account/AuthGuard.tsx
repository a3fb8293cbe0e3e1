'use client';

import { createContext, useContext, useEffect, type ReactNode } from 'react';
import type { Session } from '@/lib/account/session';
import { useSiteRouter } from '../useSiteRouter';
import { useAccountSession } from './useAccountSession';

type AccountSession = ReturnType<typeof useAccountSession>;
/** A session with a visitor in it: signed in, or on their way out. */
type Signed = Exclude<Session, { kind: 'checking' } | { kind: 'signedOut' }>;

const SignedInSession = createContext<(AccountSession & { session: Signed }) | null>(null);

/** The session of the visitor the `auth` route middleware let in (inside <AuthGuard> only). */
export function useSignedInSession() {
  const session = useContext(SignedInSession);
  if (!session) throw new Error('useSignedInSession is only for screens behind the auth middleware');
  return session;
}

/**
 * The `auth` route middleware (declared in lib/pages/routes.ts): a signed-out visitor goes to the
 * sign-in page, which brings them back here afterwards (`?next=`, same-site paths only); one who
 * signed out or deleted the account on purpose goes where that leads.
 */
export default function AuthGuard({
  signInPath,
  texts,
  children,
}: {
  signInPath: string;
  texts: { loading: string; redirecting: string };
  children: ReactNode;
}) {
  const account = useAccountSession();
  const { session } = account;
  const router = useSiteRouter();
  const leftTo = session.kind === 'signedOut' ? (session.to ?? '') : null;
  useEffect(() => {
    if (leftTo === null) return;
    const here = location.pathname + location.search + location.hash;
    router.replace(leftTo || `${signInPath}?next=${encodeURIComponent(here)}`);
  }, [leftTo, router, signInPath]);

  // A screen's height while the session is checked: the footer waits below the fold, and the
  // screen that takes the line's place moves nothing that was in view (no layout shift).
  if (session.kind === 'checking' || session.kind === 'signedOut') {
    return (
      <p role="status" className="lead session-check">
        {session.kind === 'checking' ? texts.loading : texts.redirecting}
      </p>
    );
  }
  return <SignedInSession.Provider value={{ ...account, session }}>{children}</SignedInSession.Provider>;
}
