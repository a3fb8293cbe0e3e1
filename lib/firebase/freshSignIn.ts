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
import { FRESH_SIGN_IN_SECONDS } from './siteData';

/**
 * Firebase deletes an account only within five minutes of a sign-in (else `auth/requires-recent-login`);
 * the deletion prompt asks for a fresh one first when the last is older (docs/design.md#leaving-nothing-behind).
 */
const FRESH_SIGN_IN_MS = FRESH_SIGN_IN_SECONDS * 1000;

/**
 * Whether the deletion prompt asks the visitor to sign in again before anything is deleted: where the
 * functions run, when the last sign-in, as Firebase recorded it, is too old for a deletion; without
 * them, always, whatever this device's clock says, so that Firebase cannot refuse the account's
 * deletion after the browser deleted the profile (lib/firebase/profile.ts `deleteAccount`).
 */
export function needsFreshSignIn(): boolean {
  // The build's switch, inlined as a literal (lib/firebase/functions.ts): one way is left in the bundle.
  if (process.env.FIREBASE_FUNCTIONS !== 'on') return true;
  const last = Date.parse(firebase().auth.currentUser?.metadata.lastSignInTime ?? '');
  return !(Date.now() - last < FRESH_SIGN_IN_MS);
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
