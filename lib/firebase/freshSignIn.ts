import 'client-only';

import {
  browserPopupRedirectResolver,
  EmailAuthProvider,
  GoogleAuthProvider,
  reauthenticateWithCredential,
  reauthenticateWithPopup,
} from 'firebase/auth';
import { AccountFailure } from '../account/errors';
import { firebase } from './app';

/**
 * Firebase deletes an account only within five minutes of a sign-in (else `auth/requires-recent-login`);
 * the deletion prompt asks for a fresh one first when the last is older (docs/design.md#leaving-nothing-behind).
 */
const FRESH_SIGN_IN_MS = 5 * 60 * 1000;

/** Whether the visitor's last sign-in, as Firebase recorded it, is recent enough for a deletion. */
export function signedInRecently(): boolean {
  const last = Date.parse(firebase().auth.currentUser?.metadata.lastSignInTime ?? '');
  return Date.now() - last < FRESH_SIGN_IN_MS;
}

/** How the visitor signs in again: with their password, or with Google when they have none. */
export function freshSignInMethod(): 'password' | 'google' {
  const providers = firebase().auth.currentUser?.providerData ?? [];
  return providers.some((provider) => provider.providerId === 'password') ? 'password' : 'google';
}

/**
 * Signs the same visitor in again: with `password`, or with Google in a popup when it is null. A
 * wrong password fails as at sign-in, and changes nothing.
 */
export async function signInAgain(password: string | null, languageCode: string): Promise<void> {
  const { auth } = firebase();
  const user = auth.currentUser;
  if (!user) throw new AccountFailure('recentLogin');
  auth.languageCode = languageCode;
  if (password === null) await reauthenticateWithPopup(user, new GoogleAuthProvider(), browserPopupRedirectResolver);
  else await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email ?? '', password));
}
