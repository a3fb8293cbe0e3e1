import 'client-only';

import { persistKeptState } from './keptState';
import { sameSiteUrl } from '../url';
import { claimReload } from './reloadGuard';

/**
 * A full load of `href`, through the guard: same site only, at most once per path in 10 seconds,
 * with the kept state written down first. Returns whether it goes ahead.
 */
export function guardedReload(href: string): boolean {
  const target = sameSiteUrl(href, location.href);
  if (!target || !claimReload(target.pathname, Date.now(), sessionStorage)) return false;
  persistKeptState();
  location.assign(target.href);
  return true;
}

/** Whether an error is a chunk of code that failed to load (typically: a build replaced it). */
export function isChunkLoadError(error: unknown): boolean {
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /ChunkLoadError|Loading chunk|Failed to load chunk|dynamically imported module/i.test(text);
}
