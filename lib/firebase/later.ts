import 'client-only';

import { answerChunkError } from '../navigation/reload';

/*
 * Firestore, with its persistent cache the largest part of the account screen's code, is a chunk of
 * its own (docs/design.md#firestore-later): the account screen requests it as it starts, in parallel
 * with Auth, and paints without it; the sign-in screen, only when it records an agreement.
 */

/**
 * Code from a chunk of its own. A chunk that fails to load is answered as every chunk of the
 * running build is (`answerChunkError`): the page loads afresh, at most once per path in 10 seconds;
 * the caller hears the failure all the same.
 */
export async function fromChunk<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    answerChunkError(error);
    throw error;
  }
}

/** Firestore's start and its cache's deletion (lib/firebase/db.ts), for a sign-out. */
export function firestoreCache(): Promise<typeof import('./db')> {
  return fromChunk(() => import('./db'));
}

/**
 * How long a sign-out waits for Firestore (its chunk, and the profile's first read) before it goes on
 * without it: held back or out of reach, the visitor still signs out (docs/design.md#firestore-later).
 */
const FIRESTORE_PATIENCE_MS = 5000;

/** The time a sign-out waits for Firestore, from now: settles after FIRESTORE_PATIENCE_MS. */
export const firestorePatience = (): Promise<void> =>
  new Promise((resolve) => setTimeout(resolve, FIRESTORE_PATIENCE_MS));

/**
 * What `load` brings if it arrives before `patience` runs out; null otherwise, or when it fails. A
 * failure is not answered by a reload here: the caller goes on without it.
 */
export function arrivedWithin<T>(load: Promise<T>, patience: Promise<unknown>): Promise<T | null> {
  return Promise.race([load.catch(() => null), patience.then(() => null)]);
}

/** Firestore's code if its chunk arrives within `patience` (for a sign-out, which goes on without it). */
export function firestoreCacheWithin(patience: Promise<unknown>): Promise<typeof import('./db') | null> {
  return arrivedWithin(import('./db'), patience);
}
