import 'client-only';

import { getApp, getApps, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  browserLocalPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  onIdTokenChanged,
  type Auth,
} from 'firebase/auth';
import { provideFreshToken } from '../api/token';
import { firebaseSettings } from './config';
import { followDroppedSessions } from './droppedSession';
import { rememberSession } from './session';

/**
 * The one Firebase app of the site and its Auth, started on first use by the screens that need it
 * (never by a marketing page's first load). Firestore starts separately (lib/firebase/db.ts), so
 * that the sign-in screen and the header's check load Auth alone. Every Firebase import of the
 * product lives in lib/firebase/.
 */
let started: { app: FirebaseApp; auth: Auth } | undefined;

export function firebase(): { app: FirebaseApp; auth: Auth } {
  started ??= start();
  return started;
}

function start() {
  const { options, emulators } = firebaseSettings;
  const app = getApps().length ? getApp() : initializeApp(options);
  // No popup/redirect resolver here: it would load Google's iframe script on every mobile page
  // view. Google sign-in passes it itself (lib/firebase/auth.ts).
  const auth = initializeAuth(app, { persistence: [indexedDBLocalPersistence, browserLocalPersistence] });
  // A session that Firebase ends by itself leaves nothing on this device either.
  followDroppedSessions(auth);
  if (emulators) connectAuthEmulator(auth, `http://${emulators.auth}`, { disableWarnings: true });
  // The ID token, kept current in local storage for the product API (lib/api/client.ts).
  onIdTokenChanged(auth, async (user) => rememberSession(user ? await user.getIdToken() : null));
  // While Firebase runs, the API gets its token, refreshed once expired (which the listener above stores).
  provideFreshToken(async () => (await auth.currentUser?.getIdToken()) ?? null);
  return { app, auth };
}
