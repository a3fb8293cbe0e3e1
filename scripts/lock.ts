/**
 * `npm run lock`: updates package-lock.json after a change to package.json, keeping it whole for
 * every platform so that `npm ci` accepts it anywhere (CI checks it: .ci/run).
 *
 * Why: where the npm registry lacks another platform's build of a native package at the locked
 * version (these machines' registry lacks some darwin and win32 builds of @next/swc, @swc/core and
 * @unrs/resolver-binding), `npm install` leaves those optional packages out of the lock, and
 * `npm ci` then calls the lock out of sync. This adds each missing one at the version its parent
 * asks for, with the os, cpu and libc that npm needs to skip it elsewhere (read from the registry's
 * newest release of that package); npm fetches and checks it on the platform that uses it.
 *
 * It then writes functions/package-lock.json, the Cloud Functions' own lock file, with the very
 * versions the root's lock gives them (scripts/firebase/functionsLock.ts): Firebase installs the
 * functions from it with `npm ci`, so what is deployed is what the tests ran.
 *
 * `npm run lock -- --check` only says whether both locks are whole and current, changing nothing
 * and asking no registry.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './lib/paths';
import { run } from './lib/processes';
import { runScript } from './lib/entry';
import { functionsLockCurrent, resolve, writeFunctionsLock } from './firebase/functionsLock';

const lockFile = path.join(root, 'package-lock.json');

interface LockEntry {
  version?: string;
  dev?: boolean;
  optional?: boolean;
  optionalDependencies?: Record<string, string>;
  [field: string]: unknown;
}

function npm(args: string[]) {
  console.log(`> npm ${args.join(' ')}`);
  run('npm', args);
}

/** The optional dependencies that some entry names but the lock does not hold, by lock key. */
export function missingOptional(packages: Record<string, LockEntry>): Map<string, { name: string; version: string }> {
  const missing = new Map<string, { name: string; version: string }>();
  for (const [key, entry] of Object.entries(packages)) {
    for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
      if (!resolve(packages, key, name)) missing.set(`node_modules/${name}`, { name, version });
    }
  }
  return missing;
}

function platformFields(name: string): Partial<LockEntry> {
  const view = JSON.parse(
    execFileSync('npm', ['view', name, 'os', 'cpu', 'libc', 'license', 'engines', '--json'], {
      cwd: root,
      encoding: 'utf8',
    }) || '{}',
  );
  const { os, cpu, libc, license, engines } = view;
  return Object.fromEntries(Object.entries({ cpu, libc, license, os, engines }).filter(([, v]) => v !== undefined));
}

function check() {
  const missing = missingOptional(JSON.parse(readFileSync(lockFile, 'utf8')).packages);
  if (missing.size) {
    const names = [...missing.values()].map(({ name, version }) => `${name}@${version}`);
    throw new Error(`package-lock.json lacks ${names.join(', ')}: run \`npm run lock\` and commit it.`);
  }
  console.log('package-lock.json holds every platform’s packages: npm ci accepts it anywhere.');
  if (!functionsLockCurrent(root)) {
    throw new Error('functions/package-lock.json differs from what package-lock.json locks: run `npm run lock` and commit it.');
  }
  console.log('functions/package-lock.json holds the versions the tests run the functions on.');
}

function main() {
  if (process.argv.includes('--check')) return check();
  npm(['install', '--no-audit', '--no-fund']);
  const lock = JSON.parse(readFileSync(lockFile, 'utf8'));
  const missing = missingOptional(lock.packages);
  for (const [key, { name, version }] of missing) {
    lock.packages[key] = { version, optional: true, ...platformFields(name) };
    console.log(`added ${name}@${version} for other platforms`);
  }
  if (missing.size) {
    const [rootEntry, ...rest] = Object.entries(lock.packages);
    lock.packages = Object.fromEntries([rootEntry, ...rest.sort(([a], [b]) => a.localeCompare(b))]);
    writeFileSync(lockFile, JSON.stringify(lock, null, 2) + '\n');
    // npm settles the new entries' flags (dev, peer) the way it writes them itself.
    npm(['install', '--no-audit', '--no-fund']);
  }
  writeFunctionsLock(root);
  console.log('package-lock.json is whole, and functions/package-lock.json follows it: commit both with package.json.');
}

runScript(import.meta.url, main);
