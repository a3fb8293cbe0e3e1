// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { arrivedWithin, fromChunk } from '@/lib/firebase/later';
import { RELOAD_GUARD_KEY } from '@/lib/navigation/reload';

// Firestore's chunk (lib/firebase/later.ts) follows the seed's chunk rule: a failed load reloads the
// page through the reload guard, at most once per path in 10 seconds.
const chunkGone = () =>
  Promise.reject(Object.assign(new Error('Failed to load chunk static/chunks/x.js'), { name: 'ChunkLoadError' }));
/** The reload guard's record, once the answer (one task later, unless the page is being left) has run. */
async function guardRecord() {
  await new Promise((resolve) => setTimeout(resolve, 5));
  return JSON.parse(sessionStorage.getItem(RELOAD_GUARD_KEY) ?? 'null') as { path: string; expires: number } | null;
}

afterEach(() => sessionStorage.clear());

describe('code from a chunk of its own', () => {
  it('hands the module over when its chunk loads', async () => {
    await expect(fromChunk(async () => ({ firestore: 'here' }))).resolves.toEqual({ firestore: 'here' });
    expect(await guardRecord()).toBeNull();
  });

  it('reloads the page through the guard when the chunk fails to load, once per path in 10 seconds', async () => {
    history.replaceState(null, '', '/de/account');
    await expect(fromChunk(chunkGone)).rejects.toThrow('Failed to load chunk');
    const first = await guardRecord();
    expect(first?.path).toBe('/de/account');
    await expect(fromChunk(chunkGone)).rejects.toThrow('Failed to load chunk');
    expect(await guardRecord()).toEqual(first);
  });

  it('does not reload for a failure of the code itself', async () => {
    await expect(fromChunk(() => Promise.reject(new TypeError('x is undefined')))).rejects.toThrow(TypeError);
    expect(await guardRecord()).toBeNull();
  });
});

describe('waiting a bounded time for a chunk (a sign-out goes on without Firestore)', () => {
  it('hands the module over when it arrives in time, null once the patience has run out', async () => {
    await expect(arrivedWithin(Promise.resolve('here'), new Promise(() => {}))).resolves.toBe('here');
    const held = new Promise<string>(() => {});
    await expect(arrivedWithin(held, Promise.resolve())).resolves.toBeNull();
  });

  it('answers a chunk that fails with null, and no reload', async () => {
    history.replaceState(null, '', '/de/account');
    await expect(arrivedWithin(chunkGone(), new Promise(() => {}))).resolves.toBeNull();
    expect(await guardRecord()).toBeNull();
  });
});
