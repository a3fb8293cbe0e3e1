/**
 * Where the rules and functions tests run the emulator suite: ports of their own, apart from the
 * site's (9099, 8080, 5001), so that they run beside anything that uses those.
 */
export const FIRESTORE_HOST = process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8085';
export const AUTH_HOST = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9185';
/** The functions emulator, where the tests call the callable as the browser does. */
export const FUNCTIONS_HOST = '127.0.0.1:5185';
