/**
 * Every npm script runs for real. The steps of `npm test` (scripts/lib/testSteps.ts) already run
 * many as `npm run <name>`; every other one is started here as a child process, the way a user
 * types it, up to its first decision: a refusal, a report, or a server's first answer. A script
 * whose entry point fails to load fails here, and so does a script added to package.json with
 * neither a step nor a probe below.
 *
 * What could change the project is run in a fresh copy of it (its files as git sees them, and
 * node_modules hard-linked): the deploy refusal, a rebuild after an edit, the dev server, the
 * formatter. Servers get a free loopback port through PORT.
 */
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_EMULATORS } from '../../lib/firebase/config';
import { LATEST_BUILD_PATH } from '../../lib/hosting/buildFiles';
import { freePort, waitFor, type Helper } from '../../scripts/lib/processes';
import { testBuild } from '../../scripts/lib/testBuilds';
import { steps } from '../../scripts/lib/testSteps';
import { projectRoot } from '../support/projectFiles';

const scripts: Record<string, string> = JSON.parse(
  readFileSync(path.join(projectRoot, 'package.json'), 'utf8'),
).scripts;
const en = JSON.parse(readFileSync(path.join(projectRoot, 'messages/en.json'), 'utf8'));

/** The scripts `npm test` runs as its steps, and the one CI runs (.ci/run). */
const ranBySuite = new Set(
  steps.flatMap((step) => (Array.isArray(step) && step[0] === 'npm' && step[1][0] === 'run' ? [step[1][1]] : [])),
);
const ranByCi = readFileSync(path.join(projectRoot, '.ci/run'), 'utf8').includes('npm test') ? ['test'] : [];

