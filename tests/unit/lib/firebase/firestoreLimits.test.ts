import { deleteApp, initializeApp } from 'firebase/app';
import {
  collection,
  doc,
  GeoPoint,
  getFirestore,
  initializeFirestore,
  memoryLocalCache,
  memoryLruGarbageCollector,
  persistentLocalCache,
  query,
  setDoc,
  where,
  type FirestoreSettings,
} from 'firebase/firestore';
import { afterEach, describe, expect, it } from 'vitest';

/**
 * The limits docs/spec.md#5-validation-rules leaves to the Firestore library, tried against the real
 * SDK. Each is checked synchronously, before the client starts: no server, nothing awaited.
 */
const apps: ReturnType<typeof initializeApp>[] = [];
function demoApp() {
  const app = initializeApp({ apiKey: 'demo', projectId: 'demo-unit' }, `limits-${apps.length}`);
  apps.push(app);
  return app;
}

afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => deleteApp(app)));
});

const start = (settings: FirestoreSettings) => () => initializeFirestore(demoApp(), settings);
/** The SDK's error for a bad argument, with its words. */
const invalid = (message: string | RegExp) =>
  expect.objectContaining({
    code: 'invalid-argument',
    message: typeof message === 'string' ? message : expect.stringMatching(message),
  });

describe('the Firestore client refuses, before it starts', () => {
  it('a cache size below 1048576 bytes', () => {
    expect(start({ cacheSizeBytes: 1048575 })).toThrow(invalid('cacheSizeBytes must be at least 1048576'));
    expect(start({ cacheSizeBytes: 1048576 })).not.toThrow();
    // The limit holds for the settings' own `cacheSizeBytes` only: the size inside a cache object
    // is taken as it is (firebase 12.19). The site sets no size (lib/firebase/db.ts).
    expect(start({ localCache: persistentLocalCache({ cacheSizeBytes: 1000 }) })).not.toThrow();
    const lru = memoryLruGarbageCollector({ cacheSizeBytes: 1000 });
    expect(start({ localCache: memoryLocalCache({ garbageCollector: lru }) })).not.toThrow();
  });

  it('a long-polling timeout outside 5 to 30 seconds', () => {
    const timeout = (timeoutSeconds: number) => start({ experimentalLongPollingOptions: { timeoutSeconds } });
    expect(timeout(4.9)).toThrow(invalid('invalid long polling timeout: 4.9 (minimum allowed value is 5)'));
    expect(timeout(31)).toThrow(invalid('invalid long polling timeout: 31 (maximum allowed value is 30)'));
    expect(timeout(Number.NaN)).toThrow(invalid(/must not be NaN/));
    expect(timeout(5)).not.toThrow();
    expect(timeout(30)).not.toThrow();
  });

  it.each([
    ['a field name such as __x__', { __x__: 1 }, /begin and end with "__" \(found in field __x__ /],
    ['such a name one level down', { goal: { __x__: 1 } }, /begin and end with "__" \(found in field goal\.__x__ /],
    ['an empty field name', { '': 1 }, /Document fields must not be empty/],
    ['a nested array', { weights: [[70, 71]] }, /Nested arrays are not supported/],
    ['a function', { weights: () => 70 }, /Unsupported field value: a function/],
    ['an object of its own class', { weights: new (class Scale {})() }, /Unsupported field value: a custom Scale/],
  ])('%s in the data of a write', (_, data, message) => {
    // setDoc reads the data before it starts the client: with bad data it throws and sends nothing.
    const profile = doc(getFirestore(demoApp()), 'users/someone');
    expect(() => setDoc(profile, data)).toThrow(invalid(message));
  });

  it('a latitude outside -90 to 90 and a longitude outside -180 to 180', () => {
    expect(() => new GeoPoint(90.5, 0)).toThrow(invalid('Latitude must be a number between -90 and 90, but was: 90.5'));
    expect(() => new GeoPoint(0, -181)).toThrow(
      invalid('Longitude must be a number between -180 and 180, but was: -181'),
    );
  });

  it('filters that cannot be combined in one query', () => {
    const users = collection(getFirestore(demoApp()), 'users');
    expect(() => query(users, where('unit', 'not-in', ['kg']), where('language', 'not-in', ['en']))).toThrow(
      invalid("Invalid query. You cannot use more than one 'not-in' filter."),
    );
    expect(() => query(users, where('unit', 'in', ['kg']), where('language', 'not-in', ['en']))).toThrow(
      invalid("Invalid query. You cannot use 'not-in' filters with 'in' filters."),
    );
  });
});
