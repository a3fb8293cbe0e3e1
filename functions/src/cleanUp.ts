/**
 * What the server deletes so that no account or profile outlives what the site promises
 * (docs/design.md#server-code): the data stored for a deleted account, accounts that never
 * recorded an agreement, and profiles whose account is gone. Plain functions over the Admin SDK,
 * so that tests call them against the emulators, which never run a schedule.
 */
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';

/** How often the clean-up runs (Cloud Scheduler's App Engine cron syntax). */
export const CLEAN_UP_SCHEDULE = 'every 1 hours';

/**
 * How long an account may exist without an agreement: time enough to come back to the sign-up
 * step that asks for it, the next day at the latest.
 */
export const GRACE_HOURS = 24;

/** The profile of an account: everything the site stores for it (firestore.rules). */
const profile = (uid: string) => getFirestore().collection('users').doc(uid);

/** Deletes everything stored for an account: its profile, and anything below it. */
export async function deleteStoredData(uid: string): Promise<void> {
  await getFirestore().recursiveDelete(profile(uid));
}

/**
 * Whether an account has a profile: only then may it outlive the grace period. The rules take no
 * profile without an agreement; one made before agreements existed stays, and its owner is asked to
 * accept at the next sign-in.
 */
export async function hasProfile(uid: string): Promise<boolean> {
  return (await profile(uid).get()).exists;
}

async function accountExists(uid: string): Promise<boolean> {
  try {
    await getAuth().getUser(uid);
    return true;
  } catch (error) {
    if ((error as { code?: string }).code === 'auth/user-not-found') return false;
    throw error;
  }
}

export interface CleanUpReport {
  /** Accounts older than the grace period without a profile (never agreed), deleted. */
  accounts: string[];
  /** Profiles whose account no longer exists, deleted. */
  profiles: string[];
}

/**
 * Deletes every account created more than `graceHours` before `now` that has no profile, so never
 * recorded an agreement (a declined or abandoned sign-up), and every profile without its account
 * (one written by a second tab after the first deleted the account). Each one is checked again just
 * before it is deleted, so a profile written or an account created while the lists were read is kept. Accounts are
 * deleted one by one: a bulk deletion would not fire the deletion trigger.
 */
export async function cleanUp({ now = Date.now(), graceHours = GRACE_HOURS } = {}): Promise<CleanUpReport> {
  const report: CleanUpReport = { accounts: [], profiles: [] };
  // The profiles first: a profile written after this list is never taken for an orphan.
  const profiles = (await getFirestore().collection('users').listDocuments()).map((doc) => doc.id);
  const accounts = new Set<string>();
  const cutoff = now - graceHours * 3_600_000;
  let pageToken: string | undefined;
  do {
    const page = await getAuth().listUsers(1000, pageToken);
    for (const user of page.users) {
      accounts.add(user.uid);
      if (Date.parse(user.metadata.creationTime) > cutoff || (await hasProfile(user.uid))) continue;
      await getAuth().deleteUser(user.uid);
      report.accounts.push(user.uid);
    }
    pageToken = page.pageToken;
  } while (pageToken);
  for (const uid of profiles) {
    if (accounts.has(uid) || (await accountExists(uid))) continue;
    await deleteStoredData(uid);
    report.profiles.push(uid);
  }
  return report;
}
