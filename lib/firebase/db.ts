import 'client-only';

import { onAuthStateChanged } from 'firebase/auth';
import {
  clearIndexedDbPersistence,
  connectFirestoreEmulator,
  getFirestore,
  initializeFirestore,
  persistentLocalCache,
  persistentMultipleTabManager,
  terminate,
  type Firestore,
} from 'firebase/firestore';
import type { FirebaseApp } from 'firebase/app';
import { guardedReload } from '../navigation/reload';
import { firebase } from './app';
import { firebaseSettings } from './config';
import { alone, holdCache } from './cacheLock';
import { forgetTabBookkeeping } from './droppedSession';

let db: Firestore | undefined;
/** Lets go of this tab's hold on the cache (`holdCache`). */
let releaseCache = () => {};

/** Firestore of the site's app, started on first use (the account screen). */
export function firestore(): Firestore {
  if (!db) {
    db = startFirestore(firebase().app);
    releaseCache = holdCache();
    const { emulators } = firebaseSettings;
    if (emulators) {
      const [host, port] = emulators.firestore.split(':');
      connectFirestoreEmulator(db, host, Number(port));
    }
    followSignOut();
  }
  return db;
}

/** The last Firestore of this tab that was ended, once it has let go of the cache. */
let ended: Promise<Firestore | undefined> = Promise.resolve(undefined);

/**
 * Ends this tab's Firestore: its listeners stop and it lets go of the cache. The next use starts
 * afresh. Resolves, once that is done, with the last Firestore this tab ended.
 */
function stopFirestore(): Promise<Firestore | undefined> {
  const running = db;
  db = undefined;
  if (running) {
    const release = releaseCache;
    ended = terminate(running)
      .catch((error: unknown) => console.warn('Firestore did not stop cleanly:', error))
      .then(() => {
        release();
        return running;
      });
  }
  return ended;
}

/**
 * Deletes Firestore's cache, everything it kept of the visitor on this device, from IndexedDB; for
 * a sign-out and a deleted account (docs/design.md#leaving-nothing-behind). The tab where the
 * visitor signs out clears it, once every tab's Firestore has let go (`alone`): a Firestore that
 * ends writes to the cache, and would write it anew after the deletion. The other tabs hear of the
 * sign-out from Auth, which shares it between tabs, and `followSignOut` ends their Firestore.
 */
export async function clearFirestoreCache(): Promise<void> {
  let cache = await stopFirestore();
  if (!cache) {
    // Never started in this tab: starting it opens nothing, and names the cache to delete.
    firestore();
    cache = await stopFirestore();
  }
  await alone(async () => {
    await clearIndexedDbPersistence(cache!);
    forgetTabBookkeeping();
  });
}

let following = false;

/** When the visitor signs out (here or in another tab), this tab's Firestore ends too. */
function followSignOut() {
  if (following) return;
  following = true;
  let signedIn = false;
  onAuthStateChanged(firebase().auth, (user) => {
    if (user) signedIn = true;
    else if (signedIn) {
      signedIn = false;
      void stopFirestore();
    }
  });
}

/**
 * Firestore with its offline cache in IndexedDB, shared by all open tabs (docs/spec.md#4-states-and-transitions).
 * `failed-precondition`, when Firestore has already started, reloads the page through the reload
 * guard. The specification's `unimplemented` never reaches here: firebase 12 meets it only later,
 * when the client first opens the cache, and then logs it and goes on in memory by itself
 * (docs/design.md#accounts).
 */
export function startFirestore(app: FirebaseApp, reload: (href: string) => boolean = guardedReload): Firestore {
  try {
    return initializeFirestore(app, {
      localCache: persistentLocalCache({ tabManager: persistentMultipleTabManager() }),
    });
  } catch (error) {
    if ((error as { code?: string }).code !== 'failed-precondition') throw error;
    reload(location.href);
    return getFirestore(app);
  }
}
