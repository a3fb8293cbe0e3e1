/**
 * The Cloud Functions' deploy, in a copy of the functions beside the project's packages: what
 * `firebase deploy` runs before it uploads them (firebase.json's predeploy: the lock file checked
 * against functions/package.json, installing nothing, then the build), and what Firebase's build
 * then runs on the upload, `npm ci` from that lock, which installs the versions the tests ran them
 * on (the root's lock). npm answers from its cache, which the project's own install filled: no network.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { projectRoot } from '../support/projectFiles';

const dir = mkdtempSync(path.join(tmpdir(), 'slimstart-functions-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const functionsCopy = () => {
  for (const file of ['package.json', 'package-lock.json', 'tsconfig.json', 'src']) {
    cpSync(path.join(projectRoot, 'functions', file), path.join(dir, 'functions', file), { recursive: true });
  }
  cpSync(path.join(projectRoot, 'package.json'), path.join(dir, 'package.json'));
  // The project's packages, where the build finds TypeScript and Node's types, as in a checkout.
  execFileSync('cp', ['-al', path.join(projectRoot, 'node_modules'), dir]);
};

const predeploy = (): string[] =>
  JSON.parse(readFileSync(path.join(projectRoot, 'firebase.json'), 'utf8')).functions[0].predeploy;

const shellEnv: Record<string, string | undefined> = {
  PATH: process.env.PATH,
  HOME: process.env.HOME,
  RESOURCE_DIR: 'functions',
  npm_config_offline: 'true',
};

/** A predeploy command as Firebase's CLI runs it: in a shell, with RESOURCE_DIR set. */
const run = (command: string) => {
  const { status, stdout, stderr } = spawnSync('sh', ['-c', command], {
    cwd: dir,
    env: shellEnv as NodeJS.ProcessEnv,
    encoding: 'utf8',
  });
  return { status, output: stdout + stderr };
};

it('checks the lock before the upload, builds, and the lock installs the versions the tests ran', () => {
  mkdirSync(path.join(dir, 'functions'), { recursive: true });
  functionsCopy();
  for (const command of predeploy()) {
    const { status, output } = run(command);
    expect(status, output).toBe(0);
  }
  expect(existsSync(path.join(dir, 'functions/lib/index.js'))).toBe(true);
  // Nothing installed into the checkout: a second firebase-admin there would split the tests' app.
  expect(existsSync(path.join(dir, 'functions/node_modules'))).toBe(false);

  // Firebase's build: every package the functions need, where the root's lock has it, at its version.
  const installed = run('npm --prefix functions ci --ignore-scripts --no-audit --no-fund');
  expect(installed.status, installed.output).toBe(0);
  const tested = JSON.parse(readFileSync(path.join(projectRoot, 'package-lock.json'), 'utf8')).packages;
  const locked = JSON.parse(readFileSync(path.join(projectRoot, 'functions/package-lock.json'), 'utf8')).packages;
  const needed = Object.keys(locked).filter((key) => key && !locked[key].optional);
  expect(needed).toContain('node_modules/firebase-admin');
  for (const key of needed) {
    const manifest = JSON.parse(readFileSync(path.join(dir, 'functions', key, 'package.json'), 'utf8'));
    expect(manifest.version, key).toBe(tested[key].version);
  }

  // A lock that no longer agrees with the functions' package.json stops the deploy before its build.
  const manifest = JSON.parse(readFileSync(path.join(dir, 'functions/package.json'), 'utf8'));
  manifest.dependencies['firebase-admin'] = '13.9.0';
  writeFileSync(path.join(dir, 'functions/package.json'), JSON.stringify(manifest));
  // The check is `npm ci`, which refuses a lock out of step with package.json (`npm install` would
  // rewrite the lock and go on). With the registry, npm names the disagreement; offline, it first
  // asks for the changed package's versions, which a cache that only `npm ci` filled lacks (it keeps
  // tarballs, not their lists), and stops there, where the agreeing lock above passed offline.
  expect(predeploy()[0]).toMatch(/^npm --prefix "\$RESOURCE_DIR" ci --dry-run /);
  const refused = run(predeploy()[0]);
  expect(refused.status).not.toBe(0);
  expect(refused.output).toMatch(
    /lock file's firebase-admin@13\.10\.0 does not satisfy firebase-admin@13\.9\.0|ENOTCACHED[^]*registry\.npmjs\.org\/firebase-admin/,
  );
}, 180_000);
