import 'client-only';

import { useEffect, useState } from 'react';

/**
 * State worth keeping across a full reload onto a new build (docs/spec.md#4-states-and-transitions, "state is kept"):
 * unsent form input and the like. Components hold it with useKeptState; just before a guarded
 * reload everything registered is written to sessionStorage, and it is handed back once after.
 */
const KEPT_STATE_KEY = 'slimstart:kept';
const live = new Map<string, unknown>();
let restored: Record<string, unknown> | null = null;

function takeRestored(key: string): { found: boolean; value?: unknown } {
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

/** Like useState, for a value that survives a reload onto a new build. */
export function useKeptState<T>(key: string, initial: T): [T, (value: T) => void] {
  const [value, setValue] = useState(initial);
  useEffect(() => {
    const kept = takeRestored(key);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- read once after hydration, so the server HTML matches
    if (kept.found) setValue(kept.value as T);
  }, [key]);
  useEffect(() => {
    live.set(key, value);
    return () => {
      live.delete(key);
    };
  }, [key, value]);
  return [value, setValue];
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
