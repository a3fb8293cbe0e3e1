/**
 * A hint, in local storage, that this browser has a signed-in visitor: the header loads Firebase
 * to confirm it only where the hint is set (lib/firebase/session.ts writes it). Kept apart, and
 * tiny, because every marketing page loads it.
 */
export const SIGNED_IN_HINT = 'slimstart:signed-in';

export function probablySignedIn(storage: Pick<Storage, 'getItem'> = localStorage): boolean {
  try {
    return storage.getItem(SIGNED_IN_HINT) === '1';
  } catch {
    return false;
  }
}

const HINT_CHANGED = 'slimstart:signed-in-changed';

/** Tells this tab that the hint may have changed (other tabs hear it through the storage event). */
export function announceHintChange(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(HINT_CHANGED));
}

/** Calls `listener` whenever the hint may have changed, in this tab or in another. */
export function onHintChange(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === SIGNED_IN_HINT || event.key === null) listener();
  };
  window.addEventListener(HINT_CHANGED, listener);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(HINT_CHANGED, listener);
    window.removeEventListener('storage', onStorage);
  };
}
