import 'client-only';

import {
  createUserWithEmailAndPassword,
  browserPopupRedirectResolver,
  deleteUser,
  getAdditionalUserInfo,
  getRedirectResult,
  GoogleAuthProvider,
  onIdTokenChanged,
  reload,
  sendEmailVerification,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signInWithPopup,
  signInWithRedirect,
  type User,
  type UserCredential,
} from 'firebase/auth';
import type { AccountError } from '../account/errors';
import { readToken } from '../api/token';
import { firebase } from './app';
import { firebaseSettings } from './config';
import { rememberSession } from './session';

/**
 * The signed-in visitor as the rest of the site sees them. Firebase's own `User` stays inside
 * lib/firebase/, so that the components depend on this folder and not on the vendor.
 */
export interface Account {
  uid: string;
  email: string | null;
  /** Whether the visitor has opened the confirmation link sent to `email` (Google's are confirmed). */
  emailVerified: boolean;
}

function accountOf(user: User): Account;
function accountOf(user: User | null | undefined): Account | null;
function accountOf(user: User | null | undefined): Account | null {
  return user ? { uid: user.uid, email: user.email, emailVerified: user.emailVerified } : null;
}

/**
 * Calls back with the signed-in account, or null, now and on every change: sign-in, sign-out, and
 * a new ID token, which is how a confirmed email address shows (`checkEmailVerified`). Returns the
 * unsubscribe.
 */
export function watchUser(callback: (account: Account | null) => void): () => void {
  return onIdTokenChanged(firebase().auth, (user) => callback(accountOf(user)));
}

/**
 * Creates the account and sends the email that confirms the address, in the visitor's language,
 * with a link back to `continuePath`. The account stands even when that email cannot go: the
 * account screen offers to send it again.
 */
export async function signUp(
  email: string,
  password: string,
  languageCode: string,
  continuePath: string,
): Promise<Account> {
  const { user } = await createUserWithEmailAndPassword(firebase().auth, email, password);
  await sendVerificationEmail(languageCode, continuePath).catch(() => {});
  return accountOf(user);
}

/** (Again) the email with the link that confirms the signed-in visitor's address. */
export async function sendVerificationEmail(languageCode: string, continuePath: string): Promise<void> {
  const { auth } = firebase();
  if (!auth.currentUser) return;
  auth.languageCode = languageCode;
  await sendEmailVerification(auth.currentUser, { url: new URL(continuePath, location.origin).href });
}

/**
 * Asks Firebase whether the address was confirmed since (the link opens in another tab or device),
 * and says whether it is. When it is, a fresh ID token carries it, and `watchUser` hears of it. (A
 * tab can also learn it from another tab's storage, which Firebase takes in without telling anyone:
 * so the answer is the one to go by.)
 */
export async function checkEmailVerified(): Promise<boolean> {
  const user = firebase().auth.currentUser;
  if (!user) return false;
  await reload(user);
  if (user.emailVerified) await user.getIdToken(true);
  return user.emailVerified;
}

export async function signIn(email: string, password: string): Promise<Account> {
  return accountOf((await signInWithEmailAndPassword(firebase().auth, email, password)).user);
}

/**
 * The password-reset email. An unknown address is answered as a known one is, so the form never
 * tells whether an account exists: with email enumeration protection on (docs/operators.md#accounts),
 * Firebase answers so itself; without it, its `auth/user-not-found` is kept quiet here.
 */
export async function resetPassword(email: string, languageCode: string): Promise<void> {
  const { auth } = firebase();
  auth.languageCode = languageCode;
  try {
    await sendPasswordResetEmail(auth, email);
  } catch (error) {
    if (authErrorCode(error) !== 'auth/user-not-found') throw error;
  }
}

/** A Google sign-in: the account, and whether Google created it just now. */
export interface GoogleSignIn {
  account: Account;
  isNewUser: boolean;
}

function googleSignInOf({ user, ...credential }: UserCredential): GoogleSignIn {
  return { account: accountOf(user), isNewUser: getAdditionalUserInfo({ user, ...credential })?.isNewUser === true };
}

/**
 * Google sign-in in a popup; when the browser blocks the popup, the same sign-in by redirect
 * (the page leaves and comes back signed in). Returns null when it went the redirect way.
 */