const copies: string[] = [];
afterEach(() => {
  for (const dir of copies.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/**
 * A fresh copy of the project, as a clone would have it: the files git tracks or would track, and
 * node_modules as hard links. With `withBuild`, out/ comes along, and every source file is dated
 * before that build began, as after `npm start` on a fresh clone.
 */
function freshCopy({ withBuild = false } = {}): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'slimstart-scripts-'));
  copies.push(dir);
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

type Env = Record<string, string | undefined>;

interface Run {
  /** Everything it printed, both streams. */
  output: () => string;
  exited: Promise<number | null>;
  helper: Helper;
}

/** `npm run <name> [-- args]`, in a process group of its own, as a terminal starts it. */
function npmRun(name: string, args: string[], { cwd = projectRoot, env = {} as Env } = {}): Run {
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
const everyEnv = { ...process.env, ...testBuild, FIREBASE_EMULATORS: 'off' };

async function runToEnd(name: string, args: string[], options: Parameters<typeof npmRun>[2] = {}) {
  const run = npmRun(name, args, options);
  const code = await run.exited;
  return { code, output: run.output() };
}

/** Ctrl+C to the whole group, as a terminal sends it, then the group's end (SIGKILL after 15 s). */
async function stop({ helper: { child }, exited }: Run): Promise<void> {
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

/**
 * Starts a server script on a free port, waits for its first answer at `pathname`, and stops it.
 * Gives the answer's status and body, and what the script printed.
 */
async function serveOnce(name: string, pathname: string, options: { cwd?: string; env?: Env; says?: string } = {}) {
  const port = await freePort();
  const run = npmRun(name, [], { cwd: options.cwd, env: { ...everyEnv, ...options.env, PORT: String(port) } });
  try {
    const url = `http://127.0.0.1:${port}${pathname}`;
    await waitFor(`npm run ${name}`, url, run.helper, { timeoutMs: 200_000 });
    // A host may answer a moment before the script says where it serves.
    if (options.says) await expect.poll(run.output, { timeout: 30_000 }).toContain(options.says);
    const response = await fetch(url, { redirect: 'manual' });
    return { status: response.status, body: await response.text(), output: run.output() };
  } finally {
    await stop(run);
  }
}

type Probe = () => Promise<void>;

const probes: Record<string, Probe> = {
  async deploy() {
    // A fresh clone with no configuration at all: nothing from this shell's environment either.
    const dir = freshCopy();
    const { code, output } = await runToEnd('deploy', [], {
      cwd: dir,
      env: { PATH: process.env.PATH, HOME: process.env.HOME },
    });
    expect(code, output).toBe(1);
    // One message naming every missing setting: the project, Firebase, the address, the company.
    expect(output).toContain('Nothing was built or deployed: 3 things need setting first.');
    for (const name of [
      'FIREBASE_PROJECT',
      'NEXT_PUBLIC_FIREBASE_API_KEY',
      'SITE_URL',
      'LEGAL_NAME',
      'PRIVACY_OFFICER',
    ])
      expect(output).toContain(name);
    expect(existsSync(path.join(dir, 'out'))).toBe(false);
  },

  async start() {
    const dir = freshCopy({ withBuild: true });
    // As built: served without building, with the demo project's emulators beside it.
    const asBuilt = await serveOnce('start', '/', { cwd: dir, env: { FIREBASE_EMULATORS: 'on' } });
    expect(asBuilt.output).toContain('is up to date with the sources and messages: serving it without building');
    expect(asBuilt.output).toMatch(/Firebase emulators \(project demo-slimstart\)/);
    expect(asBuilt.status).toBe(200);
    expect(asBuilt.body).toContain(en.Home.heading);

    // An editor changes a text: the next `npm start` builds again and serves it.
    const file = path.join(dir, 'messages/en.json');
    const edited = 'A heading an editor has just changed';
    writeFileSync(file, readFileSync(file, 'utf8').replace(JSON.stringify(en.Home.heading), JSON.stringify(edited)));
    const afterEdit = await serveOnce('start', '/', { cwd: dir });
    expect(afterEdit.output).toMatch(/messages\/en\.json changed after the build in out\/ \(.*\): building again/);
    expect(afterEdit.body).toContain(edited);
    expect(afterEdit.body).not.toContain(en.Home.heading);
  },

  async 'start:server'() {
    const { status, body } = await serveOnce('start:server', '/faq');
    expect(status).toBe(200);
    expect(body).toContain('<html lang="en"');
  },

  async dev() {
    // `next dev` writes its own folder: in a copy, so the project's builds stay as they are.
    const { status, body } = await serveOnce('dev', '/de/faq', { cwd: freshCopy() });
    expect(status).toBe(200);
    expect(body).toContain('<html lang="de"');
  },

  async 'preview:hosting'() {
    const { status } = await serveOnce('preview:hosting', '/faq', { says: 'on the Firebase Hosting emulator at' });
    expect(status).toBe(200);
  },

  async 'preview:nginx'() {
    const { status } = await serveOnce('preview:nginx', '/faq', { says: 'on nginx at' });
    expect(status).toBe(200);
  },

  async emulators() {
    const run = npmRun('emulators', [], { env: process.env });
    try {
      await waitFor('npm run emulators', `http://${DEFAULT_EMULATORS.firestore}/`, run.helper, { timeoutMs: 90_000 });
      await waitFor('npm run emulators', `http://${DEFAULT_EMULATORS.auth}/`, run.helper, { timeoutMs: 30_000 });
      await expect.poll(run.output, { timeout: 30_000 }).toContain('Firebase emulators ready');
    } finally {
      await stop(run);
    }
  },

  async screenshots() {
    // Its first decision: with no build to photograph, it says what to run.
    const { code, output } = await runToEnd('screenshots', [], { cwd: freshCopy(), env: everyEnv });
    expect(code).toBe(1);
    expect(output).toContain('out/ has no build: run `npm run build` first.');
  },

  async bench() {
    const dir = freshCopy({ withBuild: true });
    const { code, output } = await runToEnd('bench', ['--only', 'size'], { cwd: dir, env: everyEnv });
    expect(code, output).toBe(0);
    expect(output).toMatch(/first-load JS \/faq \(KiB gzip\)\s+\d/);
    expect(existsSync(path.join(dir, 'reports/bench-history.jsonl'))).toBe(true);
  },

  async lock() {
    const { code, output } = await runToEnd('lock', ['--check'], { env: everyEnv });
    expect(code, output).toBe(0);
    expect(output).toContain('package-lock.json holds every platform’s packages');
  },

  async format() {
    const { code, output } = await runToEnd('format', [], { cwd: freshCopy(), env: everyEnv });
    expect(code, output).toBe(0);
  },
};

describe('every npm script', () => {
  for (const name of Object.keys(scripts)) {
    if (ranBySuite.has(name) || ranByCi.includes(name)) {
      it(`${name}: runs as a step of npm test or CI`, () => {
        expect(probes[name]).toBeUndefined();
      });
    } else {
      it(`${name}: starts as a user types it`, async () => {
        const probe = probes[name];
        if (!probe) {
          expect.fail(
            `npm run ${name} is neither a step of npm test (scripts/lib/testSteps.ts) nor started here: add a probe.`,
          );
        }
        await probe();
      });
    }
  }

  it('has a probe only for scripts that exist', () => {
    expect(Object.keys(probes).filter((name) => !(name in scripts))).toEqual([]);
  });
});
