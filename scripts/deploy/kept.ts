/**
 * The builds a preview keeps (docs/operators.md#a-preview-then-the-same-bytes-live): `.deploys/<build
 * id>/` (git-ignored) holds the folder the host was sent (`site/`), the configs the build wrote
 * beside it (`deploy/`: the Firestore rules, the servers' and hosts' files), and what the preview was
 * (`preview.json`): its host, its address, a hash of site/ and one of the sources it was built from.
 * `npm run deploy -- --promote <build id>` puts exactly that folder live, and refuses when either
 * hash no longer matches.
 */
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { LATEST_BUILD_PATH } from '../../lib/hosting/buildFiles';
import { buildInputs } from '../lib/buildFreshness';
import { root } from '../lib/paths';
import type { DeployHost } from '../hosts/deploys';

/** Where previews keep their builds, inside the project: Firebase serves only below its config's folder. */
export const KEPT_DIR = '.deploys';

export interface KeptBuild {
  id: string;
  host: DeployHost;
  /** The Firebase project it runs against ('' when none). */
  project: string;
  /** The preview's address, once the host said it. */
  address?: string;
  /** sha256 of site/, every file's path and bytes (folderHash). */
  site: string;
  /** sha256 of the sources it was built from, as the build left them (sourcesHash). */
  sources: string;
  /** When it was kept, ISO 8601. */
  at: string;
  /**
   * The day (UTC) its pages show the legal versions in force of: LEGAL_BUILD_DAY for a build made
   * ahead (scripts/deploy/ahead.ts), else the day it was built. Absent in older records: `at`'s day.
   */
  legalDay?: string;
}

/** The day a kept build's pages show the legal versions of. */
export const legalDayOf = (build: KeptBuild) => build.legalDay ?? build.at.slice(0, 10);

/** Every file below `dir`, by its path from `dir` with `/`, sorted. */
function filesOf(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/** sha256 of the files of `paths` under `base`: each one's path and bytes, in order. */
function hashOf(base: string, files: string[]): string {
  const hash = createHash('sha256');
  for (const file of files) {
    const bytes = readFileSync(path.join(base, file));
    hash.update(`${file}\0${bytes.length}\0`).update(bytes);
  }
  return hash.digest('hex');
}

/** A folder's hash: every file's path and bytes. Two folders with the same hash hold the same bytes. */
export const folderHash = (dir: string) => hashOf(dir, filesOf(dir));

/**
 * What a build reads (scripts/lib/buildFreshness.ts), with what a promote deploys from the project
 * beside the kept site: the legal versions, the app's Firestore rules and the functions' code. Not
 * the records of publications and of the last deploy, which deploys write (scripts/deploy/due.ts),
 * nor the files a build writes: firestore.rules is written from these (scripts/export/firestoreRules.ts),
 * and a fresh checkout whose committed copy lags would otherwise never promote.
 */
const sourceInputs = [...buildInputs, 'legal', 'firestore.app.rules', 'functions/src', 'functions/package.json'];
const notSources = /(^|\/)node_modules\/|\.d\.json\.ts$|^legal\/(published|deployed)\.json$/;

/** The hash of the project's sources as they stand in `project`. */
export function sourcesHash(project: string = root): string {
  const files = sourceInputs.flatMap((input) => {
    const full = path.join(project, input);
    if (!existsSync(full)) return [];
    return statSync(full).isDirectory() ? filesOf(full).map((file) => `${input}/${file}`) : [input];
  });
  return hashOf(project, files.filter((file) => !notSources.test(file)).sort());
}

/** The build id the build in `outDir` stamped (builds/latest.json). */
export function builtId(outDir: string): string {
  return (JSON.parse(readFileSync(path.join(outDir, LATEST_BUILD_PATH), 'utf8')) as { id: string }).id;
}

export const keptDir = (id: string, keptRoot = path.join(root, KEPT_DIR)) => path.join(keptRoot, id);

/** The kept builds, newest first. */
export function keptBuilds(keptRoot = path.join(root, KEPT_DIR)): KeptBuild[] {
  if (!existsSync(keptRoot)) return [];
  return readdirSync(keptRoot)
    .filter((id) => existsSync(path.join(keptRoot, id, 'preview.json')))
    .map((id) => readKept(id, keptRoot))
    .sort((a, b) => b.at.localeCompare(a.at));
}

/** The record of a kept build, or an error that names the ones there are. */
export function readKept(id: string, keptRoot = path.join(root, KEPT_DIR)): KeptBuild {
  const file = path.join(keptDir(id, keptRoot), 'preview.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as KeptBuild;
  const kept = keptBuilds(keptRoot).map((build) => `${build.id} (${build.host}, ${build.at.slice(0, 16)})`);
  throw new Error(
    `Nothing was built or deployed: no preview of build ${id} is kept in ${KEPT_DIR}/ on this computer. ` +
      (kept.length ? `The previews kept: ${kept.join(', ')}.` : 'None is: make one with npm run deploy -- --preview.'),
  );
}

export function writeKept(build: KeptBuild, keptRoot = path.join(root, KEPT_DIR)): void {
  writeFileSync(path.join(keptDir(build.id, keptRoot), 'preview.json'), `${JSON.stringify(build, null, 2)}\n`);
}

/**
 * Keeps the build of `outDir` under its build id: `site` makes the folder the host is sent into
 * `<kept>/site` (a copy of out/, with the host's own files where it takes them), the configs of
 * `deployDir` are copied beside it. Returns the record, written.
 */
export function keepBuild(
  {
    host,
    project,
    outDir,
    deployDir,
    keptRoot,
    sourcesOf = root,
  }: {
    host: DeployHost;
    project: string;
    outDir: string;
    deployDir: string;
    keptRoot: string;
    sourcesOf?: string;
  },
  site: (dir: string) => void,
): KeptBuild {
  const id = builtId(outDir);
  const dir = keptDir(id, keptRoot);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  cpSync(deployDir, path.join(dir, 'deploy'), { recursive: true });
  site(dir);
  const build: KeptBuild = {
    id,
    host,
    project,
    site: folderHash(path.join(dir, 'site')),
    sources: sourcesHash(sourcesOf),
    at: new Date().toISOString(),
    legalDay: process.env.LEGAL_BUILD_DAY || new Date().toISOString().slice(0, 10),
  };
  writeKept(build, keptRoot);
  pruneKept(keptRoot);
  return build;
}

/** How many kept builds stay, newest first: each is a whole site, and a preview is promoted soon. */
export const KEPT_BUILDS = 10;

/**
 * Removes the kept builds beyond the newest KEPT_BUILDS, but never the one a run of --if-due built
 * ahead of a legal version's day (ahead.json beside them, scripts/deploy/ahead.ts), which the run of
 * that day puts live. Says which went.
 */
export function pruneKept(keptRoot = path.join(root, KEPT_DIR), log: (line: string) => void = console.log): string[] {
  const aheadFile = path.join(keptRoot, 'ahead.json');
  const ahead = existsSync(aheadFile)
    ? (JSON.parse(readFileSync(aheadFile, 'utf8')) as { build?: string }).build
    : undefined;
  const gone = keptBuilds(keptRoot)
    .slice(KEPT_BUILDS)
    .map(({ id }) => id)
    .filter((id) => id !== ahead);
  for (const id of gone) rmSync(keptDir(id, keptRoot), { recursive: true, force: true });
  if (gone.length)
    log(`Removed the ${gone.length} kept build(s) older than the ${KEPT_BUILDS} newest: ${gone.join(', ')}.`);
  return gone;
}
