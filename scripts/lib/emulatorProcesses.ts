/**
 * The local Firebase emulators (docs/design.md#5-firebase-emulators), started by the project's own scripts so that
 * a fresh machine can sign up and keep a profile without a cloud project:
 * - Auth through firebase-tools (plain JavaScript, works offline);
 * - Firestore from the emulator jar when one is installed (these machines carry it in the Google
 *   Cloud SDK; FIRESTORE_EMULATOR_JAR names another), otherwise through firebase-tools, which
 *   downloads it on a machine that can.
 * Each one is reused when something already answers on its port.
 */
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEMO_PROJECT_ID } from '../../lib/firebase/config';
import { root } from './paths';
import { answers, spawnLogged, waitFor, type Helper } from './processes';

const rulesFile = path.join(root, 'firestore.rules');
const firebaseCli = path.join(root, 'node_modules', '.bin', 'firebase');
const jar =
  process.env.FIRESTORE_EMULATOR_JAR ??
  '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';

function javaBinary(): string {
  const candidates = [
    process.env.JAVA_HOME && path.join(process.env.JAVA_HOME, 'bin', 'java'),
    '/usr/lib/jvm/temurin-25-jdk-amd64/bin/java',
  ];
  return candidates.find((c): c is string => Boolean(c && existsSync(c))) ?? 'java';
}

export type Stop = () => void;

const isOk = (response: Response) => response.ok;

/** Waits until an emulator answers, and says how to stop it. */
async function started(name: string, url: string, helper: Helper): Promise<Stop> {
  await waitFor(`The ${name} emulator`, url, helper, { ready: isOk, timeoutMs: 60_000 });
  return () => {
    if (helper.child.exitCode === null) helper.child.kill('SIGTERM');
  };
}

/** firebase-tools for one emulator, with a config of its own so that the host and port are ours. */
function firebaseTools(only: 'auth' | 'firestore', host: string): Helper {
  if (!existsSync(firebaseCli)) throw new Error('firebase-tools is missing: run npm install.');
  const [hostname, port] = host.split(':');
  const dir = mkdtempSync(path.join(tmpdir(), 'slimstart-emulators-'));
  const config = path.join(dir, 'firebase.json');
  writeFileSync(
    config,
    JSON.stringify({
      ...(only === 'firestore' ? { firestore: { rules: rulesFile } } : {}),
      emulators: { [only]: { host: hostname, port: Number(port) }, ui: { enabled: false }, singleProjectMode: true },
    }),
  );
  return spawnLogged(firebaseCli, [
    'emulators:start',
    '--only',
    only,
    '--project',
    DEMO_PROJECT_ID,
    '--config',
    config,
  ]);
}

/**
 * The Auth emulator, with email enumeration protection on, as the real project should have it
 * (docs/operators.md#accounts): sign-in answers an unknown email as a wrong password, and the
 * password-reset email is "sent" to any address.
 */
export async function startAuthEmulator(host: string): Promise<Stop> {
  const url = `http://${host}/`;
  const stop = (await answers(url, isOk)) ? () => {} : await started('Auth', url, firebaseTools('auth', host));
  await protectEmails(host);
  return stop;
}

/** Turns on the emulator's email enumeration protection (its project config, as an owner). */
async function protectEmails(host: string): Promise<void> {
  const response = await fetch(`http://${host}/emulator/v1/projects/${DEMO_PROJECT_ID}/config`, {
    method: 'PATCH',
    headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
    body: JSON.stringify({ emailPrivacyConfig: { enableImprovedEmailPrivacy: true } }),
  });
  const config = response.ok ? await response.json() : null;
  if (config?.emailPrivacyConfig?.enableImprovedEmailPrivacy !== true) {
    throw new Error(`The Auth emulator on ${host} refused email enumeration protection (${response.status}).`);
  }
}

/** The Firestore emulator with the project's rules (`rules: false` leaves them to the caller). */
export async function startFirestoreEmulator(host: string, { rules = true } = {}): Promise<Stop> {
  const url = `http://${host}/`;
  if (await answers(url, isOk)) return () => {};
  if (!existsSync(jar)) {
    if (process.env.FIRESTORE_EMULATOR_JAR)
      throw new Error(`FIRESTORE_EMULATOR_JAR names ${jar}, which does not exist.`);
    // firebase-tools downloads the jar on first use (it needs Java 21 or newer).
    return started('Firestore', url, firebaseTools('firestore', host));
  }
  const [hostname, port] = host.split(':');
  const java = spawnLogged(javaBinary(), [
    '-cp',
    jar,
    'com.google.cloud.datastore.emulator.firestore.CloudFirestore',
    '--host',
    hostname,
    '--port',
    port,
    ...(rules ? ['--rules', rulesFile] : []),
    '--project_id',
    DEMO_PROJECT_ID,
    '--single_project_mode',
    'true',
  ]);
  return started('Firestore', url, java).catch((error: Error) => {
    throw new Error(
      `${error.message}\nThe Firestore emulator needs Java 17 or newer (apt-get install -y openjdk-17-jre-headless).`,
    );
  });
}

/** Both emulators where the site's configuration points; nothing when it names a real project. */
export async function startSiteEmulators(emulators: { auth: string; firestore: string } | null): Promise<Stop> {
  if (!emulators) return () => {};
  const stops = await Promise.all([startAuthEmulator(emulators.auth), startFirestoreEmulator(emulators.firestore)]);
  return () => stops.forEach((stop) => stop());
}
