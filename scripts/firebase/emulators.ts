/**
 * The local Firebase emulators (docs/design.md#5-firebase-emulators), started by the project's own
 * scripts so that a fresh machine can sign up and keep a profile without a cloud project: Auth,
 * Firestore and the project's Cloud Functions (functions/) in one firebase-tools run, since Auth's
 * triggers reach the functions only within one run. They need Java 21 or newer; without it they
 * do not start, and the caller says what is missing. A suite is reused when something already
 * answers on its Auth port.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import { DEMO_PROJECT_ID, type EmulatorHosts } from '../../lib/firebase/config';
import { writeFunctionsEnv } from './functionsEnv';
import { writeFirebaseConfig } from '../hosts/firebase';
import { root } from '../lib/paths';
import { answers, freePort, run, spawnLogged, type Helper } from '../lib/processes';

const firebaseCli = path.join(root, 'node_modules', '.bin', 'firebase');
const typescript = path.join(root, 'node_modules', 'typescript', 'bin', 'tsc');
const sdkFirestoreJar =
  process.env.FIRESTORE_EMULATOR_JAR ??
  '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';

/** The oldest Java that firebase-tools starts its emulators with. */
const JAVA_NEEDED = 21;

/** Stops what was started, resolving once it has exited. */
export type Stop = () => Promise<void>;
const nothingToStop: Stop = async () => {};

/** The major version of a Java binary (`java -version` prints `version "25.0.3"`, or `"1.8.0"`), or 0. */
function javaVersion(java: string): number {
  const { stderr } = spawnSync(java, ['-version'], { encoding: 'utf8' });
  const [, major, minor] = /version "(\d+)(?:\.(\d+))?/.exec(stderr ?? '') ?? [];
  return Number(major === '1' ? minor : major) || 0;
}

/** Where a Java may be: JAVA_HOME's, the one on PATH, then every JDK under /usr/lib/jvm (Linux). */
function javaCandidates(): string[] {
  const jvms = existsSync('/usr/lib/jvm')
    ? readdirSync('/usr/lib/jvm').map((name) => path.join('/usr/lib/jvm', name, 'bin', 'java'))
    : [];
  return [...(process.env.JAVA_HOME ? [path.join(process.env.JAVA_HOME, 'bin', 'java')] : []), 'java', ...jvms];
}

/**
 * The folder of the first Java of version 21 or newer among `candidates` (firebase-tools runs the
 * first `java` on PATH, so that folder goes first there), or what was found instead.
 */
export function findJava(candidates = javaCandidates()): { bin: string } | { found: string } {
  const seen: string[] = [];
  for (const java of candidates) {
    if (java !== 'java' && !existsSync(java)) continue;
    const version = javaVersion(java);
    if (version >= JAVA_NEEDED) {
      const resolved =
        java === 'java' ? spawnSync('sh', ['-c', 'command -v java'], { encoding: 'utf8' }).stdout.trim() : java;
      return { bin: path.dirname(resolved) };
    }
    if (version) seen.push(`Java ${version} at ${java}`);
  }
  return { found: seen.join(', ') || 'no Java' };
}

/** What to do when no Java is new enough. */
export const javaMissing = (found: string) =>
  `The Firebase emulators need Java ${JAVA_NEEDED} or newer, first on PATH or in JAVA_HOME (found ${found}). ` +
  'Install a JDK or JRE 21+ (Eclipse Temurin, or your system’s openjdk-21 package) and start again.';

/**
 * A jar holding only a manifest that starts the Firestore emulator from the Cloud SDK's jar
 * (firebase-tools runs `java -jar` on FIRESTORE_EMULATOR_BINARY_PATH, and changes that file's mode,
 * so it must be a file of ours, never the SDK's). A zip archive of one stored entry.
 */
function firestoreLauncher(jar: string): string {
  const file = path.join(tmpdir(), `slimstart-firestore-launcher-${crc32(jar).toString(16)}.jar`);
  // A manifest's lines hold at most 72 bytes; a longer one continues on lines that start with a space.
  const classPath = `Class-Path: ${encodeURI(jar)}`;
  const wrapped =
    classPath.slice(0, 72) + (classPath.slice(72).match(/.{1,71}/g) ?? []).map((l) => `\r\n ${l}`).join('');
  const manifest = Buffer.from(
    `Manifest-Version: 1.0\r\nMain-Class: com.google.cloud.datastore.emulator.firestore.CloudFirestore\r\n${wrapped}\r\n\r\n`,
  );
  const name = Buffer.from('META-INF/MANIFEST.MF');
  const entry = (signature: number, size: number) => {
    const header = Buffer.alloc(size);
    header.writeUInt32LE(signature, 0);
    return header;
  };
  // The local and the central header describe the entry alike, from `at` on: the version needed to
  // read it (1.0), the time and method left 0 (stored), its CRC, both sizes, and its name's length.
  const describe = (header: Buffer, at: number) => {
    header.writeUInt16LE(10, at);
    header.writeUInt32LE(crc32(manifest), at + 10);
    header.writeUInt32LE(manifest.length, at + 14);
    header.writeUInt32LE(manifest.length, at + 18);
    header.writeUInt16LE(name.length, at + 22);
    return header;
  };
  const local = describe(entry(0x04034b50, 30), 4);
  const central = describe(entry(0x02014b50, 46), 6);
  central.writeUInt16LE(20, 4);
  const end = entry(0x06054b50, 22);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + name.length, 12);
  end.writeUInt32LE(local.length + name.length + manifest.length, 16);
  writeFileSync(file, Buffer.concat([local, name, manifest, central, name, end]));
  return file;
}

