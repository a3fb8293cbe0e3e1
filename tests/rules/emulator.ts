/**
 * Where the rules and functions tests run the emulator suite: ports of their own, apart from the
 * site's (9099, 8080), so that they run beside anything that uses those.
 */
export const FIRESTORE_HOST = process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8085';
export const AUTH_HOST = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9185';
