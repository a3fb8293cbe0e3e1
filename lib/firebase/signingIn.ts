/**
 * Signing in, announced to the other tabs before Firebase is asked (security review L-7). gtag.js,
 * a third party's script, never runs beside a session (lib/analytics/services.ts): the signed-in
 * hint (lib/firebase/hint.ts) keeps it away, but the hint is set only once Firebase has stored the
 * new tokens, and a tab where gtag.js already runs hears of it a moment later. So the sign-in marks
 * its start here first, and waits until the pages where gtag.js ran have gone (they load again
 * without it, lib/analytics/run.ts); only then does it ask Firebase. Kept free of Firebase and
 * tiny: the analytics code on every page reads it.
 */

/** Set while a sign-in is on its way; the signed-in hint replaces it (lib/firebase/session.ts). */
export const SIGNING_IN = 'slimstart:signing-in';
/**
 * A mark older than this is a sign-in whose tab went mid-way (closed, or gone to Google's page and
 * never back): gtag.js may load again. Long enough for a visitor in Google's popup or page.
 */
export const SIGNING_IN_MS = 10 * 60_000;
/** Held, shared, by every page where gtag.js was loaded, until that page goes (Web Locks API). */
const THIRD_PARTY_LOCK = 'slimstart:third-party-script';
/**
 * How long a sign-in waits for those pages to go before it asks Firebase all the same: a page
 * that cannot hear the mark (frozen in the background) must not keep the visitor from signing in.
 */
const THIRD_PARTY_WAIT_MS = 3000;

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Whether a sign-in is on its way in a tab of this browser (a fresh mark). */
export function signingIn(storage: Pick<Storage, 'getItem'> = localStorage, now = Date.now()): boolean {
  try {
    const since = Number(storage.getItem(SIGNING_IN)?.split(' ')[0]);
    // A mark from the future (the clock went back since) is no sign-in: it would hold for ever.
    return since > 0 && now >= since && now - since < SIGNING_IN_MS;
  } catch {
    return false;
  }
}

/**
 * Marks a sign-in on its way. Returns its end for an attempt that signed nobody in: it removes the
 * mark if it is still this attempt's (another tab may have started its own since).
 */
export function markSigningIn(storage: Store = localStorage, now = Date.now()): () => void {
  const mark = `${now} ${Math.random().toString(36).slice(2)}`;
  try {
    storage.setItem(SIGNING_IN, mark);
  } catch {
    // Storage refused: no hint can be kept either, and no other tab hears of this one.
  }
  return () => {
    try {
      if (storage.getItem(SIGNING_IN) === mark) storage.removeItem(SIGNING_IN);
    } catch {
      // Storage refused: the mark was never set.
    }
  };
}

/**
 * Holds the lock that a sign-in waits for while this page is shown (the page where gtag.js loaded):
 * let go as the page goes (pagehide), so that a page held in the back/forward cache holds no lock,
 * which would keep browsers from keeping it there; held again when it comes back from it.
 */
export function holdWhileThirdPartyRuns(
  locks: Pick<LockManager, 'request'> | undefined = globalThis.navigator?.locks,
  page: Pick<Window, 'addEventListener'> = window,
): void {
  if (!locks) return;
  let release: (() => void) | undefined;
  const hold = () =>
    locks
      .request(THIRD_PARTY_LOCK, { mode: 'shared' }, () => new Promise<void>((resolve) => (release = resolve)))
      .catch(() => {});
  hold();
  page.addEventListener('pagehide', () => {
    release?.();
    release = undefined;
  });
  page.addEventListener('pageshow', (event) => {
    if ((event as PageTransitionEvent).persisted) hold();
  });
}

/**
 * Before Firebase is asked to sign the visitor in: marks the sign-in, then waits until every page
 * where gtag.js was loaded has gone, at most `waitMs`. Returns the mark's end for a failed attempt.
 */
export async function beforeSigningIn(waitMs = THIRD_PARTY_WAIT_MS): Promise<() => void> {
  const end = markSigningIn();
  try {
    await globalThis.navigator?.locks?.request(THIRD_PARTY_LOCK, { signal: AbortSignal.timeout(waitMs) }, () => {});
  } catch {
    // Waited long enough, or no lock to wait for: the sign-in goes on.
  }
  return end;
}

/** Calls `listener` when a tab marks a sign-in (the storage event; the marking tab runs no gtag.js). */
export function onSigningIn(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === SIGNING_IN || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
