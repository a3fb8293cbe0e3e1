/**
 * The site's Cloud Functions (docs/design.md#server-code), deployed with the project and run by
 * the emulator suite beside Auth and Firestore.
 */
import { initializeApp } from 'firebase-admin/app';
import { logger } from 'firebase-functions';
import * as v1 from 'firebase-functions/v1';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { CLEAN_UP_SCHEDULE, cleanUp, deleteStoredData } from './cleanUp';

initializeApp();

/**
 * However an account is deleted (by its owner, the clean-up below, the Firebase console or the
 * Admin SDK), what is stored for it goes with it. Auth's deletion event exists in the first
 * generation of functions only.
 */
export const deleteAccountData = v1.auth.user().onDelete((user) => deleteStoredData(user.uid));

/** Every hour: accounts that never recorded an agreement, and profiles without their account. */
export const cleanUpAccounts = onSchedule(CLEAN_UP_SCHEDULE, async () => {
  const report = await cleanUp();
  logger.info(
    `Deleted ${report.accounts.length} accounts without an agreement and ${report.profiles.length} orphaned profiles.`,
  );
});
