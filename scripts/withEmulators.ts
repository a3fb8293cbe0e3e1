/**
 * `tsx scripts/withEmulators.ts <command…>`: runs a command (the dev server, `npm start`'s static
 * server, server mode) with the demo project's Firebase emulators beside it, and stops them with
 * it. With a real Firebase project configured (in the shell, or the .env files the command read
 * first: scripts/settings/), or FIREBASE_EMULATORS=off, it runs the command alone.
 */
import { spawn } from 'node:child_process';
import { DEMO_PROJECT_ID, firebaseSettings } from '../lib/firebase/config';
import { startSiteEmulators, type Stop } from './firebase/emulators';
import { shellEnv } from './settings/load';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('Usage: tsx scripts/withEmulators.ts <command> [args…]');
  process.exit(2);
}

let stop: Stop = async () => {};
if (process.env.FIREBASE_EMULATORS !== 'off' && firebaseSettings.emulators) {
  try {
    stop = await startSiteEmulators(firebaseSettings.emulators);
    console.log(
      `Firebase emulators (project ${DEMO_PROJECT_ID}): Auth on ${firebaseSettings.emulators.auth}, ` +
        `Firestore on ${firebaseSettings.emulators.firestore}, the functions on ${firebaseSettings.emulators.functions}`,
    );
  } catch (error) {
    // The marketing pages work without them; only sign-in and the account screen need them.
    console.error(`${(error as Error).message}\nContinuing without the emulators: sign-in will not work.`);
  }
}

// The command reads its own settings (`next dev` again when a .env file changes): it gets the shell's.
const child = spawn(command, args, { stdio: 'inherit', shell: false, env: shellEnv });
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => {
  void stop().then(() => process.exit(code ?? (signal ? 1 : 0)));
});
