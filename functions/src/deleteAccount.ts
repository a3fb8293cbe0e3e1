/**
 * The deletion a visitor asks for from the site (docs/design.md#server-code): their own account,
 * by the Admin SDK, so that neither the browser's recent-sign-in rule nor a page closed half way
 * can leave it half done. Called by the `deleteAccount` callable; a plain function over the Admin
 * SDK, so that tests call it against the emulators too.
 */
import { getAuth, type Auth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { recordedAt, startedByWebsite, withinGrace } from './signUps';
import { deleteStoredData, SIGN_UPS, USERS } from './storedData';

/**
 * How recent a sign-in must be to delete an account: the five minutes Firebase itself asks of a
 * deletion from the browser, which the site's deletion prompt already checks.
 */
export const FRESH_SIGN_IN_SECONDS = 5 * 60;

/** Why a deletion was refused; the site shows the visitor what to do about it. */
export class DeletionRefused extends Error {
  constructor(readonly reason: 'recentLogin') {
    super('Deleting this account needs a sign-in within the last five minutes.');
    this.name = 'DeletionRefused';
  }
}

/**
 * Whether `uid` is a sign-up the website started within the grace period that holds nothing yet:
 * declining it, or leaving its agreement step, deletes it however old the sign-in. Any other
 * account (one with a profile, the app's own, one whose grace has run out) is the owner's to delete
 * with a fresh sign-in.
 */
async function isFreshWebsiteSignUp(uid: string, now: number, db: Firestore, auth: Auth): Promise<boolean> {
  const [signUp, profile] = await db.getAll(db.collection(SIGN_UPS).doc(uid), db.collection(USERS).doc(uid));
  const at = recordedAt(signUp);
  if (at === null || profile.exists || !withinGrace(at, now)) return false;
  try {
    return startedByWebsite(signUp, await auth.getUser(uid));
  } catch (error) {
    // Gone meanwhile (the other tab, the clean-up): nothing is left to protect.
    if ((error as { code?: string }).code === 'auth/user-not-found') return true;
    throw error;
  }
}

/**
 * Deletes the account `uid`, whose ID token says it signed in at `authTime` (seconds), and then
 * everything the site stored for it. It goes only after a fresh sign-in, unless it is a sign-up
 * still at its agreement step. The account goes first: should that fail, nothing has been deleted,
 * and should the data's deletion fail after it, the deletion trigger deletes it.
 */
export async function deleteOwnAccount(
  uid: string,
  authTime: number,
  now = Date.now(),
  { db = getFirestore(), auth = getAuth() }: { db?: Firestore; auth?: Auth } = {},
): Promise<void> {
  const fresh = now / 1000 - authTime <= FRESH_SIGN_IN_SECONDS;
  if (!fresh && !(await isFreshWebsiteSignUp(uid, now, db, auth))) throw new DeletionRefused('recentLogin');
  try {
    await auth.deleteUser(uid);
  } catch (error) {
    // Deleted meanwhile (the other tab, the clean-up): what is asked for is done.
    if ((error as { code?: string }).code !== 'auth/user-not-found') throw error;
  }
  await deleteStoredData(uid, db);
}
