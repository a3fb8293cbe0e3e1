import 'client-only';

import { onIdTokenChanged, type User } from 'firebase/auth';
import type { Account } from '../account/session';
import { firebase } from './app';

/*
 * The signed-in user, apart from signing in (lib/firebase/auth.ts): the account screen follows the
 * user without loading the sign-in code, Google's popup among it.
 */

/** Firebase's user as the rest of the site sees it: its own `User` stays inside lib/firebase/. */
export function accountOf(user: User): Account;
export function accountOf(user: User | null | undefined): Account | null;
export function accountOf(user: User | null | undefined): Account | null {
  return user ? { uid: user.uid, email: user.email, emailVerified: user.emailVerified } : null;
}

/**
 * Calls back with the signed-in account, or null, now and on every change: sign-in, sign-out, and
 * a new ID token, which is how a confirmed email address shows (`checkEmailVerified`). Returns the
 * unsubscribe.
 */
export function watchUser(callback: (account: Account | null) => void): () => void {
  return onIdTokenChanged(firebase().auth, (user) => callback(accountOf(user)));
}
