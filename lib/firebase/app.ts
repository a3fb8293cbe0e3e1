'use client';

import { getApp, getApps, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  browserLocalPersistence,
  browserPopupRedirectResolver,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  onIdTokenChanged,
  type Auth,
} from 'firebase/auth';
import {
  connectFirestoreEmulator,
  getFirestore,
  initializeFirestore,
  persistentLocalCache,
  persistentMultipleTabManager,
  type Firestore,
} from 'firebase/firestore';
import { guardedReload } from '../delivery/reload';
import { firebaseSettings } from './config';
import { rememberSession } from './session';

/**
 * The one Firebase app of the site, started on first use by the screens that need it (never by a
 * marketing page's first load). Every Firebase import of the product lives in lib/firebase/.
 */
export interface FirebaseServices {
  app: FirebaseApp;
  auth: Auth;
  db: Firestore;
}

let services: FirebaseServices | undefined;

export function firebase(): FirebaseServices {
  services ??= start();
  return services;
}

function start(): FirebaseServices {
  const { options, emulators } = firebaseSettings;
  const app = getApps().length ? getApp() : initializeApp(options);
  const auth = initializeAuth(app, {
    persistence: [indexedDBLocalPersistence, browserLocalPersistence],
    popupRedirectResolver: browserPopupRedirectResolver,
  });
  if (emulators) connectAuthEmulator(auth, `http://${emulators.auth}`, { disableWarnings: true });
  const db = startFirestore(app);
  if (emulators) {
    const [host, port] = emulators.firestore.split(':');
    connectFirestoreEmulator(db, host, Number(port));
  }
  // The ID token, kept current in local storage for the product API (lib/api/client.ts).
  onIdTokenChanged(auth, async (user) => rememberSession(user ? await user.getIdToken() : null));
  return { app, auth, db };
}

/**
 * Firestore with its offline cache in IndexedDB, shared by all open tabs (SPEC.md section 4).
 * Firebase 12 falls back to memory by itself where IndexedDB is missing; what is left to handle
 * (DESIGN.md section 3): `failed-precondition`, when Firestore has already started, reloads the
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
