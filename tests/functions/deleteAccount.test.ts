/**
 * The `deleteAccount` callable (functions/src/deleteAccount.ts), called over HTTP on the functions
 * emulator as the site's pages call it, with ID tokens from the Auth emulator.
 */
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { DeletionRefused, deleteOwnAccount, FRESH_SIGN_IN_SECONDS } from '../../functions/src/deleteAccount';
import { GRACE_HOURS } from '../../functions/src/signUps';
import { readFirebaseSettings } from '@/lib/firebase/config';
import { callableUrl, readFunctionsSwitch } from '@/lib/firebase/functions';
import { AUTH_HOST, FUNCTIONS_HOST } from '../rules/emulator';
import { signedInEarlier } from '../support/idToken';
import { accountExists, agreement, onEmptyEmulators, profile, profileExists } from './support';

onEmptyEmulators();

const PASSWORD = 'correct horse';

/** The callable's address, as the site's pages build it for these emulators. */
const url = callableUrl(
  'deleteAccount',
  readFirebaseSettings({ NEXT_PUBLIC_FIREBASE_FUNCTIONS_EMULATOR_HOST: FUNCTIONS_HOST }),
  readFunctionsSwitch({}),
);

/** A new account and an ID token from signing in to it, as the browser gets one. */
async function signedIn(email: string): Promise<{ uid: string; idToken: string }> {
  const { uid } = await getAuth().createUser({ email, password: PASSWORD });
  const response = await fetch(
    `http://${AUTH_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD, returnSecureToken: true }),
    },
  );
  const { idToken } = await response.json();
  return { uid, idToken };
}

/** What a callable answers: its result, or an error with Google's status name and the details. */
interface CallableAnswer {
  result?: unknown;
  error?: { status: string; message: string; details?: unknown };
}

async function callDeletion(idToken?: string): Promise<{ status: number; body: CallableAnswer }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(idToken ? { Authorization: `Bearer ${idToken}` } : {}) },
    body: JSON.stringify({ data: null }),
  });
  return { status: response.status, body: await response.json() };
}

describe('the deleteAccount callable', () => {
  it('deletes the caller’s account and profile after a fresh sign-in', async () => {
    const { uid, idToken } = await signedIn('fresh@example.com');
    await profile(uid).set({ uid, displayName: 'Fresh', agreement });

    expect(await callDeletion(idToken)).toEqual({ status: 200, body: { result: { deleted: true } } });
    expect(await accountExists(uid)).toBe(false);
    expect(await profileExists(uid)).toBe(false);
  });

  it('refuses, and deletes nothing, when the sign-in is older than the fresh-sign-in window', async () => {
    const { uid, idToken } = await signedIn('stale@example.com');
    await profile(uid).set({ uid, displayName: 'Stale', agreement });

    const { status, body } = await callDeletion(signedInEarlier(idToken, FRESH_SIGN_IN_SECONDS + 60));
    expect(status).toBe(400);
    expect(body.error).toMatchObject({ status: 'FAILED_PRECONDITION', details: { reason: 'recentLogin' } });
    expect(await accountExists(uid)).toBe(true);
    expect(await profileExists(uid)).toBe(true);
    // A token just inside the window still deletes.
    expect((await callDeletion(signedInEarlier(idToken, FRESH_SIGN_IN_SECONDS - 60))).status).toBe(200);
    expect(await accountExists(uid)).toBe(false);
  });

  it('deletes a website sign-up still at its agreement step (declined, or left) however old its sign-in', async () => {
    const { uid, idToken } = await signedIn('declined@example.com');
    // The page's record of the sign-up, written as the account was made (lib/firebase/profile.ts).
    await getFirestore().collection('signUps').doc(uid).set({ createdAt: Timestamp.now() });

    expect((await callDeletion(signedInEarlier(idToken, 6 * 60))).status).toBe(200);
    expect(await accountExists(uid)).toBe(false);
    expect((await getFirestore().collection('signUps').doc(uid).get()).exists).toBe(false);
  });

  it('asks for a fresh sign-in to delete an account without a profile that the website did not just make (the app’s)', async () => {
    const { uid, idToken } = await signedIn('app-only@example.com');

    const { status, body } = await callDeletion(signedInEarlier(idToken, FRESH_SIGN_IN_SECONDS + 60));
    expect(status).toBe(400);
    expect(body.error).toMatchObject({ status: 'FAILED_PRECONDITION', details: { reason: 'recentLogin' } });
    expect(await accountExists(uid)).toBe(true);
  });

  it('asks for a fresh sign-in once a sign-up’s grace period is over', async () => {
    const { uid } = await signedIn('late@example.com');
    await getFirestore().collection('signUps').doc(uid).set({ createdAt: Timestamp.now() });
    const signedInAt = Date.now() / 1000;
    // Called as the callable calls it, with the clock past the grace period.
    const later = Date.now() + (GRACE_HOURS + 1) * 3_600_000;

    await expect(deleteOwnAccount(uid, signedInAt, later)).rejects.toBeInstanceOf(DeletionRefused);
    expect(await accountExists(uid)).toBe(true);
    await deleteOwnAccount(uid, signedInAt, Date.now() + 3_600_000);
    expect(await accountExists(uid)).toBe(false);
  });

  it('asks for a sign-in, and deletes nothing, without a token', async () => {
    const { uid } = await signedIn('anonymous@example.com');
    const { status, body } = await callDeletion();
    expect(status).toBe(401);
    expect(body.error?.status).toBe('UNAUTHENTICATED');
    expect(await accountExists(uid)).toBe(true);
  });
});
