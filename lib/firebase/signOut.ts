import 'client-only';

import { signOut as firebaseSignOut } from 'firebase/auth';
import { forgetKeptState } from '../buildWatch/keptState';
import { firebase } from './app';
import { firestoreCache } from './later';
import { releaseNewAccount } from './newAccountHold';
import { rememberSession } from './session';

/**
 * Signs the visitor out, leaving nothing about them on this device
 * (docs/design.md#leaving-nothing-behind). Firebase's sign-out removes Auth's record from
 * IndexedDB, and the other open tabs follow it; `forgetVisitor` removes the rest.
 */
export async function signOut(): Promise<void> {
  // Firestore's code first: should its chunk fail to load, the visitor stays signed in, and nothing is half done.
  await firestoreCache();
  await firebaseSignOut(firebase().auth);
  await forgetVisitor();
}

/**
 * What the site keeps of a signed-in visitor, removed once they have signed out or their account
 * is gone: the ID token and the signed-in hint, a held new account, state kept for a reload, and
 * Firestore's cache with the profile.
 */
export async function forgetVisitor(): Promise<void> {
  const { clearFirestoreCache } = await firestoreCache();
  rememberSession(null);
  releaseNewAccount();
  forgetKeptState();
  await clearFirestoreCache();
}
