/**
 * The hourly clean-up (docs/design.md#server-code): sign-ups the website started that never recorded
 * an agreement, and profiles whose account is gone. It never walks the project's accounts: those of
 * the phone app sharing the project are not the site's to judge. Its reads grow with the pending
 * sign-ups, and with a bounded slice of the profiles per run. Plain functions over the Admin SDK,
 * given their Firestore and Auth, so that tests call them against the emulators (which never run a
 * schedule) and count what they read.
 */
import { getAuth, type Auth, type UserRecord } from 'firebase-admin/auth';
import {
  FieldPath,
  FieldValue,
  getFirestore,
  Timestamp,
  type Firestore,
  type Query,
  type QueryDocumentSnapshot,
} from 'firebase-admin/firestore';
import { GRACE_HOURS, startedByWebsite } from './signUps';
import { CLEAN_UP_STATE, deleteStoredData, SIGN_UPS, USERS } from './storedData';

/** How often the clean-up runs (Cloud Scheduler's App Engine cron syntax). */
export const CLEAN_UP_SCHEDULE = 'every 1 hours';

/** The time Cloud Functions gives a run (index.ts); the clean-up stops starting work well before it. */
export const CLEAN_UP_TIMEOUT_SECONDS = 540;
const WORK_SECONDS = 420;

/**
 * The most accounts one run deletes, oldest first: one at a time (a bulk deletion fires no trigger),
 * about 0.1 s each. What is left waits for the next run, and the log says how much.
 */
export const MAX_DELETIONS_PER_RUN = 500;

/**
 * A bug guard: when more than this share of all pending sign-ups are due for deletion, and more than
 * `floor` of them, a run deletes no sign-up and logs an error, and so does every run after it until
 * someone looks. Sign-ups keep coming, and an abandoned one waits a whole day while the clean-up runs
 * hourly, so about 1 in 25 of the records is normally due. All of them means a fault in the choosing
 * (a wrong clock, a lost condition), or a burst of abandoned sign-ups that someone should look at.
 */
export const GUARD = { share: 0.9, floor: 50 };

/** How many profiles one run checks for a missing account, where the last run stopped. */
export const PROFILES_PER_RUN = 500;

/** Auth answers for at most 100 accounts at once. */
const AUTH_BATCH = 100;

export interface CleanUpOptions {
  db?: Firestore;
  auth?: Auth;
  /** The time the grace period is counted to. */
  now?: number;
  graceHours?: number;
  maxDeletions?: number;
  guard?: { share: number; floor: number };
  profilesPerRun?: number;
  /** The real time after which the run starts nothing new. */
  deadline?: number;
}

export interface CleanUpReport {
  /** Accounts of abandoned website sign-ups, deleted (oldest first). */
  accounts: string[];
  /** Expired pending sign-ups this run left for the next (over the cap, or out of time). */
  backlog: number;
  /**
   * Records dropped with their account kept: it recorded an agreement, is gone already, or the
   * record is no website sign-up of it (written long after the account was made).
   */
  dropped: string[];
  /** Sign-ups that could not be handled this run, with why: the next run tries them again. */
  failed: string[];
  /** Profiles whose account no longer exists, deleted. */
  profiles: string[];
  /** Why the run deleted nothing, when the guard stopped it. */
  stopped?: string;
}

export async function cleanUp(options: CleanUpOptions = {}): Promise<CleanUpReport> {
  const db = options.db ?? getFirestore();
  const auth = options.auth ?? getAuth();
  const deadline = options.deadline ?? Date.now() + WORK_SECONDS * 1000;
  const report: CleanUpReport = { accounts: [], backlog: 0, dropped: [], failed: [], profiles: [] };
  await sweepSignUps(db, auth, options, deadline, report);
  await sweepProfiles(db, auth, options.profilesPerRun ?? PROFILES_PER_RUN, deadline, report);
  return report;
}

/**
 * Deletes the accounts of website sign-ups older than the grace period that still have no
 * agreement, oldest first, up to the cap; drops the records whose account must stay.
 */
