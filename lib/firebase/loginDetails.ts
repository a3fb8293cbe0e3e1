import 'client-only';

import {
  EmailAuthProvider,
  reauthenticateWithCredential,
  updatePassword,
  verifyBeforeUpdateEmail,
} from 'firebase/auth';
import { AccountFailure } from '../account/errors';
import { MIN_PASSWORD_LENGTH } from '../account/signUp';
import { firebase } from './app';

/**
 * Changing what the visitor signs in with (docs/design.md#sign-in-details), each after a fresh
 * sign-in with the current password, which Firebase asks of both: the email address, which changes
 * only once the link sent to the new address is opened (`verifyBeforeUpdateEmail`: with email
 * enumeration protection on, the older `updateEmail` is refused), and the password, after which
 * Firebase ends the account's other sessions and keeps this one.
 */
async function signedInAgain(password: string) {
  const user = firebase().auth.currentUser;
  if (!user?.email) throw new AccountFailure('recentLogin');
  await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email, password));
  return user;
}

/** Sends the link that changes the email address to `newEmail`, in `languageCode`, leading back to `continuePath`. */
export async function changeEmail(
  newEmail: string,
  password: string,
  languageCode: string,
  continuePath: string,
): Promise<void> {
  const user = await signedInAgain(password);
  firebase().auth.languageCode = languageCode;
  await verifyBeforeUpdateEmail(user, newEmail.trim(), { url: new URL(continuePath, location.origin).href });
}

export async function changePassword(current: string, next: string): Promise<void> {
  // Refused before Firebase is asked, as at sign-up.
  if (next.length < MIN_PASSWORD_LENGTH) throw new AccountFailure('weakPassword');
  await updatePassword(await signedInAgain(current), next);
}
