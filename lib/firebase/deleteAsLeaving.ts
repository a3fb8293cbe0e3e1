import 'client-only';

import { readToken } from '../api/token';
import { firebase } from './app';
import { firebaseSettings } from './config';

/**
 * The held account's deletion as the visitor leaves the page (pagehide), when nothing that waits
 * for an answer can run any more: Identity Toolkit's `accounts:delete` with the page's ID token, as
 * the one request that outlives the page (`keepalive`). Should it not get through, the account is
 * still held, and the visitor meets the step again when they come back.
 */
export function discardAsLeaving(uid: string): void {
  const idToken = readToken();
  if (!idToken || firebase().auth.currentUser?.uid !== uid) return;
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
