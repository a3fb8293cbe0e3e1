/**
 * The site's Cloud Functions (docs/design.md#server-code), deployed with the project and run by
 * the emulator suite beside Auth and Firestore, in the region that FIREBASE_FUNCTIONS_REGION names
 * (written to functions/.env by the scripts that deploy or emulate them).
 */
import { initializeApp } from 'firebase-admin/app';
import { logger } from 'firebase-functions';
import { defineString } from 'firebase-functions/params';
import * as v1 from 'firebase-functions/v1';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { CLEAN_UP_SCHEDULE, CLEAN_UP_TIMEOUT_SECONDS, cleanUp } from './cleanUp';
import { DeletionRefused, deleteOwnAccount } from './deleteAccount';
import { deleteStoredData } from './storedData';

initializeApp();

/** Where the functions run; the privacy policies name it (lib/firebase/functions.ts). */
const region = defineString('SITE_FUNCTIONS_REGION', { default: 'us-central1' });

/**
 * However an account is deleted (by its owner, the clean-up below, the Firebase console, the Admin
 * SDK or the phone app), what the site stored for it goes with it. Auth's deletion event exists in
 * the first generation of functions only.
 */
export const deleteAccountData = v1
  .region(region)
  .auth.user()
  .onDelete((user) => deleteStoredData(user.uid));

/**
 * Every hour: website sign-ups that never recorded an agreement, and profiles without their
 * account. What it deleted, what it left for the next run and a stop of its guard are logged; a
 * stop is an error, for an alert on the logs.
 */
export const cleanUpAccounts = onSchedule(
  { schedule: CLEAN_UP_SCHEDULE, region, timeoutSeconds: CLEAN_UP_TIMEOUT_SECONDS },
  async () => {
    const report = await cleanUp();
    if (report.stopped) logger.error(`Clean-up stopped: ${report.stopped}`, { backlog: report.backlog });
    logger.info(
      `Deleted ${report.accounts.length} abandoned sign-ups and ${report.profiles.length} orphaned profiles; ` +
        `${report.backlog} expired sign-ups left for the next run.`,
      { accounts: report.accounts, profiles: report.profiles, dropped: report.dropped, backlog: report.backlog },
    );
    if (report.failed.length) logger.warn(`Clean-up could not handle ${report.failed.length} sign-ups`, report.failed);
  },
);

/**
 * The signed-in caller's own account, deleted on their request: "Delete my account", declining the
 * agreement, or leaving that step. The reason of a refusal travels in the error's details.
 */
export const deleteAccount = onCall({ region }, async (request) => {
  if (!request.auth) throw new HttpsError('unauthenticated', 'Sign in to delete your account.');
  try {
    await deleteOwnAccount(request.auth.uid, request.auth.token.auth_time);
  } catch (error) {
    if (error instanceof DeletionRefused) {
      throw new HttpsError('failed-precondition', error.message, { reason: error.reason });
    }
    throw error;
  }
  return { deleted: true };
});
