import 'client-only';

/**
 * State worth keeping across a full reload onto a new build (docs/spec.md#4-states-and-transitions, "state is kept"):
 * unsent form input and the like. Components hold it with useKeptState (./useKeptState.ts); just
 * before a guarded reload everything registered is written to sessionStorage, and it is handed
 * back once after. Kept free of React: the documents' islands reload through the same guard.
 */
const KEPT_STATE_KEY = 'slimstart:kept';
const live = new Map<string, unknown>();
let restored: Record<string, unknown> | null = null;

/** What was kept for `key` before the reload, handed back once. */
export function takeRestored(key: string): { found: boolean; value?: unknown } {
  if (restored === null) {
    try {
      restored = JSON.parse(sessionStorage.getItem(KEPT_STATE_KEY) ?? '{}') ?? {};
      sessionStorage.removeItem(KEPT_STATE_KEY);
    } catch {
      restored = {};
    }
  }
  if (!Object.hasOwn(restored!, key)) return { found: false };
  const value = restored![key];
  delete restored![key];
  return { found: true, value };
}

/** Registers `value` under `key` to be written down before a reload; returns its removal. */
export function keep(key: string, value: unknown): () => void {
  live.set(key, value);
  return () => {
    live.delete(key);
  };
}

/** Writes every kept value to sessionStorage, just before a reload. */
export function persistKeptState(): void {
  if (!live.size) return;
  try {
    sessionStorage.setItem(KEPT_STATE_KEY, JSON.stringify(Object.fromEntries(live)));
  } catch {
    // Storage full or disabled: the reload goes ahead without it.
  }
}

/** Drops what was kept for a reload and not yet handed back: a sign-out leaves nothing behind. */
export function forgetKeptState(): void {
  restored = {};
  try {
    sessionStorage.removeItem(KEPT_STATE_KEY);
  } catch {
    // Storage disabled: nothing was kept.
  }
}
