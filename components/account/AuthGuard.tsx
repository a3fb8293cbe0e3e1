'use client';

import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useSiteRouter } from '../useSiteRouter';
import type { Account } from '@/lib/firebase/auth';
import { useUser } from './useUser';

interface Session {
  user: Account;
  /** Where to go once the visitor signs out or deletes the account on purpose (no `?next=` then). */
  leaveTo: (path: string | null) => void;
}

const SignedInSession = createContext<Session | null>(null);

/** The user the `auth` route middleware let in (inside <AuthGuard> only). */
export function useSignedInSession(): Session {
  const session = useContext(SignedInSession);
  if (!session) throw new Error('useSignedInSession is only for screens behind the auth middleware');
  return session;
}

/**
 * The `auth` route middleware (declared in lib/routes.ts): a signed-out visitor goes to the
 * sign-in page, which brings them back here afterwards (`?next=`, same-site paths only).
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
  const user = useUser();
  const router = useSiteRouter();
  const [leaving, leaveTo] = useState<string | null>(null);
  useEffect(() => {
    if (user !== null) return;
    const here = location.pathname + location.search + location.hash;
    router.replace(leaving ?? `${signInPath}?next=${encodeURIComponent(here)}`);
  }, [user, leaving, router, signInPath]);
  const session = useMemo(() => (user ? { user, leaveTo } : null), [user]);

  if (!session) {
    return (
      <p role="status" className="lead">
        {user === undefined ? texts.loading : texts.redirecting}
      </p>
    );
  }
  return <SignedInSession.Provider value={session}>{children}</SignedInSession.Provider>;
}
