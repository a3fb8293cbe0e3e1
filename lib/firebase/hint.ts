/**
 * A hint, in local storage, that this browser has a signed-in visitor (lib/firebase/session.ts
 * writes it). Every page's header shows the signed-in state from it before it is painted; the
 * application's header then loads Firebase to confirm it, only where the hint is set. Kept apart,
 * and tiny, because every page and the documents' header island load it.
 */
export const SIGNED_IN_HINT = 'slimstart:signed-in';

/** The attribute of `<html>` under which the header shows "Your account" instead of "Sign in" (components/header.css). */
export const SIGNED_IN_MARK = 'data-signed-in';

/**
 * Marks `<html>` as signed in where the hint is set. Every page runs it inline at the start of its
 * body, before the header is painted, so that the header's link never changes width once shown
 * (components/SiteDocument.tsx): its source is the script, so it names nothing outside itself.
 */
export function markFromHint(hint: string, mark: string): void {
  let signedIn = false;
  try {
    signedIn = localStorage.getItem(hint) === '1';
  } catch {
    // Storage refused: the header offers to sign in.
  }
  document.documentElement.toggleAttribute(mark, signedIn);
}

/** The inline script that marks `<html>` from the hint. */
export function markFromHintScript(): string {
  return `(${markFromHint.toString()})(${JSON.stringify(SIGNED_IN_HINT)},${JSON.stringify(SIGNED_IN_MARK)})`;
}

/** Shows the signed-in state (or not) in the header, once the hint or Firebase says so. */
export function showSignedIn(signedIn: boolean): void {
  document.documentElement.toggleAttribute(SIGNED_IN_MARK, signedIn);
}

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
