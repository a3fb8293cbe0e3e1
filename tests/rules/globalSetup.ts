import { startFirestoreEmulator } from '../../scripts/lib/emulatorProcesses';
import { FIRESTORE_HOST } from './emulator';

// The tests load the rules themselves (initializeTestEnvironment), so the emulator starts without them.
export default async function setup() {
  return startFirestoreEmulator(FIRESTORE_HOST, { rules: false });
}
