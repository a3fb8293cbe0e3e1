/**
 * The local Firebase emulators (docs/design.md#5-firebase-emulators), started by the project's own scripts so that
 * a fresh machine can sign up and keep a profile without a cloud project:
 * - Auth through firebase-tools (plain JavaScript, works offline);
 * - Firestore from the emulator jar when one is installed (these machines carry it in the Google
 *   Cloud SDK; FIRESTORE_EMULATOR_JAR names another), otherwise through firebase-tools, which
 *   downloads it on a machine that can.
 * Each one is reused when something already answers on its port.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEMO_PROJECT_ID } from '../../lib/firebase/config';

const root = path.resolve(import.meta.dirname, '../..');
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

async function answers(url: string): Promise<boolean> {
  return fetch(url, { signal: AbortSignal.timeout(2000) }).then(
    (r) => r.ok,
    () => false,
  );
}

/** Waits until `url` answers, failing early when the process exits. */
async function waitFor(name: string, url: string, child: ChildProcess, log: () => string): Promise<Stop> {
  let exited: number | null = null;
  child.on('exit', (code) => (exited = code ?? -1));
  const stop = () => {
    if (exited === null) child.kill('SIGTERM');
  };
  for (let i = 0; i < 240; i++) {
    if (await answers(url)) return stop;
    if (exited !== null) throw new Error(`The ${name} emulator exited with code ${exited}.\n${log()}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  stop();
  throw new Error(`The ${name} emulator did not answer at ${url} within 60 s.\n${log()}`);
}

function spawnLogged(command: string, args: string[]): { child: ChildProcess; log: () => string } {
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, NO_UPDATE_NOTIFIER: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  child.on('error', (error) => (output += `\n${error.message}`));
  return { child, log: () => output.trim() };
}

/** firebase-tools for one emulator, with a config of its own so that the host and port are ours. */
function firebaseTools(only: 'auth' | 'firestore', host: string): { child: ChildProcess; log: () => string } {
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

export async function startAuthEmulator(host: string): Promise<Stop> {
  const url = `http://${host}/`;
  if (await answers(url)) return () => {};
  const { child, log } = firebaseTools('auth', host);
  return waitFor('Auth', url, child, log);
}

/** The Firestore emulator with the project's rules (`rules: false` leaves them to the caller). */
export async function startFirestoreEmulator(host: string, { rules = true } = {}): Promise<Stop> {
  const url = `http://${host}/`;
  if (await answers(url)) return () => {};
  if (!existsSync(jar)) {
    if (process.env.FIRESTORE_EMULATOR_JAR)
      throw new Error(`FIRESTORE_EMULATOR_JAR names ${jar}, which does not exist.`);
    // firebase-tools downloads the jar on first use (it needs Java 21 or newer).
    const { child, log } = firebaseTools('firestore', host);
    return waitFor('Firestore', url, child, log);
  }
  const [hostname, port] = host.split(':');
  const { child, log } = spawnLogged(javaBinary(), [
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
  return waitFor('Firestore', url, child, log).catch((error: Error) => {
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
