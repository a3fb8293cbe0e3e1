import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * Starts the real Cloud Firestore emulator for the rules tests (DESIGN.md section 5): the jar that
 * these machines carry (FIRESTORE_EMULATOR_JAR elsewhere), on FIRESTORE_EMULATOR_HOST, with the
 * project's firestore.rules. Fails with a message saying what to install when it cannot.
 */
const jar =
  process.env.FIRESTORE_EMULATOR_JAR ??
  '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';
const java =
  ['/usr/lib/jvm/temurin-25-jdk-amd64/bin/java', process.env.JAVA_HOME && `${process.env.JAVA_HOME}/bin/java`].find(
    (candidate): candidate is string => Boolean(candidate && existsSync(candidate)),
  ) ?? 'java';

export const FIRESTORE_HOST = process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8085';

async function ready(): Promise<boolean> {
  return fetch(`http://${FIRESTORE_HOST}/`).then(
    (r) => r.ok,
    () => false,
  );
}

export async function startFirestoreEmulator(): Promise<() => void> {
  if (await ready()) return () => {};
  if (!existsSync(jar)) {
    throw new Error(
      `The Cloud Firestore emulator is missing: no ${jar}. Install it (npx firebase-tools setup:emulators:firestore, ` +
        'or the Google Cloud SDK component cloud-firestore-emulator) and set FIRESTORE_EMULATOR_JAR to its jar.',
    );
  }
  const [host, port] = FIRESTORE_HOST.split(':');
  const child: ChildProcess = spawn(
    java,
    [
      '-cp',
      jar,
      'com.google.cloud.datastore.emulator.firestore.CloudFirestore',
      '--host',
      host,
      '--port',
      port,
      '--project_id',
      'demo-slimstart',
      '--single_project_mode',
      'true',
    ],
    { stdio: 'ignore' },
  );
  let exited: number | null = null;
  child.on('exit', (code) => (exited = code ?? -1));
  for (let i = 0; i < 120; i++) {
    if (await ready()) return () => child.kill();
    if (exited !== null)
      throw new Error(`The Firestore emulator exited with code ${exited}: is Java 21 or newer installed?`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill();
  throw new Error('The Firestore emulator did not answer within 30 s');
}
