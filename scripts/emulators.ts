/**
 * `npm run emulators`: the local Auth and Firestore emulators of the demo project, until stopped
 * (Ctrl+C). Nothing starts when the build environment names a real Firebase project.
 */
import { firebaseSettings } from '../lib/firebase/config';
import { startSiteEmulators } from './firebaseEmulators';

const { emulators } = firebaseSettings;
const stop = await startSiteEmulators(emulators).catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
console.log(
  emulators
    ? `Firebase emulators ready: Auth on ${emulators.auth}, Firestore on ${emulators.firestore}`
    : 'A real Firebase project is configured: no emulators to start.',
);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    stop();
    process.exit(0);
  });
}
if (emulators) setInterval(() => {}, 1 << 30);
