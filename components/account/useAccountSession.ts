'use client';

import { useEffect, useReducer } from 'react';
import { initialSession, sessionReducer } from '@/lib/account/session';
import { watchUser } from '@/lib/firebase/user';
import { heldNewAccount } from '@/lib/firebase/newAccountHold';

/**
 * The visitor's account session (lib/account/session.ts), as the sign-in service reports it
 * (docs/design.md#the-account-session): the sign-in screen and the account screen's guard each hold
 * one, and their actions move it (components/account/useSignIn.ts, useAccountScreen.ts).
 */
export function useAccountSession() {
  const [session, dispatch] = useReducer(sessionReducer, initialSession);

  useEffect(
    () => watchUser((account) => dispatch({ type: 'user', account, held: heldNewAccount() === account?.uid })),
    [],
  );

  return { session, dispatch };
}
