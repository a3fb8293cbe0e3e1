/**
 * Whether a URL stays on this site, asked in one place: reloads onto a new build, the return path
 * after sign-in, payload addresses and the static server's redirects all go through here. Nothing
 * from a URL, cookie or header decides where the visitor goes without passing these checks.
 */

/** `text` with its percent-escapes decoded, or null when they are malformed (`%E0%A4`, `%zz`). */
export function decodeOrNull(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

/**
 * A path as a visitor typed it: percent-escapes decoded where they are valid UTF-8. The 404 pages
 * name it (lib/hosting/notFoundSlot.ts, islands/requestedPath.ts).
 */
export function displayPath(pathname: string): string {
  return decodeOrNull(pathname) ?? pathname;
}

/**
 * `href` resolved against `current` when it is on the same origin over http(s); null for another
 * host, `javascript:` and the like, or anything that does not parse.
 */
export function sameSiteUrl(href: string, current: string): URL | null {
  let url: URL;
  try {
    url = new URL(href, current);
  } catch {
    return null;
  }
  return url.origin === new URL(current).origin && /^https?:$/.test(url.protocol) ? url : null;
}

/**
 * Whether `value` is a path of this site as written: one leading slash, and neither a second one
 * nor a backslash or a control character that a browser would read as the start of another host.
 */
export function isSitePath(value: string): boolean {
  return (
    /^\/(?![/\\])/.test(value) &&
    !/[\\\u0000-\u001f]/.test(value) &&
    sameSiteUrl(value, 'http://site.invalid/') !== null
  );
}

/** A path of this site from untrusted input (`?next=`) with its query and hash, or `fallback`. */
export function sitePathOr(value: string | null | undefined, fallback: string): string {
  if (!value || !isSitePath(value)) return fallback;
  const url = new URL(value, 'http://site.invalid/');
  return url.pathname + url.search + url.hash;
}