async function sweepSignUps(
  db: Firestore,
  auth: Auth,
  { now = Date.now(), graceHours = GRACE_HOURS, maxDeletions = MAX_DELETIONS_PER_RUN, guard = GUARD }: CleanUpOptions,
  deadline: number,
  report: CleanUpReport,
): Promise<void> {
  const signUps = db.collection(SIGN_UPS);
  const expired = signUps.where('createdAt', '<', Timestamp.fromMillis(now - graceHours * 3_600_000));
  const [due, all] = await Promise.all([count(expired), count(signUps)]);
  // Judged on all that is due, not on this run's capped part: a fault that made every record look
  // expired would otherwise pass, and go on deleting the cap every hour.
  if (due > guard.floor && due > guard.share * all) {
    report.stopped =
      `${due} of all ${all} pending sign-ups are due for deletion, more than ${Math.round(guard.share * 100)} %: ` +
      'no sign-up was deleted, and none will be until someone looks (docs/operators.md#what-the-site-owns says what to check).';
    report.backlog = due;
    return;
  }
  let handled = 0;
  let last: QueryDocumentSnapshot | undefined;
  while (report.accounts.length < maxDeletions && Date.now() < deadline) {
    const limit = Math.min(AUTH_BATCH, maxDeletions - report.accounts.length);
    const page = await (last ? expired.orderBy('createdAt').startAfter(last) : expired.orderBy('createdAt'))
      .limit(limit)
      .get();
    if (page.empty) break;
    last = page.docs[page.docs.length - 1];
    const uids = page.docs.map((doc) => doc.id);
    const { users } = await auth.getUsers(uids.map((uid) => ({ uid })));
    const accounts = new Map(users.map((user) => [user.uid, user]));
    for (const uid of uids) {
      if (Date.now() >= deadline) break;
      handled += 1;
      const account = accounts.get(uid);
      try {
        if (account && (await claimForDeletion(db, uid, account))) {
          await deleteAccount(auth, uid);
          await deleteStoredData(uid, db);
          report.accounts.push(uid);
        } else {
          await signUps.doc(uid).delete();
          report.dropped.push(uid);
        }
      } catch (error) {
        // One account that cannot go now stops no other: the next run tries it again, and its
        // owner may still record the agreement meanwhile.
        report.failed.push(`${uid}: ${(error as Error).message}`);
        await signUps
          .doc(uid)
          .update({ sweptAt: FieldValue.delete() })
          .catch(() => {});
      }
    }
    if (page.size < limit) break;
  }
  report.backlog = Math.max(0, due - handled);
}

async function deleteAccount(auth: Auth, uid: string): Promise<void> {
  try {
    await auth.deleteUser(uid);
  } catch (error) {
    if ((error as { code?: string }).code !== 'auth/user-not-found') throw error;
  }
}

/**
 * Whether the sign-up `uid` may be deleted now: its record is still there, names a website sign-up
 * of `account` that nobody signed in to since (functions/src/signUps.ts), and no profile exists. Decided in a transaction that marks the record (`sweptAt`),
 * so that an agreement recorded at the same moment either wins (it removes the record, and this
 * finds none) or is refused by the rules (they take no profile beside a marked record).
 */
async function claimForDeletion(db: Firestore, uid: string, account: UserRecord): Promise<boolean> {
  const record = db.collection(SIGN_UPS).doc(uid);
  return db.runTransaction(async (transaction) => {
    const [signUp, profile] = await transaction.getAll(record, db.collection(USERS).doc(uid));
    if (!signUp.exists || profile.exists || !startedByWebsite(signUp, account)) return false;
    transaction.update(record, { sweptAt: FieldValue.serverTimestamp() });
    return true;
  });
}

/**
 * Deletes the profiles whose account no longer exists (one written by a second tab after the first
 * deleted the account), `perRun` at a time in the order of their ids, from where the last run
 * stopped; after the last profile it starts from the first again.
 */
async function sweepProfiles(
  db: Firestore,
  auth: Auth,
  perRun: number,
  deadline: number,
  report: CleanUpReport,
): Promise<void> {
  // A limit of 0 would be no limit at all to Firestore.
  if (perRun <= 0) return;
  const cursor = db.collection(CLEAN_UP_STATE).doc('profiles');
  const after = (await cursor.get()).get('after') as string | undefined;
  let query = db.collection(USERS).orderBy(FieldPath.documentId()).select().limit(perRun);
  if (after) query = query.startAfter(after);
  const page = await query.get();
  const uids = page.docs.map((doc) => doc.id);
  let checked = 0;
  while (checked < uids.length && Date.now() < deadline) {
    const batch = uids.slice(checked, checked + AUTH_BATCH);
    const { notFound } = await auth.getUsers(batch.map((uid) => ({ uid })));
    for (const gone of notFound) {
      const uid = (gone as { uid: string }).uid;
      // Asked again just before: an account made meanwhile keeps its profile.
      if (await accountExists(auth, uid)) continue;
      await deleteStoredData(uid, db);
      report.profiles.push(uid);
    }
    checked += batch.length;
  }
  // Past the last profile, the next run starts from the first; out of time, from the first not checked.
  if (checked === uids.length && uids.length < perRun) await cursor.delete();
  else if (checked > 0) await cursor.set({ after: uids[checked - 1] });
}

async function accountExists(auth: Auth, uid: string): Promise<boolean> {
  try {
    await auth.getUser(uid);
    return true;
  } catch (error) {
    if ((error as { code?: string }).code === 'auth/user-not-found') return false;
    throw error;
  }
}

async function count(query: Query): Promise<number> {
  return (await query.count().get()).data().count;
}
