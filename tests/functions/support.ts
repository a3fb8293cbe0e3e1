import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { beforeAll, beforeEach } from 'vitest';
import { DEMO_PROJECT_ID } from '@/lib/firebase/config';
import { AUTH_HOST, FIRESTORE_HOST } from '../rules/emulator';

/** An acceptance as the site records it (the Admin SDK writes past the rules). */
export const agreement = { terms: '1', privacy: '1', acceptedAt: new Date() };

/** The Admin SDK on the test suite's emulators, and every test on empty ones. */
export function onEmptyEmulators(): void {
  beforeAll(() => {
    initializeApp({ projectId: DEMO_PROJECT_ID });
  });
  beforeEach(async () => {
    await fetch(`http://${AUTH_HOST}/emulator/v1/projects/${DEMO_PROJECT_ID}/accounts`, { method: 'DELETE' });
    await fetch(`http://${FIRESTORE_HOST}/emulator/v1/projects/${DEMO_PROJECT_ID}/databases/(default)/documents`, {
      method: 'DELETE',
    });
  });
}

export const profile = (uid: string) => getFirestore().collection('users').doc(uid);
export const profileExists = async (uid: string) => (await profile(uid).get()).exists;
export const accountExists = (uid: string) =>
  getAuth()
    .getUser(uid)
    .then(
      () => true,
      () => false,
    );
