import 'client-only';

import { persistKeptState } from './keptState';
import { sameSiteUrl } from '../url';

/**
 * Full reloads that cannot loop (docs/design.md#4-reference-behaviours): at most one per path within 10 seconds,
 * remembered in sessionStorage, and never to another host or a non-http URL.
 */
export const RELOAD_GUARD_KEY = 'slimstart:reload';
const RELOAD_GUARD_MS = 10_000;

type Store = Pick<Storage, 'getItem' | 'setItem'>;

// Whether this page is being left. Leaving it makes Chromium fail the fetches still under way,
// just before or just after `pagehide`, and such a failure is no reason to reload: the claim it
// would record would refuse, within the 10 seconds, a reload that the next page needs.
let leaving = false;
if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => (leaving = true));
  window.addEventListener('pageshow', () => (leaving = false));
}

/**
 * Runs `act`, the answer to a failed load, one task later and only if this page is not being left
 * by then: the page's unloading (pagehide) runs in the task that failed the load, so it has
 * happened by then, or the page is gone and `act` never runs.
 */
export function unlessLeaving(act: () => void): void {
  setTimeout(() => leaving || act(), 0);
}

/** Whether a reload to `path` may happen now; if so, records it. */
export function claimReload(path: string, now: number, store: Store): boolean {
  let last: { path?: unknown; expires?: unknown } = {};
  try {
    last = JSON.parse(store.getItem(RELOAD_GUARD_KEY) ?? '{}') ?? {};
  } catch {
    // A damaged record guards nothing.
  }
  if (last.path === path && typeof last.expires === 'number' && now < last.expires) return false;
  try {
    store.setItem(RELOAD_GUARD_KEY, JSON.stringify({ path, expires: now + RELOAD_GUARD_MS }));
  } catch {
    return false; // Without storage the guard cannot work, so no reload rather than a possible loop.
  }
  return true;
}

/**
 * A full load of `href`, through the guard: same site only, at most once per path in 10 seconds,
 * with the kept state written down first, and never from a page that is being left. Returns
 * whether it goes ahead.
 */
export function guardedReload(href: string): boolean {
  if (leaving) return false;
  const target = sameSiteUrl(href, location.href);
  if (!target || !claimReload(target.pathname, Date.now(), sessionStorage)) return false;
  persistKeptState();
  // The address the browser already shows (back/forward, a failed chunk) is reloaded, which brings
  // its saved scroll position back; any other is loaded as a new entry.
  if (target.href === location.href) location.reload();
  else location.assign(target.href);
  return true;
}

/** Whether an error is a chunk of code that failed to load (typically: a build replaced it). */
export function isChunkLoadError(error: unknown): boolean {
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /ChunkLoadError|Loading chunk|Failed to load chunk|dynamically imported module/i.test(text);
}
