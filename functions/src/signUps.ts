/**
 * A sign-up the website started (docs/design.md#server-code): the page writes `signUps/{uid}` at the
 * server's time right after Firebase created the account, and the write that records the agreement
 * removes it. The server deletes an account without a fresh sign-in only on such a record, and only
 * when its time agrees with the account's own creation time, which no page can set: a record written
 * later for an older account (the app's, with a token taken from its owner) is not a sign-up.
 */
import type { UserRecord } from 'firebase-admin/auth';
import type { DocumentSnapshot, Timestamp } from 'firebase-admin/firestore';

/**
 * How long after Firebase created the account its record may be written: the page writes it at once
 * (after loading Firestore, on a slow phone a few seconds).
 */
export const RECORD_WITHIN_MS = 10 * 60_000;

/** How long a sign-up may stay without an agreement: time enough to come back the next day. */
export const GRACE_HOURS = 24;

/** When the record was written (the server's time), or null when there is none. */
export function recordedAt(record: DocumentSnapshot): number | null {
  const at = record.exists ? (record.get('createdAt') as Timestamp | undefined) : undefined;
  return typeof at?.toMillis === 'function' ? at.toMillis() : null;
}

/**
 * Whether `record` is the website's record of creating `account`, still unfinished: written within
 * minutes of it, and nobody signed in to the account since. A sign-in after that (in the phone app,
 * or on the site again) makes it an account someone uses: the site never takes it for abandoned.
 */
export function startedByWebsite(record: DocumentSnapshot, account: UserRecord): boolean {
  const at = recordedAt(record);
  const created = Date.parse(account.metadata.creationTime);
  const signedIn = Date.parse(account.metadata.lastSignInTime ?? '');
  return (
    at !== null &&
    at >= created - 60_000 &&
    at - created <= RECORD_WITHIN_MS &&
    !(signedIn > at + RECORD_WITHIN_MS)
  );
}

/** Whether a sign-up recorded at `at` is still inside its grace period at `now`. */
export const withinGrace = (at: number, now: number, graceHours = GRACE_HOURS) => now - at < graceHours * 3_600_000;
