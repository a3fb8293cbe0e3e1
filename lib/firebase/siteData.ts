/**
 * What the site keeps in the Firebase project it shares with the phone app, and on what terms
 * (docs/operators.md#what-the-site-owns): its own collections, for the pages, the rules
 * (scripts/export/firebaseProject.ts) and the check of the app's rules beside them, and how fresh a
 * sign-in must be to delete. The functions hold the same (functions/src/; tests/unit/functionsRuntime.test.ts
 * holds them equal). No Firebase code here.
 */

/** The profiles, `users/{uid}`. */
export const USERS = 'users';
/** A sign-up the website started that has not recorded its agreement yet, `signUps/{uid}`. */
export const SIGN_UPS = 'signUps';
/** Where the hourly clean-up keeps its place between runs; no page reads or writes it. */
export const CLEAN_UP_STATE = 'siteCleanUp';

/** Every collection the site owns: no rule of the phone app's may reach into them (scripts/export/appRules.ts). */
export const SITE_COLLECTIONS = [USERS, SIGN_UPS, CLEAN_UP_STATE] as const;

/**
 * How recent a sign-in must be to delete a profile or an account: the five minutes Firebase itself
 * asks of a deletion from the browser. The rules, the server and the deletion prompt ask the same.
 */
export const FRESH_SIGN_IN_SECONDS = 5 * 60;

/**
 * How soon after its sign-in a new account records its sign-up (`signUps/{uid}`): the page does it
 * at once; the rules refuse it later, and the server takes no record written later than this after
 * the account was made (functions/src/signUps.ts).
 */
export const SIGN_UP_RECORD_MINUTES = 10;
