// @vitest-environment jsdom
import { deleteApp, initializeApp } from 'firebase/app';
import { disableNetwork, doc, getFirestore } from 'firebase/firestore';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startFirestore } from '@/lib/firebase/db';

// The real SDK, no server needed: only how Firestore starts is under test.
const apps: ReturnType<typeof initializeApp>[] = [];
function demoApp() {
  const app = initializeApp({ apiKey: 'demo', projectId: 'demo-unit' }, `unit-${apps.length}`);
  apps.push(app);
  return app;
}

afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => deleteApp(app)));
});

describe('startFirestore', () => {
  it('starts Firestore with the persistent cache, without reloading', () => {
    const reload = vi.fn(() => true);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const db = startFirestore(demoApp(), reload);
    expect(doc(db, 'users/someone').path).toBe('users/someone');
    // The settings it started with, as Firestore's public toJSON gives them: the cache in IndexedDB,
    // not in memory (which a page reload or a second tab would start empty).
    const { settings } = db.toJSON() as { settings: { localCache?: { kind?: string } } };
    expect(settings.localCache?.kind).toBe('persistent');
    expect(reload).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  it('when the cache cannot open (unimplemented), goes on in memory and only logs it, without reloading', async () => {
    // Here, as in a browser without IndexedDB, the SDK's cache cannot open: it says `unimplemented`.
    const reload = vi.fn(() => true);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const db = startFirestore(demoApp(), reload);
    // Starts the client with the network off, so no server is asked; it resolves once the client runs.
    await disableNetwork(db);
    const logged = warn.mock.calls.map((call) => call.join(' '));
    expect(logged).toContainEqual(expect.stringMatching(/Falling back to memory cache: .*code=unimplemented/));
    expect(reload).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  it('reloads the page through the guard when Firestore has already started (failed-precondition)', () => {
    const app = demoApp();
    doc(getFirestore(app), 'users/someone'); // started with other settings
    const reload = vi.fn(() => true);
    const db = startFirestore(app, reload);
    expect(reload).toHaveBeenCalledWith(location.href);
    expect(db).toBe(getFirestore(app));
  });
});
