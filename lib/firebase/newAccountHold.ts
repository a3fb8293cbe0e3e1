import 'client-only';

import { deleteUser } from 'firebase/auth';
import { firebase } from './app';
import { rememberSession } from './session';

/**
 * An account that Google made without the visitor's agreement (from the sign-in tab), held until
 * they accept (`releaseNewAccount`) or decline (`discardNewAccount`). Remembered on the device, so
 * that a visitor who leaves and comes back meets the same step.
 */
const NEW_ACCOUNT_HELD = 'slimstart:new-account';

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

/** Deletes the held account `uid` (the visitor declined or left): it never had a profile. */
export async function discardNewAccount(uid: string): Promise<void> {
  const user = firebase().auth.currentUser;
  if (user?.uid !== uid) return;
  await deleteUser(user);
  releaseNewAccount();
  rememberSession(null);
}
