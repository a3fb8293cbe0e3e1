/**
 * The site's redirects (docs/operators.md#redirects), as the build resolved them from redirects.json
 * (lib/hosting/redirectRules.ts): one table of exact paths in every served locale, which the build
 * stamps into NEXT_PUBLIC_REDIRECTS (scripts/build.ts). The bundler inlines the stamp, so proxy.ts
 * reads no file at request time. A Node process that serves a build reads the same file
 * (scripts/export/redirects.ts) and passes the table, or stamps its own environment with
 * `redirectsStamp()` first. Unstamped (`next dev`), nothing redirects.
 */
import { decodeOrNull } from '../url';

/** A moved address, by its path: where it went, and with which status (301, or 302 when temporary). */
export type RedirectTable = Record<string, [location: string, status: number]>;

let stamped: RedirectTable | undefined;

/** The table the build stamped: read once. */
export function redirectTable(): RedirectTable {
  stamped ??= JSON.parse(process.env.NEXT_PUBLIC_REDIRECTS || '{}') as RedirectTable;
  return stamped;
}

/**
 * Where a moved address goes: a path of the site without query (the caller appends the request's),
 * and the status; null for any other path. `pathname` is the request's path as sent (percent-encoded), without query.
 */
export function redirectFor(
  pathname: string,
  table: RedirectTable = redirectTable(),
): { location: string; status: number } | null {
  // Looked up decoded, as nginx and Apache match (`/h%65lp` is `/help`); the table's paths are plain
  // ASCII, which decoding leaves as they are.
  const path = decodeOrNull(pathname) ?? pathname;
  const entry = Object.hasOwn(table, path) ? table[path] : undefined;
  return entry ? { location: entry[0], status: entry[1] } : null;
}
