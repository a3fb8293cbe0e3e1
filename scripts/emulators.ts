/**
 * `npm run emulators [auth|firestore]`: the local Auth and Firestore emulators of the demo project
 * (or just the one named), until stopped (Ctrl+C). Nothing starts when the build environment names
 * a real Firebase project.
 */
import { DEMO_PROJECT_ID, firebaseSettings } from '../lib/firebase/config';
import { startAuthEmulator, startFirestoreEmulator, startSiteEmulators, type Stop } from './lib/emulatorProcesses';

const only = process.argv[2];
const { emulators } = firebaseSettings;
if (only && only !== 'auth' && only !== 'firestore') {
  console.error(`Unknown emulator "${only}": use auth or firestore, or nothing for both.`);
  process.exit(2);
}

let stop: Stop = () => {};
try {
  if (emulators && only === 'auth') stop = await startAuthEmulator(emulators.auth);
  else if (emulators && only === 'firestore') stop = await startFirestoreEmulator(emulators.firestore);
  else stop = await startSiteEmulators(emulators);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
console.log(
  emulators
    ? `Firebase emulators ready (project ${DEMO_PROJECT_ID}): Auth on ${emulators.auth}, Firestore on ${emulators.firestore}`
    : 'A real Firebase project is configured: no emulators to start.',
);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    stop();
    process.exit(0);
  });
}
// Stay up until stopped.
if (emulators) setInterval(() => {}, 1 << 30);
