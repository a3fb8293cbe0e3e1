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