export async function signInWithGoogle(languageCode: string): Promise<GoogleSignIn | null> {
  const { auth } = firebase();
  auth.languageCode = languageCode;
  const provider = new GoogleAuthProvider();
  return withRedirectFallback(
    async () => googleSignInOf(await signInWithPopup(auth, provider, browserPopupRedirectResolver)),
    () => {
      sessionStorage.setItem(REDIRECT_PENDING, '1');
      return signInWithRedirect(auth, provider, browserPopupRedirectResolver);
    },
  );
}

const REDIRECT_PENDING = 'slimstart:google-redirect';

/**
 * Back from Google's redirect: completes the sign-in. Only after a redirect this tab started, so
 * that other visits do not load Google's iframe script.
 */
export async function finishRedirectSignIn(): Promise<GoogleSignIn | null> {
  if (sessionStorage.getItem(REDIRECT_PENDING) !== '1') return null;
  sessionStorage.removeItem(REDIRECT_PENDING);
  const credential = await getRedirectResult(firebase().auth, browserPopupRedirectResolver);
  return credential && googleSignInOf(credential);
}

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

/** Deletes the held account `uid` (the visitor declined or left): it never had a profile. */
export async function discardNewAccount(uid: string): Promise<void> {
  const user = firebase().auth.currentUser;
  if (user?.uid !== uid) return;
  await deleteUser(user);
  releaseNewAccount();
  rememberSession(null);
}

/** The popup attempt, then the redirect one only when the popup was blocked. */
export async function withRedirectFallback<T>(
  popup: () => Promise<T>,
  redirect: () => Promise<unknown>,
): Promise<T | null> {
  try {
    return await popup();
  } catch (error) {
    if (authErrorCode(error) !== 'auth/popup-blocked') throw error;
    await redirect();
    return null;
  }
}

/**
 * The error codes a visitor can meet, each with the account error it is (lib/account/errors.ts). An
 * unknown email reads as a wrong password: sign-in never tells which addresses have an account.
 */
const messageKeys: Record<string, AccountError> = {
  'auth/invalid-email': 'invalidEmail',
  'auth/missing-email': 'invalidEmail',
  'auth/missing-password': 'missingPassword',
  'auth/wrong-password': 'wrongPassword',
  'auth/invalid-credential': 'wrongPassword',
  'auth/invalid-login-credentials': 'wrongPassword',
  'auth/user-not-found': 'wrongPassword',
  'auth/user-disabled': 'userDisabled',
  'auth/email-already-in-use': 'emailInUse',
  'auth/credential-already-in-use': 'emailInUse',
  'auth/account-exists-with-different-credential': 'differentCredential',
  'auth/weak-password': 'weakPassword',
  'auth/password-does-not-meet-requirements': 'weakPassword',
  'auth/too-many-requests': 'tooManyRequests',
  'auth/network-request-failed': 'network',
  'auth/popup-blocked': 'popupBlocked',
  'auth/popup-closed-by-user': 'popupClosed',
  'auth/cancelled-popup-request': 'popupClosed',
  'auth/user-cancelled': 'popupClosed',
  'auth/unauthorized-domain': 'unauthorizedDomain',
  'auth/unauthorized-continue-uri': 'unauthorizedDomain',
  'auth/operation-not-allowed': 'notAllowed',
  'auth/admin-restricted-operation': 'notAllowed',
  'auth/requires-recent-login': 'recentLogin',
  'auth/user-token-expired': 'recentLogin',
  'auth/invalid-user-token': 'recentLogin',
  'auth/quota-exceeded': 'tooManyRequests',
  'auth/web-storage-unsupported': 'storage',
  'auth/internal-error': 'unknown',
  // Firestore, for the profile operations.
  'permission-denied': 'permissionDenied',
  unavailable: 'network',
  'resource-exhausted': 'tooManyRequests',
  unauthenticated: 'recentLogin',
};

function authErrorCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

/** The message key for any error of sign-in or the profile: never the raw code. */
export function authErrorKey(error: unknown): AccountError {
  return messageKeys[authErrorCode(error) ?? ''] ?? 'unknown';
}
