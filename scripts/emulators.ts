/**
 * `npm run emulators`: the demo project's Firebase emulators (Auth, Firestore and the functions,
 * in one run: scripts/firebase/emulators.ts), until stopped (Ctrl+C). Nothing starts when the
 * build environment names a real Firebase project.
 */
import { DEMO_PROJECT_ID, firebaseSettings } from '../lib/firebase/config';
import { startSiteEmulators, type Stop } from './firebase/emulators';

const { emulators } = firebaseSettings;
if (process.argv[2]) {
  console.error('npm run emulators takes no arguments: Auth, Firestore and the functions start together.');
  process.exit(2);
}

let stop: Stop = async () => {};
try {
  stop = await startSiteEmulators(emulators);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
console.log(
  emulators
    ? `Firebase emulators ready (project ${DEMO_PROJECT_ID}): Auth on ${emulators.auth}, Firestore on ${emulators.firestore}, the functions on ${emulators.functions}`
    : 'A real Firebase project is configured: no emulators to start.',
);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void stop().then(() => process.exit(0));
  });
}
// Stay up until stopped.
if (emulators) setInterval(() => {}, 1 << 30);
