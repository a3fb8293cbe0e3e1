// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { announced, withRedirectFallback } from '@/lib/firebase/auth';
import { SIGNING_IN } from '@/lib/firebase/signingIn';

describe('Google sign-in', () => {
  it('uses the popup when it opens', async () => {
    const redirect = vi.fn(async () => {});
    await expect(withRedirectFallback(async () => 'user', redirect)).resolves.toBe('user');
    expect(redirect).not.toHaveBeenCalled();
  });

  it('falls back to a redirect when the popup is blocked', async () => {
    const redirect = vi.fn(async () => {});
    const blocked = Object.assign(new Error('blocked'), { code: 'auth/popup-blocked' });
    await expect(withRedirectFallback(() => Promise.reject(blocked), redirect)).resolves.toBeNull();
    expect(redirect).toHaveBeenCalledOnce();
  });

  it('does not redirect when the visitor closed the popup', async () => {
    const redirect = vi.fn(async () => {});
    const closed = Object.assign(new Error('closed'), { code: 'auth/popup-closed-by-user' });
    await expect(withRedirectFallback(() => Promise.reject(closed), redirect)).rejects.toBe(closed);
    expect(redirect).not.toHaveBeenCalled();
  });
});

describe('a sign-in announced to the other tabs (security review L-7)', () => {
  it('opens Google’s popup in the visitor’s click: marked, and asked before anything is awaited', async () => {
    localStorage.removeItem(SIGNING_IN);
    const attempt = vi.fn(async () => 'signed in');
    const signedIn = announced(attempt, { inClick: true });
    expect(attempt).toHaveBeenCalledOnce();
    expect(localStorage.getItem(SIGNING_IN)).toMatch(/^\d+ /);
    await expect(signedIn).resolves.toBe('signed in');
  });

  it('otherwise asks Firebase only after the wait for the pages where gtag.js ran', async () => {
    const attempt = vi.fn(async () => null);
    const nobody = announced(attempt);
    expect(attempt).not.toHaveBeenCalled();
    await expect(nobody).resolves.toBeNull();
    expect(attempt).toHaveBeenCalledOnce();
    // Nobody signed in: the mark is gone.
    expect(localStorage.getItem(SIGNING_IN)).toBeNull();
  });
});
