import 'client-only';

import { onAuthStateChanged, type Auth } from 'firebase/auth';
import { forgetShape } from '../account/profileShape';
import { forgetKeptState } from '../buildWatch/keptState';
import { alone } from './cacheLock';
import { firebaseSettings } from './config';
import { probablySignedIn } from './hint';
import { NEW_ACCOUNT_HELD, rememberSession } from './session';

/*
 * A session can end without the visitor ending it: the account deleted elsewhere (the Firebase
 * console, the Admin SDK, another device), the password changed or reset elsewhere, the session
 * revoked. Firebase finds it when it next checks the session (at a page's load, or when it renews
 * the hourly ID token) and signs out by itself. What the site kept of the visitor on this device
 * must then go as after a sign-out (docs/design.md#leaving-nothing-behind), and without loading
 * Firestore: Auth alone runs on the sign-in screen and in the header's check.
 */

/**
 * Set while a tab of this browser leaves on purpose (sign-out, deletion, a declined new account):
 * that tab clears the device itself, and the others, which see the same sign-out, leave it to it.
 */
const LEAVING = 'slimstart:leaving';
/** A mark older than this is a tab that went before it could remove it. */
const LEAVING_MARK_MS = 60_000;

/** Runs `leave`, a departure the visitor started, marked for the other tabs while it runs. */
export async function leavingOnPurpose<T>(leave: () => Promise<T>): Promise<T> {
  try {
    localStorage.setItem(LEAVING, String(Date.now()));
  } catch {
    // Storage refused: nothing of the visitor is kept in it either.
  }
  try {
    return await leave();
  } finally {
    try {
      localStorage.removeItem(LEAVING);
    } catch {
      // Storage refused: the mark was never set.
    }
  }
}

function someTabLeaves(): boolean {
  try {
    const since = Number(localStorage.getItem(LEAVING));
    return since > 0 && Date.now() - since < LEAVING_MARK_MS;
  } catch {
    return false;
  }
}

/** Firestore's cache in IndexedDB, as Firestore names it for the site's app and database. */
const firestoreCache = () => `firestore/[DEFAULT]/${firebaseSettings.options.projectId}/main`;

/**
 * Whether Firestore's cache is on this device. Where the browser cannot list its databases (Firefox
 * before 126), only the hint tells: clearing on every signed-out start would also drop the state
 * kept for a reload onto a new build.
 */
async function hasFirestoreCache(): Promise<boolean> {
  if (!('databases' in indexedDB)) return false;
  return (await indexedDB.databases()).some((db) => db.name === firestoreCache());
}

/**
 * Firestore's bookkeeping between tabs in localStorage (`firestore_clients_…`,
 * `firestore_sequence_number_…`, `firestore_online_state_…`, `firestore_targets_…` and the like):
 * no data of the visitor, but it outlives the cache it kept in step.
 */
export function forgetTabBookkeeping(): void {
  for (const key of Object.keys(localStorage)) if (key.startsWith('firestore_')) localStorage.removeItem(key);
}

/**
 * What a session Firebase ended leaves, and a sign-out without Firestore's code
 * (lib/firebase/signOut.ts): the token and the hint, a held new account, state kept for a reload,
 * the profile's shape, and Firestore's cache, deleted as a database, with its bookkeeping. Every tab's
 * Firestore ends when the visitor is signed out (lib/firebase/db.ts); the deletion waits for them
 * under the cache's lock, as a sign-out's does.
 */
export async function forgetDroppedSession(): Promise<void> {
  rememberSession(null);
  localStorage.removeItem(NEW_ACCOUNT_HELD);
  forgetKeptState();
  forgetShape();
  await alone(async () => {
    await new Promise((resolve) => {
      const deletion = indexedDB.deleteDatabase(firestoreCache());
      deletion.onsuccess = deletion.onerror = resolve;
    });
    forgetTabBookkeeping();
  });
}

/**
 * Clears the device when Firebase ends a session that the visitor did not end: found at this
 * page's start (no session, yet what one leaves is here) or later (signed in, then not), unless a
 * tab of this browser is leaving on purpose. Called once, where Firebase starts (lib/firebase/app.ts).
 */
export function followDroppedSessions(auth: Auth): void {
  // Read before Firebase has read its stored session, which it does asynchronously: once it finds
  // the session ended, its own listener removes the hint (lib/firebase/app.ts).
  const hinted = probablySignedIn();
  let signedIn: boolean | undefined;
  onAuthStateChanged(auth, async (user) => {
    const before = signedIn;
    signedIn = Boolean(user);
    if (user || before === false || someTabLeaves()) return;
    // At the start, with no session: a session ended here unless it left nothing, neither the hint
    // nor Firestore's cache (the header's check may have removed the hint before).
    if (before === undefined && !hinted && !(await hasFirestoreCache())) return;
    // Signed in again meanwhile (a sign-in that was finishing as the page started): nothing to clear.
    if (signedIn) return;
    await forgetDroppedSession().catch((error: unknown) => console.warn('Could not clear the ended session:', error));
  });
}
