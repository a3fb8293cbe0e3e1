/**
 * What the npm script probes share (tests/scripts/): a fresh copy of the project, `npm run` in a
 * process group of its own as a terminal starts it, a server's first answer, and Ctrl+C. Each probe
 * file runs its probes one after the other; the files run side by side (vitest.scripts.config.ts).
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, expect, it } from 'vitest';
import { LATEST_BUILD_PATH } from '../../lib/hosting/buildFiles';
import { freePort, waitFor, type Helper } from '../../scripts/lib/processes';
import { testBuild } from '../../scripts/test/builds';
import { projectRoot } from '../support/projectFiles';

export const en = JSON.parse(readFileSync(path.join(projectRoot, 'messages/en.json'), 'utf8'));

/** A probe: starts one npm script as a user types it, up to its first decision, and checks it. */
export type Probe = () => Promise<void>;

/** Registers a test for each probe, by its script's name. */
export function runProbes(probes: Record<string, Probe>): void {
  for (const [name, probe] of Object.entries(probes)) it(`npm run ${name} starts as a user types it`, probe);
}

const copies: string[] = [];
const fileCopies: string[] = [];
afterEach(() => {
  for (const dir of copies.splice(0)) rmSync(dir, { recursive: true, force: true });
});
afterAll(() => {
  for (const dir of fileCopies.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/**
 * A fresh copy of the project, as a clone would have it: the files git tracks or would track, and
 * node_modules as hard links. With `withBuild`, out/ comes along, and every source file is dated
 * before that build began, as after `npm start` on a fresh clone.
 */
export function freshCopy({ withBuild = false, forTheFile = false } = {}): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'slimstart-scripts-'));
  // One test's copy goes after it; one the file's tests share, after the last of them.
  (forTheFile ? fileCopies : copies).push(dir);
  const files = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: projectRoot,
    encoding: 'utf8',
  })
    .stdout.split('\0')
    .filter((file) => file && existsSync(path.join(projectRoot, file)));
  expect(files.length).toBeGreaterThan(100);
  for (const file of files) cpSync(path.join(projectRoot, file), path.join(dir, file), { preserveTimestamps: true });
  expect(spawnSync('cp', ['-al', path.join(projectRoot, 'node_modules'), dir]).status).toBe(0);
  if (withBuild) {
    cpSync(path.join(projectRoot, 'out'), path.join(dir, 'out'), { recursive: true, preserveTimestamps: true });
    const { timestamp } = JSON.parse(readFileSync(path.join(dir, 'out', LATEST_BUILD_PATH), 'utf8'));
    const before = new Date(timestamp - 60_000);
    for (const file of files) utimesSync(path.join(dir, file), before, before);
  }
  return dir;
}

export type Env = Record<string, string | undefined>;

/**
 * Whether the copies' builds leave Next.js's type check out: as `npm test`'s own builds do, when it
 * runs the probes (scripts/test/steps.ts), since its typecheck step reads the same sources. Given to
 * the operators' environments too, which otherwise hold nothing of this shell's.
 */
export const typesCheckedApart = process.env.BUILD_TYPECHECK ? { BUILD_TYPECHECK: process.env.BUILD_TYPECHECK } : {};

/** Settings as a .env file holds them: one NAME="value" a line. */
export const envFile = (settings: Record<string, string>) =>
  Object.entries(settings)
    .map(([name, value]) => `${name}=${JSON.stringify(value)}`)
    .join('\n');

/**
 * A fresh copy for the file's tests as an operator's computer has it: `files` written in it (the
 * settings files, by name), a HOME of its own (no Firebase login), and nothing of this shell's
 * settings but PATH: the environment to run its commands with.
 */
export function operatorCopy(files: Record<string, string>): { dir: string; env: Env } {
  const dir = freshCopy({ forTheFile: true });
  const home = path.join(dir, '.home');
  mkdirSync(home);
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  return { dir, env: { PATH: process.env.PATH, HOME: home, NO_UPDATE_NOTIFIER: '1', ...typesCheckedApart } };
}

interface Run {
  /** Everything it printed, both streams. */
  output: () => string;
  exited: Promise<number | null>;
  helper: Helper;
}

/** `npm run <name> [-- args]`, in a process group of its own, as a terminal starts it. */
export function npmRun(name: string, args: string[], { cwd = projectRoot, env = {} as Env } = {}): Run {
  // Only what the probe gives: the deploy probe gives no settings at all.
  const childEnv: Env = { NO_UPDATE_NOTIFIER: '1', NEXT_TELEMETRY_DISABLED: '1', ...env };
  const child = spawn('npm', ['run', name, ...(args.length ? ['--', ...args] : [])], {
    cwd,
    env: childEnv as NodeJS.ProcessEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { output: () => output, exited, helper: { child, log: () => output.slice(-8000) } };
}

/**
 * What the scripts that read or serve the builds are told: the test builds' settings, which `npm
 * test` builds with (the page list among them), and no emulators unless a probe asks.
 */
export const everyEnv = { ...process.env, ...testBuild, FIREBASE_EMULATORS: 'off' };

export async function runToEnd(name: string, args: string[], options: Parameters<typeof npmRun>[2] = {}) {
  const run = npmRun(name, args, options);
  const code = await run.exited;
  return { code, output: run.output() };
}

/** Ctrl+C to the whole group, as a terminal sends it, then the group's end (SIGKILL after 15 s). */
export async function stop({ helper: { child }, exited }: Run): Promise<void> {
  const group = -child.pid!;
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(group, name);
    } catch {
      // The group has ended already.
    }
  };
  signal('SIGINT');
  const late = setTimeout(() => signal('SIGKILL'), 15_000);
  await exited;
  clearTimeout(late);
  signal('SIGKILL');
}

/** The addresses listening at `port` on this machine, without the port: ['127.0.0.1', '[::1]'], ['*']. */
function listeningOn(port: number): string[] {
  return execFileSync('ss', ['-ltnH', `sport = :${port}`], { encoding: 'utf8' })
    .split('\n')
    .filter(Boolean)
    .map((line) => line.split(/\s+/)[3].replace(/:\d+$/, ''))
    .sort();
}

/**
 * Starts a server script on a free port, waits for its first answer at `pathname`, and stops it.
 * Gives the answer's status and body, what the script printed, and, if asked, where it listened.
 */
export async function serveOnce(
  name: string,
  pathname: string,
  options: { cwd?: string; env?: Env; says?: string; listening?: boolean } = {},
) {
  const port = await freePort();
  const run = npmRun(name, [], { cwd: options.cwd, env: { ...everyEnv, ...options.env, PORT: String(port) } });
  try {
    const url = `http://127.0.0.1:${port}${pathname}`;
    await waitFor(`npm run ${name}`, url, run.helper, { timeoutMs: 200_000 });
    // A host may answer a moment before the script says where it serves.
    if (options.says) await expect.poll(run.output, { timeout: 30_000 }).toContain(options.says);
    const response = await fetch(url, { redirect: 'manual' });
    // Asked for alone: `ss` is one more tool on the machine.
    const listening = options.listening ? listeningOn(port) : undefined;
    return { status: response.status, body: await response.text(), output: run.output(), listening };
  } finally {
    await stop(run);
  }
}
