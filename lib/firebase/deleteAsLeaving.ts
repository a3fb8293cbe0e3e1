import 'client-only';

import { readToken } from '../api/token';
import { firebase } from './app';
import { firebaseSettings } from './config';
import { deleteOnServer } from './serverDeletion';

/**
 * The held account's deletion as the visitor leaves the page (pagehide), when nothing that waits
 * for an answer can run any more: the one request that outlives the page (`keepalive`), with the
 * page's ID token, to the functions' `deleteAccount` where they run, else to Identity Toolkit's
 * `accounts:delete`. Should it not get through, the account is still held: the visitor meets the
 * step again when they come back, and the functions' hourly clean-up deletes it after a day.
 */
export function discardAsLeaving(uid: string): void {
  const idToken = readToken();
  if (!idToken || firebase().auth.currentUser?.uid !== uid) return;
  // The build's switch, inlined as a literal (lib/firebase/functions.ts): one way is left in the bundle.
  if (process.env.FIREBASE_FUNCTIONS === 'on') {
    deleteOnServer(idToken).catch(() => {});
    return;
  }
  const { emulators, options } = firebaseSettings;
  const base = emulators
    ? `http://${emulators.auth}/identitytoolkit.googleapis.com`
    : 'https://identitytoolkit.googleapis.com';
  fetch(`${base}/v1/accounts:delete?key=${encodeURIComponent(options.apiKey)}`, {
    method: 'POST',
    keepalive: true,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ idToken }),
  }).catch(() => {});
}
