import 'client-only';

import { signOut as firebaseSignOut } from 'firebase/auth';
import { forgetShape } from '../account/profileShape';
import { forgetKeptState } from '../buildWatch/keptState';
import { firebase } from './app';
import { forgetDroppedSession } from './droppedSession';
import { firestoreCache, firestoreCacheWithin, firestorePatience } from './later';
import { releaseNewAccount } from './newAccountHold';
import { rememberSession } from './session';

/**
 * Signs the visitor out, leaving nothing about them on this device
 * (docs/design.md#leaving-nothing-behind). Firebase's sign-out removes Auth's record from
 * IndexedDB, and the other open tabs follow it; `forgetVisitor` removes the rest. Firestore's code,
 * which ends this tab's Firestore before its cache is deleted, is awaited until `patience` runs out
 * (docs/design.md#firestore-later): held back or out of reach, this tab never started Firestore,
 * and the cache is deleted as a database, as after a session Firebase ended.
 */
export async function signOut(
  patience: Promise<unknown> = firestorePatience(),
): Promise<void> {
  const db = await firestoreCacheWithin(patience);
  await firebaseSignOut(firebase().auth);
  if (db) await forgetVisitor(db);
  else await forgetDroppedSession();
}

/**
 * What the site keeps of a signed-in visitor, removed once they have signed out or their account
 * is gone: the ID token and the signed-in hint, a held new account, state kept for a reload, the
 * shape of their profile, and Firestore's cache with the profile.
 */
export async function forgetVisitor(db?: typeof import('./db')): Promise<void> {
  const { clearFirestoreCache } = db ?? (await firestoreCache());
  rememberSession(null);
  releaseNewAccount();
  forgetKeptState();
  forgetShape();
  await clearFirestoreCache();
}
