/**
 * The deletion a visitor asks for from the site (docs/design.md#server-code): their own account,
 * by the Admin SDK, so that neither the browser's recent-sign-in rule nor a page closed half way
 * can leave it half done. Called by the `deleteAccount` callable; a plain function over the Admin
 * SDK, so that tests call it against the emulators too.
 */
import { getAuth } from 'firebase-admin/auth';
import { deleteStoredData, hasProfile } from './cleanUp';

/**
 * How recent a sign-in must be to delete an account that has a profile: the five minutes Firebase
 * itself asks of a deletion from the browser, which the site's deletion prompt already checks.
 */
export const FRESH_SIGN_IN_SECONDS = 5 * 60;

/** Why a deletion was refused; the site shows the visitor what to do about it. */
export class DeletionRefused extends Error {
  constructor(readonly reason: 'recentLogin') {
    super('Deleting an account that has a profile needs a sign-in within the last five minutes.');
    this.name = 'DeletionRefused';
  }
}

/**
 * Deletes the account `uid`, whose ID token says it signed in at `authTime` (seconds), and then
 * everything stored for it. An account with a profile goes only after a fresh sign-in; one without
 * (a sign-up declined or left at the agreement step) holds nothing and goes at once, however old
 * its sign-in. The account goes first: should that fail, nothing has been deleted, and should the
 * data's deletion fail after it, the deletion trigger and the hourly clean-up delete it.
 */
export async function deleteOwnAccount(uid: string, authTime: number, now = Date.now()): Promise<void> {
  if (now / 1000 - authTime > FRESH_SIGN_IN_SECONDS && (await hasProfile(uid))) {
    throw new DeletionRefused('recentLogin');
  }
  try {
    await getAuth().deleteUser(uid);
  } catch (error) {
    // Deleted meanwhile (the other tab, the clean-up): what is asked for is done.
    if ((error as { code?: string }).code !== 'auth/user-not-found') throw error;
  }
  await deleteStoredData(uid);
}
