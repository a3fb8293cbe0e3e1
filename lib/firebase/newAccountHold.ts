import 'client-only';

import { deleteUser, reload, signOut } from 'firebase/auth';
import { firebase } from './app';
import { deleteOnServer } from './serverDeletion';
import { NEW_ACCOUNT_HELD, rememberSession } from './session';

/**
 * An account that Google made without the visitor's agreement (from the sign-in tab), held until
 * they accept (`releaseNewAccount`) or decline (`discardNewAccount`). Remembered on the device, so
 * that a visitor who leaves and comes back meets the same step.
 */

export function holdNewAccount(uid: string): void {
  localStorage.setItem(NEW_ACCOUNT_HELD, uid);
}

/** The signed-in account, when it is one held for the visitor's agreement. */
export function heldNewAccount(): string | null {
  const uid = firebase().auth.currentUser?.uid;
  return uid && localStorage.getItem(NEW_ACCOUNT_HELD) === uid ? uid : null;
}

export function releaseNewAccount(): void {
  localStorage.removeItem(NEW_ACCOUNT_HELD);
}

/**
 * Deletes the held account `uid` (the visitor declined or left): it never had a profile. Where the
 * functions run, the server deletes it, however long ago the visitor signed in; else the browser
 * does, which Firebase refuses five minutes after the sign-in.
 */
export async function discardNewAccount(uid: string): Promise<void> {
  const { auth } = firebase();
  const user = auth.currentUser;
  if (user?.uid !== uid) return;
  // The build's switch, inlined as a literal (lib/firebase/functions.ts): one way is left in the bundle.
  if (process.env.FIREBASE_FUNCTIONS === 'on') {
    await deleteOnServer(await user.getIdToken());
    await signOut(auth);
  } else {
    await deleteUser(user);
  }
  releaseNewAccount();
  rememberSession(null);
}

/**
 * Whether the held account `uid` still exists, asked of Firebase before its agreement is recorded:
 * another tab may have declined it meanwhile, and the ID token this tab holds would still let it
 * write a profile that nobody could reach. When it is gone, Firebase signs this tab out, and the
 * device forgets it as a declined one.
 */
export async function heldAccountExists(uid: string): Promise<boolean> {
  const user = firebase().auth.currentUser;
  if (user?.uid !== uid) return false;
  try {
    await reload(user);
    return true;
  } catch (error) {
    // The code read here, not through the error catalogue (lib/firebase/errors.ts), which loads later.
    const code = (error as { code?: string }).code ?? '';
    if (!['auth/user-not-found', 'auth/user-token-expired'].includes(code)) throw error;
    releaseNewAccount();
    rememberSession(null);
    return false;
  }
}
