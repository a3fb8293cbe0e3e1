import { startEmulatorSuite } from '../../scripts/firebase/emulators';
import { AUTH_HOST, FIRESTORE_HOST, FUNCTIONS_HOST } from './emulator';

// Auth, Firestore and the functions in one run, as the site has them (the tests load the rules
// they check themselves: initializeTestEnvironment).
export default async function setup() {
  return startEmulatorSuite({ auth: AUTH_HOST, firestore: FIRESTORE_HOST, functions: FUNCTIONS_HOST });
}
