import 'client-only';

/**
 * Whether the visitor is leaving this document. Leaving it makes Chromium fail the fetches still
 * under way, just before or just after `pagehide`, and such a failure is no reason to reload or to
 * log: a reload claimed then would spend the guard and refuse, within 10 seconds, a full load that
 * the next page needs. components/SiteNavigation.tsx reports `pagehide` and `pageshow`.
 */
let leaving = false;
const listeners = new Set<() => void>();

export function documentIsLeaving(): boolean {
  return leaving;
}

/** Hears when the visitor leaves this document: nothing that waits for an answer runs after it. */
export function onLeavingDocument(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** The document is being left (`pagehide`), or is back from the back-forward cache (`pageshow`). */
export function reportLeaving(left: boolean): void {
  leaving = left;
  if (left) for (const listener of listeners) listener();
}

/**
 * Runs `act`, the answer to a failed load, one task later and only if this document is not being
 * left by then: its unloading (pagehide) runs in the task that failed the load, so it has happened
 * by then, or the page is gone and `act` never runs.
 */
export function unlessLeaving(act: () => void): void {
  setTimeout(() => leaving || act(), 0);
}

/** Runs `act` now when the browser is online, else once the connection is back. */
export function whenOnline(act: () => void): void {
  if (navigator.onLine) act();
  else window.addEventListener('online', act, { once: true });
}
