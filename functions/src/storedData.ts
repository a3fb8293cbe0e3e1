/**
 * What the site keeps in a Firebase project it shares with the phone app (docs/operators.md#what-the-site-owns):
 * its own collections, named here once for the functions (lib/firebase/siteData.ts holds the
 * same names for the pages and the rules, tests/unit/functionsRuntime.test.ts holds them equal).
 * Everything else in the project (the app's accounts, collections and rules) is not the site's to
 * touch.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { getFirestore } from 'firebase-admin/firestore';

/** The profiles, `users/{uid}`: the agreement, the consent records, the profile's fields. */
export const USERS = 'users';
/**
 * A sign-up the website started and whose agreement is not yet recorded, `signUps/{uid}`: written
 * by the page right after it created the account, removed by the write that records the agreement
 * (lib/firebase/profile.ts). Only accounts with this record are ever swept (./cleanUp.ts).
 */
export const SIGN_UPS = 'signUps';
/** Where the hourly clean-up keeps its place between runs (./cleanUp.ts). */
export const CLEAN_UP_STATE = 'siteCleanUp';

/** Deletes everything the site stores for an account: its profile with anything below it, and its pending sign-up. */
export async function deleteStoredData(uid: string, db: Firestore = getFirestore()): Promise<void> {
  await db.recursiveDelete(db.collection(USERS).doc(uid));
  await db.collection(SIGN_UPS).doc(uid).delete();
}
