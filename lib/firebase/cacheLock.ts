/*
 * The lock on Firestore's cache between tabs (Web Locks API): every tab whose Firestore runs holds it
 * shared (lib/firebase/db.ts), and whoever deletes the cache takes it alone, after a sign-out
 * (lib/firebase/db.ts) or a session Firebase ended by itself (lib/firebase/droppedSession.ts).
 * Kept free of Firestore, which the second runs without.
 */

/**
 * Every tab whose Firestore runs holds this lock, shared; the tab that clears the cache takes it
 * alone, so it deletes the cache once the other tabs have ended their Firestore (Web Locks API).
 */
const CACHE_LOCK = 'slimstart:firestore-cache';
/** How long the clearing tab waits for the others, which hear of the sign-out from Auth within a second. */
const RELEASE_WAIT_MS = 5000;

/** Holds the cache lock, shared, until the returned function is called. */
export function holdCache(): () => void {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  navigator.locks?.request(CACHE_LOCK, { mode: 'shared' }, () => released).catch(() => {});
  return release;
}

/**
 * Runs `task` once no other tab's Firestore holds the cache; after RELEASE_WAIT_MS all the same (a
 * tab in the background may hear late), when deleting the database ends Firestore there instead.
 */
export async function alone(task: () => Promise<void>): Promise<void> {
  if (!navigator.locks) return task();
  let ran = false;
  const once = () => {
    ran = true;
    return task();
  };
  try {
    await navigator.locks.request(
      CACHE_LOCK,
      { mode: 'exclusive', signal: AbortSignal.timeout(RELEASE_WAIT_MS) },
      once,
    );
  } catch (error) {
    if (ran) throw error;
    await task();
  }
}
