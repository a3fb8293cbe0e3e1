import 'client-only';

import {
  createUserWithEmailAndPassword,
  browserPopupRedirectResolver,
  getRedirectResult,
  GoogleAuthProvider,
  onAuthStateChanged,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signInWithPopup,
  signInWithRedirect,
  signOut as firebaseSignOut,
  type User,
} from 'firebase/auth';
import { firebase } from './app';
import { rememberSession } from './session';

/**
 * The signed-in visitor as the rest of the site sees them. Firebase's own `User` stays inside
 * lib/firebase/, so that the components depend on this folder and not on the vendor.
 */
export interface Account {
  uid: string;
  email: string | null;
}

function accountOf(user: User): Account;
function accountOf(user: User | null | undefined): Account | null;
function accountOf(user: User | null | undefined): Account | null {
  return user ? { uid: user.uid, email: user.email } : null;
}

/** Calls back with the signed-in account, or null, now and on every change. Returns the unsubscribe. */
export function watchUser(callback: (account: Account | null) => void): () => void {
  return onAuthStateChanged(firebase().auth, (user) => callback(accountOf(user)));
}

export async function signUp(email: string, password: string): Promise<Account> {
  return accountOf((await createUserWithEmailAndPassword(firebase().auth, email, password)).user);
}

export async function signIn(email: string, password: string): Promise<Account> {
  return accountOf((await signInWithEmailAndPassword(firebase().auth, email, password)).user);
}

export async function resetPassword(email: string, languageCode: string): Promise<void> {
  const { auth } = firebase();
  auth.languageCode = languageCode;
  await sendPasswordResetEmail(auth, email);
}

/**
 * Google sign-in in a popup; when the browser blocks the popup, the same sign-in by redirect
 * (the page leaves and comes back signed in). Returns null when it went the redirect way.
 */
export async function signInWithGoogle(languageCode: string): Promise<Account | null> {
  const { auth } = firebase();
  auth.languageCode = languageCode;
  const provider = new GoogleAuthProvider();
  return withRedirectFallback(
    async () => accountOf((await signInWithPopup(auth, provider, browserPopupRedirectResolver)).user),
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
export async function finishRedirectSignIn(): Promise<Account | null> {
  if (sessionStorage.getItem(REDIRECT_PENDING) !== '1') return null;
  sessionStorage.removeItem(REDIRECT_PENDING);
  return accountOf((await getRedirectResult(firebase().auth, browserPopupRedirectResolver))?.user);
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

export async function signOut(): Promise<void> {
  await firebaseSignOut(firebase().auth);
  rememberSession(null);
}

/** The error codes a visitor can meet, each with its message key (messages: Account.errors). */
const messageKeys: Record<string, AuthErrorKey> = {
  'auth/invalid-email': 'invalidEmail',
  'auth/missing-email': 'invalidEmail',
  'auth/missing-password': 'missingPassword',
  'auth/wrong-password': 'wrongPassword',
  'auth/invalid-credential': 'wrongPassword',
  'auth/invalid-login-credentials': 'wrongPassword',
  'auth/user-not-found': 'userNotFound',
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

type AuthErrorKey =
  | 'invalidEmail'
  | 'missingPassword'
  | 'wrongPassword'
  | 'userNotFound'
  | 'userDisabled'
  | 'emailInUse'
  | 'differentCredential'
  | 'weakPassword'
  | 'tooManyRequests'
  | 'network'
  | 'popupBlocked'
  | 'popupClosed'
  | 'unauthorizedDomain'
  | 'notAllowed'
  | 'recentLogin'
  | 'storage'
  | 'permissionDenied'
  | 'unknown';

function authErrorCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

/** The message key for any error of sign-in or the profile: never the raw code. */
export function authErrorKey(error: unknown): AuthErrorKey {
  return messageKeys[authErrorCode(error) ?? ''] ?? 'unknown';
}
