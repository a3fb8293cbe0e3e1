import 'client-only';

import {
  connectFirestoreEmulator,
  getFirestore,
  initializeFirestore,
  persistentLocalCache,
  persistentMultipleTabManager,
  type Firestore,
} from 'firebase/firestore';
import type { FirebaseApp } from 'firebase/app';
import { guardedReload } from '../buildWatch/reload';
import { firebase } from './app';
import { firebaseSettings } from './config';

let db: Firestore | undefined;

/** Firestore of the site's app, started on first use (the account screen). */
export function firestore(): Firestore {
  if (!db) {
    db = startFirestore(firebase().app);
    const { emulators } = firebaseSettings;
    if (emulators) {
      const [host, port] = emulators.firestore.split(':');
      connectFirestoreEmulator(db, host, Number(port));
    }
  }
  return db;
}

/**
 * Firestore with its offline cache in IndexedDB, shared by all open tabs (docs/spec.md#4-states-and-transitions).
 * Firebase 12 falls back to memory by itself where IndexedDB is missing; what is left to handle
 * (docs/design.md#accounts): `failed-precondition`, when Firestore has already started, reloads the
 * page through the reload guard; `unimplemented` is only logged.
 */
export function startFirestore(app: FirebaseApp, reload: (href: string) => boolean = guardedReload): Firestore {
  try {
    return initializeFirestore(app, {
      localCache: persistentLocalCache({ tabManager: persistentMultipleTabManager() }),
    });
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'failed-precondition') reload(location.href);
    else if (code === 'unimplemented') console.warn('Offline persistence is not available here:', error);
    else throw error;
    return getFirestore(app);
  }
}
