import { readFileSync } from 'node:fs';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, query, serverTimestamp, setDoc, where } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { FIRESTORE_HOST } from './emulator';

let env: RulesTestEnvironment;
const [host, port] = FIRESTORE_HOST.split(':');
const jpeg = `data:image/jpeg;base64,${'A'.repeat(1000)}`;
const profile = (uid: string) => ({
  uid,
  displayName: 'Alex',
  language: 'de',
  unit: 'kg',
  startWeightKg: 92.5,
  goalWeightKg: 80,
  photo: jpeg,
});

beforeAll(async () => {
  env = await initializeTestEnvironment({
    projectId: 'demo-slimstart',
    firestore: { host, port: Number(port), rules: readFileSync('firestore.rules', 'utf8') },
  });
});
afterAll(() => env.cleanup());
beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled((context) => setDoc(doc(context.firestore(), 'users/bob'), profile('bob')));
});

const alice = () => env.authenticatedContext('alice').firestore();

describe('the owner', () => {
  it('creates, reads, updates and deletes their own profile', async () => {
    await assertSucceeds(setDoc(doc(alice(), 'users/alice'), { ...profile('alice'), updatedAt: serverTimestamp() }));
    await assertSucceeds(getDoc(doc(alice(), 'users/alice')));
    await assertSucceeds(
      setDoc(doc(alice(), 'users/alice'), { uid: 'alice', displayName: 'Alexandra' }, { merge: true }),
    );
    await assertSucceeds(deleteDoc(doc(alice(), 'users/alice')));
  });

  it('lists only their own document', async () => {
    await assertSucceeds(setDoc(doc(alice(), 'users/alice'), profile('alice')));
    await assertSucceeds(getDocs(query(collection(alice(), 'users'), where('uid', '==', 'alice'))));
    await assertFails(getDocs(collection(alice(), 'users')));
  });
});

describe('anyone else', () => {
  it('cannot read, write or delete another visitor’s profile', async () => {
    await assertFails(getDoc(doc(alice(), 'users/bob')));
    await assertFails(setDoc(doc(alice(), 'users/bob'), profile('bob')));
    await assertFails(setDoc(doc(alice(), 'users/bob'), { displayName: 'Hacked' }, { merge: true }));
    await assertFails(deleteDoc(doc(alice(), 'users/bob')));
    await assertFails(getDocs(query(collection(alice(), 'users'), where('uid', '==', 'bob'))));
  });

  it('cannot do anything while signed out', async () => {
    const guest = env.unauthenticatedContext().firestore();
    await assertFails(getDoc(doc(guest, 'users/bob')));
    await assertFails(setDoc(doc(guest, 'users/guest'), profile('guest')));
    await assertFails(getDocs(collection(guest, 'users')));
  });
});

describe('invalid fields', () => {
  it.each([
    ['an unknown field', { isAdmin: true }],
    ['someone else’s uid', { uid: 'bob' }],
    ['a display name too long', { displayName: 'x'.repeat(61) }],
    ['a display name that is no string', { displayName: 42 }],
    ['an unknown language', { language: 'jp' }],
    ['an unknown unit', { unit: 'stone' }],
    ['a weight too low', { startWeightKg: 10 }],
    ['a weight too high', { goalWeightKg: 1000 }],
    ['a weight that is no number', { goalWeightKg: '80' }],
    ['a picture that is no JPEG data URL', { photo: 'https://evil.example/x.jpg' }],
    ['a picture too large', { photo: `data:image/jpeg;base64,${'A'.repeat(150_001)}` }],
    ['a date that is no timestamp', { updatedAt: 'yesterday' }],
  ])('rejects %s', async (_name, change) => {
    await assertFails(setDoc(doc(alice(), 'users/alice'), { ...profile('alice'), ...change }));
  });
});
