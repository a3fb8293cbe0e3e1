/** Where the rules tests run the Firestore emulator: its own port, apart from the site's 8080. */
export const FIRESTORE_HOST = process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8085';
