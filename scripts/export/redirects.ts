import { readFileSync } from 'node:fs';
import path from 'node:path';
import { root } from '../lib/paths';
import { resolveRedirects, type RedirectSite, type ResolvedRedirects } from '../../lib/hosting/redirectRules';

/**
 * redirects.json, or the file REDIRECTS_FILE names (docs/operators.md#redirects), read in Node: by
 * the build, which stamps what it resolves into the bundles (scripts/build.ts), and by a process that
 * serves a build from the same settings, as `npm start`'s server does (scripts/serve/staticServer.ts).
 */
const REDIRECTS_FILE = 'redirects.json';

type Env = Record<string, string | undefined>;

/** The file's entries resolved against the site; throws, naming the file and each entry, while any is wrong. */
export function readRedirects(env: Env = process.env, dir = root, site?: RedirectSite): ResolvedRedirects {
  const file = path.resolve(dir, env.REDIRECTS_FILE || REDIRECTS_FILE);
  let list: unknown;
  try {
    list = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file} is no JSON list of redirects: ${(error as Error).message}`);
  }
  const resolved = resolveRedirects(list, site);
  if (resolved.problems.length) {
    throw new Error(`${file} is refused:\n  ${resolved.problems.join('\n  ')}`);
  }
  return resolved;
}

/** The stamp the bundles read: the server's table (lib/hosting/redirects.ts) and the FAQ's anchors (lib/navigation/faqHash.ts). */
export function redirectsStamp(env: Env = process.env, dir = root): Record<string, string> {
  const { table, anchors } = readRedirects(env, dir);
  return { NEXT_PUBLIC_REDIRECTS: JSON.stringify(table), NEXT_PUBLIC_FAQ_ANCHORS: JSON.stringify(anchors) };
}
