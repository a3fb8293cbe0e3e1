'use client';

import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { useRouter } from 'next/navigation';
import type { User } from '@/lib/firebase/auth';
import { useUser } from './useUser';

const SignedInUser = createContext<User | null>(null);

/** The user the `auth` route middleware let in (inside <AuthGuard> only). */
export function useSignedInUser(): User {
  const user = useContext(SignedInUser);
  if (!user) throw new Error('useSignedInUser is only for screens behind the auth middleware');
  return user;
}

/**
 * The `auth` route middleware (lib/delivery/routeMiddleware.ts): a signed-out visitor goes to the
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
  const router = useRouter();
  useEffect(() => {
    if (user !== null) return;
    const here = location.pathname + location.search + location.hash;
    router.replace(`${signInPath}?next=${encodeURIComponent(here)}`);
  }, [user, router, signInPath]);

  if (!user) {
    return (
      <p role="status" className="lead">
        {user === undefined ? texts.loading : texts.redirecting}
      </p>
    );
  }
  return <SignedInUser.Provider value={user}>{children}</SignedInUser.Provider>;
}
