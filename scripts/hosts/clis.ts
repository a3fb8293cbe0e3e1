/**
 * The command-line tools of Cloudflare Pages (wrangler) and Netlify (netlify-cli), which the
 * previews, the host contract and `npm run deploy -- --host cloudflare|netlify` run. They live in
 * tools/host-clis/, with a package.json and a lock file of their own, out of the project's: together
 * they are 1,200 packages and 600 MB, and their dependencies warn about Node 20 (both pinned
 * versions run on it: wrangler 4.86.0 is the last that accepts Node 20, netlify-cli 26.2.0 likewise).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { root } from '../lib/paths';
import { run } from '../lib/processes';

const folder = path.join(root, 'tools', 'host-clis');
const INSTALL = 'npm run hosts:install';

const binaries = { wrangler: 'wrangler', netlify: 'netlify-cli' } as const;
type HostCli = keyof typeof binaries;

function readJson(file: string): { version?: string; dependencies?: Record<string, string> } | null {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

/** The pinned packages that are missing from tools/host-clis/node_modules, or there at another version. */
export function outdatedHostClis(dir = folder): string[] {
  const pinned = readJson(path.join(dir, 'package.json'))?.dependencies ?? {};
  return Object.entries(pinned)
    .filter(([name, version]) => readJson(path.join(dir, 'node_modules', name, 'package.json'))?.version !== version)
    .map(([name, version]) => `${name}@${version}`);
}

/** Installs the host CLIs as locked, when they are not there as pinned; says which it did. */
export function installHostClis(): void {
  const outdated = outdatedHostClis();
  if (!outdated.length) return console.log('The host CLIs in tools/host-clis are installed as pinned.');
  console.log(`Installing ${outdated.join(' and ')} into tools/host-clis from its lock file (about a minute, once)…`);
  // Their dependencies' warnings about Node 20 are theirs, not ours; their install scripts (a
  // postinstall, native builds) never run: both serve and deploy without them
  // (docs/design.md#cloudflare-pages-and-netlify).
  run('npm', ['ci', '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: folder });
}

/** A host CLI's binary, or an error that says how to install it. */
export function hostCli(name: HostCli): string {
  const outdated = outdatedHostClis();
  const binary = path.join(folder, 'node_modules', '.bin', name);
  if (outdated.length || !existsSync(binary))
    throw new Error(
      `${binaries[name]} is not installed as pinned in tools/host-clis (${outdated.join(', ') || binary}): run \`${INSTALL}\`.`,
    );
  return binary;
}
