import 'client-only';

import {
  createUserWithEmailAndPassword,
  browserPopupRedirectResolver,
  getAdditionalUserInfo,
  getRedirectResult,
  GoogleAuthProvider,
  reload,
  sendEmailVerification,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signInWithPopup,
  signInWithRedirect,
  type UserCredential,
} from 'firebase/auth';
import type { Account } from '../account/session';
import { firebase } from './app';
import { errorCode } from './errors';
import { beforeSigningIn, markSigningIn } from './signingIn';
import { accountOf } from './user';

/**
 * Runs `attempt`, a call that may sign the visitor in, once the other tabs know (security review
 * L-7, lib/firebase/signingIn.ts): the pages where gtag.js runs have gone before Firebase makes a
 * token. An attempt that signs nobody in (it failed, or found nothing to finish) ends the mark; a
 * sign-in ends it by setting the signed-in hint (lib/firebase/session.ts).
 *
 * `inClick`: Google's popup must open in the visitor's click, before anything is awaited, or the
 * browser blocks it (Safari at once, others once their activation window has passed). It is marked
 * and opened at once: no token exists until the visitor is through Google's popup, and the pages
 * where gtag.js ran hear the mark at once and go meanwhile.
 */
export async function announced<T>(attempt: () => Promise<T>, { inClick = false } = {}): Promise<T> {
  const end = inClick ? markSigningIn() : await beforeSigningIn();
  try {
    const result = await attempt();
    if (result === null) end();
    return result;
  } catch (error) {
    end();
    throw error;
  }
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
  const { user } = await announced(() => createUserWithEmailAndPassword(firebase().auth, email, password));
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
  return accountOf((await announced(() => signInWithEmailAndPassword(firebase().auth, email, password))).user);
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
    if (errorCode(error) !== 'auth/user-not-found') throw error;
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
  // By redirect (null), the page leaves before any token exists; back, it marks again as it finishes.
  return announced(
    () =>
      withRedirectFallback(
        async () => googleSignInOf(await signInWithPopup(auth, provider, browserPopupRedirectResolver)),
        () => {
          sessionStorage.setItem(REDIRECT_PENDING, '1');
          return signInWithRedirect(auth, provider, browserPopupRedirectResolver);
        },
      ),
    { inClick: true },
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
  const credential = await announced(() => getRedirectResult(firebase().auth, browserPopupRedirectResolver));
  return credential && googleSignInOf(credential);
}

/** The popup attempt, then the redirect one only when the popup was blocked. */
export async function withRedirectFallback<T>(
  popup: () => Promise<T>,
  redirect: () => Promise<unknown>,
): Promise<T | null> {
  try {
    return await popup();
  } catch (error) {
    if (errorCode(error) !== 'auth/popup-blocked') throw error;
    await redirect();
    return null;
  }
}
