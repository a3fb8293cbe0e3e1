/**
 * Full reloads that cannot loop (docs/design.md#4-reference-behaviours): at most one per path within 10 seconds,
 * remembered in sessionStorage, and never to another host or a non-http URL.
 */
export const RELOAD_GUARD_KEY = 'slimstart:reload';
export const RELOAD_GUARD_MS = 10_000;

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
