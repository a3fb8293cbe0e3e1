import 'client-only';

import { persistKeptState } from '../buildWatch/keptState';
import { sameSiteUrl } from '../url';
import { documentIsLeaving, unlessLeaving, whenOnline } from './leaving';

/**
 * Full reloads that cannot loop (docs/design.md#4-reference-behaviours): at most one per path within
 * 10 seconds, remembered in sessionStorage, never to another host or a non-http URL, never from a
 * document being left, and never while the browser is offline (docs/design.md#navigation).
 */
export const RELOAD_GUARD_KEY = 'slimstart:reload';
const RELOAD_GUARD_MS = 10_000;

type Store = Pick<Storage, 'getItem' | 'setItem'>;

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
 * A full load of `target`, with the kept state written down first. The address the browser already
 * shows (back/forward, a failed chunk) is reloaded, which brings its saved scroll position back; any
 * other is loaded as a new entry.
 */
export function fullLoad(target: URL): void {
  persistKeptState();
  if (target.href === location.href) location.reload();
  else location.assign(target.href);
}

/**
 * A full load of `href`, through the guard: same site only, at most once per path in 10 seconds,
 * online, and never from a document being left. Returns whether it goes ahead.
 */
export function guardedReload(href: string): boolean {
  if (documentIsLeaving() || !navigator.onLine) return false;
  const target = sameSiteUrl(href, location.href);
  if (!target || !claimReload(target.pathname, Date.now(), sessionStorage)) return false;
  fullLoad(target);
  return true;
}

/** Whether an error is a chunk of code that failed to load (typically: a build replaced it). */
export function isChunkLoadError(error: unknown): boolean {
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /ChunkLoadError|Loading chunk|Failed to load chunk|dynamically imported module/i.test(text);
}

/**
 * The one answer to a chunk of the running build that failed to load, wherever it surfaced (the
 * error page, an unhandled rejection): the page loads afresh, once, through the guard. Offline the
 * failure is the network's, so the page stays and loads afresh once the connection is back.
 */
export function answerChunkError(error: unknown): void {
  if (isChunkLoadError(error)) whenOnline(() => unlessLeaving(() => guardedReload(location.href)));
}
