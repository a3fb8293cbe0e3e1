/**
 * Whether out/ still shows what the sources say: `npm start` rebuilds when a source, a message or a
 * setting file changed after the build in out/ began (README, "What the two commands do"). The build's
 * start time is the timestamp it stamped into builds/latest.json, so a file saved while a build ran
 * counts as newer than it. A build of out/ marks the project (UNFINISHED_MARKER) before it empties
 * out/, and removes the mark as its very last step: while the mark is there, or when out/ holds files
 * but no builds/latest.json, out/ is what a failed or stopped build left, never served.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { LATEST_BUILD_PATH } from '../../lib/hosting/buildFiles';

/**
 * What `npm run build` reads: the pages, components and modules, the messages, the configs and the
 * settings files Next.js loads. Not the review records, the tests or the docs, which change no page.
 */
export const buildInputs = [
  'app',
  'assets',
  'components',
  'lib',
  'messages',
  'public',
  'scripts/build.ts',
  'scripts/export',
  // What the build imports beside: the hosts' config writers, the scripts' own library, the
  // documents' islands, the translation records, the moved addresses (docs/operators.md#redirects).
  'scripts/hosts',
  'scripts/lib',
  'islands',
  'i18n',
  'redirects.json',
  ...(process.env.REDIRECTS_FILE ? [process.env.REDIRECTS_FILE] : []),
  'proxy.ts',
  'next.config.ts',
  'global.d.ts',
  'tsconfig.json',
  'package.json',
  '.env',
  '.env.local',
  '.env.production',
  '.env.production.local',
];

/** Files the build writes among its own inputs (next-intl's typed message declarations). */
const written = /\.d\.json\.ts$/;

/** The mark of a build of out/ that has not finished, beside out/ (Next.js empties out/ as it exports); git-ignored. */
export const UNFINISHED_MARKER = '.out-unfinished';

export type Freshness =
  | { state: 'missing' }
  | { state: 'unfinished' }
  | { state: 'stale'; file: string; builtAt: Date }
  | { state: 'fresh'; builtAt: Date };

/** The newest input file and when it was last changed, or null when there is none. */
function newestInput(root: string): { file: string; mtimeMs: number } | null {
  let newest: { file: string; mtimeMs: number } | null = null;
  const consider = (file: string) => {
    const { mtimeMs } = statSync(file);
    if (!newest || mtimeMs > newest.mtimeMs) newest = { file: path.relative(root, file), mtimeMs };
  };
  for (const input of buildInputs) {
    const full = path.join(root, input);
    if (!existsSync(full)) continue;
    if (!statSync(full).isDirectory()) {
      consider(full);
      continue;
    }
    for (const entry of readdirSync(full, { withFileTypes: true, recursive: true })) {
      if (entry.isFile() && !written.test(entry.name)) consider(path.join(entry.parentPath, entry.name));
    }
  }
  return newest;
}

/** How the build in `outDir` stands against the sources in `root`. */
export function buildFreshness(root: string, outDir: string): Freshness {
  const latest = path.join(outDir, LATEST_BUILD_PATH);
  const building = path.resolve(outDir) === path.join(root, 'out') && existsSync(path.join(root, UNFINISHED_MARKER));
  if (building) return { state: 'unfinished' };
  if (!existsSync(latest))
    return existsSync(outDir) && readdirSync(outDir).length ? { state: 'unfinished' } : { state: 'missing' };
  const { timestamp } = JSON.parse(readFileSync(latest, 'utf8')) as { timestamp: number };
  const builtAt = new Date(timestamp);
  const newest = newestInput(root);
  return newest && newest.mtimeMs > timestamp
    ? { state: 'stale', file: newest.file, builtAt }
    : { state: 'fresh', builtAt };
}
