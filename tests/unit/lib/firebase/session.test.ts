import { describe, expect, it } from 'vitest';
import { TOKEN_KEY } from '@/lib/api/token';
import { probablySignedIn, SIGNED_IN_HINT } from '@/lib/firebase/hint';
import { rememberSession } from '@/lib/firebase/session';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
}

describe('the stored session', () => {
  it('keeps the current token under `token`, replacing the previous one, and removes it on sign-out', () => {
    const storage = memoryStorage();
    rememberSession('first', storage);
    rememberSession('refreshed', storage);
    expect(storage.data.get(TOKEN_KEY)).toBe('refreshed');
    expect(probablySignedIn(storage)).toBe(true);
    rememberSession(null, storage);
    expect(storage.data.has(TOKEN_KEY)).toBe(false);
    expect(storage.data.has(SIGNED_IN_HINT)).toBe(false);
    expect(probablySignedIn(storage)).toBe(false);
  });
});
