/**
 * functions/package-lock.json, the lock file the Cloud Functions deploy with, derived from the
 * project's own package-lock.json: `npm run lock` writes it, `npm run lock -- --check` compares.
 *
 * functions/ is a workspace of the project, so `npm install` locks its packages in the root's lock
 * file, and the tests run the functions on exactly those versions. Firebase uploads functions/
 * alone and its build installs from functions/package-lock.json with `npm ci` (as firebase.json's
 * predeploy does here first). A lock file resolved afresh would pick whatever the registry offers
 * that day; this one holds the very versions the tests ran, taken from the root's lock: the
 * packages the functions' dependencies reach, found as Node finds them.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

type Entry = {
  version?: string;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
  dev?: boolean;
  optional?: boolean;
  devOptional?: boolean;
  peer?: boolean;
  [field: string]: unknown;
};
export type Lock = { name?: string; version?: string; lockfileVersion: number; packages: Record<string, Entry> };

const WORKSPACE = 'functions';

/**
 * Where Node finds `name` from the package at lock key `from` ('' for the project): its own
 * node_modules, then each parent's. undefined when the lock holds it nowhere on that way.
 */
export function resolve(packages: Record<string, unknown>, from: string, name: string): string | undefined {
  let at = from;
  for (;;) {
    const key = at ? `${at}/node_modules/${name}` : `node_modules/${name}`;
    if (packages[key]) return key;
    if (!at) return undefined;
    const parent = at.lastIndexOf('/node_modules/');
    at = parent === -1 ? '' : at.slice(0, parent);
  }
}

/**
 * The edges out of a package: required, or optional (an optional dependency). An optional peer is
 * no edge: npm installs it only when something else needs it.
 */
function edges(entry: Entry): [string, boolean][] {
  const peers = Object.keys(entry.peerDependencies ?? {}).filter(
    (name) => entry.peerDependenciesMeta?.[name]?.optional !== true,
  );
  return [
    ...[...Object.keys(entry.dependencies ?? {}), ...peers].map((name): [string, boolean] => [name, false]),
    ...Object.keys(entry.optionalDependencies ?? {}).map((name): [string, boolean] => [name, true]),
  ];
}

/** The lock file of the workspace alone, with the root lock's versions of everything it reaches. */
export function workspaceLock(root: Lock, workspace = WORKSPACE): Lock {
  const { packages } = root;
  const own = packages[workspace];
  if (!own) throw new Error(`package-lock.json holds no workspace "${workspace}": run npm install first.`);
  const nested = Object.keys(packages).filter((key) => key.startsWith(`${workspace}/node_modules/`));
  if (nested.length > 0) {
    // A version the workspace needs apart from the root's cannot be flattened into one tree here.
    throw new Error(`package-lock.json installs packages inside ${workspace}/ (${nested.join(', ')}): not supported.`);
  }
  // Breadth first, required edges before optional ones, so that a package any required path reaches
  // is required, and one reached only through optional edges keeps its optional mark.
  const reached = new Map<string, boolean>();
  const queue: [string, boolean][] = [[workspace, false]];
  while (queue.length > 0) {
    const [from, optional] = queue.shift()!;
    for (const [name, optionalEdge] of edges(packages[from])) {
      const key = resolve(packages, from === workspace ? '' : from, name);
      if (!key) {
        if (optionalEdge) continue;
        throw new Error(`package-lock.json has no ${name}, which ${from} needs: run npm install first.`);
      }
      const isOptional = optional || optionalEdge;
      const known = reached.get(key);
      if (known === false || (known === true && isOptional)) continue;
      reached.set(key, isOptional);
      queue.push([key, isOptional]);
    }
  }
  const out: Lock['packages'] = { '': { name: own.name as string, ...copy(own) } };
  // In npm's order: its lock files sort by locale, where `string_decoder` comes before `stubs`.
  for (const key of [...reached.keys()].sort((a, b) => a.localeCompare(b, 'en'))) {
    out[key] = copy(packages[key], reached.get(key)!);
  }
  return { name: own.name as string, lockfileVersion: root.lockfileVersion, requires: true, packages: out } as Lock;
}

/**
 * An entry without the root's marks (dev, optional, peer), which say how the root reaches it, and
 * with the workspace's own: optional after the license, where npm writes it.
 */
function copy(entry: Entry, optional = false): Entry {
  const marks = new Set(['dev', 'optional', 'devOptional', 'peer']);
  const fields = Object.entries(entry).filter(([field]) => !marks.has(field));
  if (!optional) return Object.fromEntries(fields);
  const at = fields.findIndex(([field]) => field === 'license') + 1 || fields.findIndex(([field]) => field === 'integrity') + 1;
  return Object.fromEntries([...fields.slice(0, at), ['optional', true], ...fields.slice(at)]);
}

const lockText = (lock: Lock) => `${JSON.stringify(lock, null, 2)}\n`;

/** The functions' lock file as it should read now, from the root's, and where it goes. */
function functionsLock(project: string): { file: string; text: string } {
  const root = JSON.parse(readFileSync(path.join(project, 'package-lock.json'), 'utf8')) as Lock;
  return { file: path.join(project, WORKSPACE, 'package-lock.json'), text: lockText(workspaceLock(root)) };
}

/** Whether functions/package-lock.json holds what the root's lock says the functions run on. */
export function functionsLockCurrent(project: string): boolean {
  const { file, text } = functionsLock(project);
  return existsSync(file) && readFileSync(file, 'utf8') === text;
}

export function writeFunctionsLock(project: string): void {
  const { file, text } = functionsLock(project);
  writeFileSync(file, text);
}
