import { describe, expect, it } from 'vitest';
import { TOKEN_KEY } from '@/lib/api/token';
import { probablySignedIn, SIGNED_IN_HINT } from '@/lib/firebase/hint';
import { rememberSession } from '@/lib/firebase/session';
import { holdWhileThirdPartyRuns, markSigningIn, SIGNING_IN, SIGNING_IN_MS, signingIn } from '@/lib/firebase/signingIn';

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

// Security review L-7: the mark of a sign-in on its way keeps gtag.js away until the signed-in hint
// takes over (lib/firebase/signingIn.ts); e2e: tests/e2e/consent.analytics.spec.ts.
describe('the mark of a sign-in on its way', () => {
  it('holds from the mark until the signed-in hint replaces it, so that no moment has neither', () => {
    const storage = memoryStorage();
    markSigningIn(storage, Date.now());
    expect(signingIn(storage)).toBe(true);
    rememberSession('token', storage);
    expect(probablySignedIn(storage)).toBe(true);
    expect(storage.data.has(SIGNING_IN)).toBe(false);
  });

  it('ends with a failed attempt, but never removes another attempt’s mark', () => {
    const storage = memoryStorage();
    const end = markSigningIn(storage, 1000);
    expect(signingIn(storage, 1000)).toBe(true);
    end();
    expect(signingIn(storage, 1000)).toBe(false);

    const first = markSigningIn(storage, 1000);
    markSigningIn(storage, 2000);
    first();
    expect(signingIn(storage, 2000)).toBe(true);
  });

  it('is forgotten once stale (its tab went mid-way), and a sign-out leaves a running attempt’s mark', () => {
    const storage = memoryStorage();
    markSigningIn(storage, 1000);
    expect(signingIn(storage, 1000 + SIGNING_IN_MS - 1)).toBe(true);
    expect(signingIn(storage, 1000 + SIGNING_IN_MS)).toBe(false);
    markSigningIn(storage, 5000);
    rememberSession(null, storage);
    expect(signingIn(storage, 5000)).toBe(true);
  });

  it('is no sign-in when its mark is from the future (the clock went back since)', () => {
    const storage = memoryStorage();
    markSigningIn(storage, 5000);
    expect(signingIn(storage, 4999)).toBe(false);
    expect(signingIn(storage, 5000)).toBe(true);
  });

  it('holds the third-party lock while the page is shown, not while it sits in the back/forward cache', async () => {
    const held: string[] = [];
    const locks = {
      request: (async (name: string, _options: LockOptions, granted: () => Promise<void>) => {
        held.push(`held ${name}`);
        await granted();
        held.push(`released ${name}`);
      }) as unknown as LockManager['request'],
    };
    const page = new EventTarget() as unknown as Window;
    holdWhileThirdPartyRuns(locks, page);
    expect(held).toEqual(['held slimstart:third-party-script']);
    page.dispatchEvent(Object.assign(new Event('pagehide'), { persisted: true }));
    await Promise.resolve();
    await Promise.resolve();
    expect(held).toEqual(['held slimstart:third-party-script', 'released slimstart:third-party-script']);
    page.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    expect(held).toHaveLength(3);
    page.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: false }));
    expect(held).toHaveLength(3);
  });

  it('is no sign-in where storage refuses', () => {
    const refusing = {
      getItem: () => {
        throw new Error('refused');
      },
      setItem: () => {
        throw new Error('refused');
      },
      removeItem: () => {
        throw new Error('refused');
      },
    };
    const end = markSigningIn(refusing);
    expect(signingIn(refusing)).toBe(false);
    expect(end).not.toThrow();
  });
});