/**
 * Where the suite listens: Auth, Firestore and the functions where the site points (the browser
 * calls the functions), the rest on free ports.
 */
export type SuiteHosts = EmulatorHosts;

const splitHost = (host: string) => {
  const [hostname, port] = host.split(':');
  return { host: hostname, port: Number(port) };
};
const loopback = async () => ({ host: '127.0.0.1', port: await freePort() });

/** The functions' build, which the emulator loads (functions/package.json's `main`). */
function buildFunctions(): void {
  run(process.execPath, [typescript, '-p', path.join(root, 'functions')], { quiet: true });
}

/**
 * Auth (with email enumeration protection on, as the real project should have it:
 * docs/operators.md#accounts), Firestore with the project's rules, and the functions, in one
 * firebase-tools run, ready when it says so.
 */
export async function startEmulatorSuite(hosts: SuiteHosts): Promise<Stop> {
  if (await answers(`http://${hosts.auth}/`, (r) => r.ok)) {
    await protectEmails(hosts.auth);
    return nothingToStop;
  }
  if (!existsSync(firebaseCli)) throw new Error('firebase-tools is missing: run npm install.');
  const java = findJava();
  if (!('bin' in java)) throw new Error(javaMissing(java.found));
  buildFunctions();
  writeFunctionsEnv(process.env);
  const auth = splitHost(hosts.auth);
  const project = JSON.parse(readFileSync(path.join(root, 'firebase.json'), 'utf8'));
  const config = writeFirebaseConfig(`.firebase-emulators-${auth.port}.json`, {
    firestore: project.firestore,
    functions: project.functions,
    emulators: {
      singleProjectMode: true,
      ui: { enabled: false },
      auth,
      firestore: { ...splitHost(hosts.firestore), websocketPort: (await loopback()).port },
      functions: splitHost(hosts.functions),
      hub: await loopback(),
      logging: await loopback(),
      eventarc: await loopback(),
      tasks: await loopback(),
    },
  });
  const env: Record<string, string> = {
    PATH: `${java.bin}${path.delimiter}${process.env.PATH}`,
    METADATA_SERVER_DETECTION: 'none',
    // Where a test's Admin SDK finds the emulators: to firebase-tools, emulators already running.
    FIRESTORE_EMULATOR_HOST: '',
    FIREBASE_AUTH_EMULATOR_HOST: '',
  };
  if (existsSync(sdkFirestoreJar)) env.FIRESTORE_EMULATOR_BINARY_PATH = firestoreLauncher(sdkFirestoreJar);
  else if (process.env.FIRESTORE_EMULATOR_JAR) {
    throw new Error(`FIRESTORE_EMULATOR_JAR names ${sdkFirestoreJar}, which does not exist.`);
  }
  // Otherwise firebase-tools downloads the Firestore emulator on first use, on a machine that can.
  const args = ['emulators:start', '--only', 'auth,firestore,functions', '--project', DEMO_PROJECT_ID];
  const suite = spawnLogged(firebaseCli, [...args, '--config', config], { env });
  await readyOrExit(suite).catch((error: Error) => {
    rmSync(config, { force: true });
    throw error;
  });
  await protectEmails(hosts.auth);
  return async () => {
    rmSync(config, { force: true });
    // firebase-tools stops the Java and Node processes it started (in process groups of their own,
    // which a kill of ours would miss) before it exits.
    if (suite.child.exitCode !== null) return;
    const exited = new Promise((resolve) => suite.child.once('exit', resolve));
    suite.child.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 20_000).unref())]);
  };
}

/** Waits for firebase-tools to say that every emulator is ready; fails if it exits or hangs. */
async function readyOrExit({ child, log }: Helper, timeoutMs = 240_000): Promise<void> {
  let exited: number | null = child.exitCode;
  child.on('exit', (code) => (exited = code ?? -1));
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline;) {
    if (log().includes('All emulators ready')) return;
    if (exited !== null) throw new Error(`The Firebase emulators exited with code ${exited}.\n${log()}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGTERM');
  throw new Error(`The Firebase emulators were not ready within ${timeoutMs / 1000} s.\n${log()}`);
}

/** Turns on the Auth emulator's email enumeration protection (its project config, as an owner). */
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

/** The suite where the site's configuration points; nothing when it names a real project. */
export async function startSiteEmulators(emulators: SuiteHosts | null): Promise<Stop> {
  return emulators ? startEmulatorSuite(emulators) : nothingToStop;
}
