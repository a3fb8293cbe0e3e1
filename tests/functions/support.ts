import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import {
  CollectionReference,
  DocumentReference,
  DocumentSnapshot,
  Firestore,
  getFirestore,
  Query,
  QuerySnapshot,
  Transaction,
} from 'firebase-admin/firestore';
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

/**
 * `db`, wrapped so that every document it reads is counted as Firestore bills it: a query's
 * documents (at least one), each document got, each document of a `getAll`, an aggregation as one;
 * in transactions too. What the wrapped objects are given is unwrapped first, so the SDK sees its
 * own objects.
 */
export function countingReads(db: Firestore): { db: Firestore; reads: () => number } {
  let reads = 0;
  const targets = new WeakMap<object, object>();
  const wrapped = [Firestore, CollectionReference, DocumentReference, Query, Transaction];
  // The SDK exports no class for aggregations (`query.count()`): known by name.
  const named = (value: unknown, name: string) => (value as object | null)?.constructor?.name === name;
  const count = (result: unknown) => {
    if (Array.isArray(result)) reads += result.filter((each) => each instanceof DocumentSnapshot).length;
    else if (result instanceof QuerySnapshot) reads += Math.max(1, result.size);
    else if (result instanceof DocumentSnapshot || named(result, 'AggregateQuerySnapshot')) reads += 1;
  };
  const unwrap = (value: unknown): unknown =>
    typeof value === 'function'
      ? (...args: unknown[]) => (value as (...a: unknown[]) => unknown)(...args.map(wrap))
      : ((value !== null && typeof value === 'object' ? targets.get(value) : undefined) ?? value);
  function wrap<T>(value: T): T {
    if (value instanceof Promise) return value.then((result) => (count(result), wrap(result))) as T;
    if (!wrapped.some((kind) => value instanceof kind) && !named(value, 'AggregateQuery')) return value;
    const proxy = new Proxy(value as object, {
      get(target, key) {
        const member = Reflect.get(target, key, target);
        if (typeof member !== 'function') return member;
        return (...args: unknown[]) => wrap(member.apply(target, args.map(unwrap)));
      },
    });
    targets.set(proxy, value as object);
    return proxy as T;
  }
  return { db: wrap(db), reads: () => reads };
}
