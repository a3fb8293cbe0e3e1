import { describe, expect, it, vi } from 'vitest';
import en from '@/messages/en.json';
import { authErrorKey, withRedirectFallback } from '@/lib/firebase/auth';

describe('authErrorKey', () => {
  it.each([
    ['auth/wrong-password', 'wrongPassword'],
    ['auth/invalid-credential', 'wrongPassword'],
    ['auth/user-not-found', 'wrongPassword'],
    ['auth/email-already-in-use', 'emailInUse'],
    ['auth/weak-password', 'weakPassword'],
    ['auth/too-many-requests', 'tooManyRequests'],
    ['auth/network-request-failed', 'network'],
    ['auth/popup-blocked', 'popupBlocked'],
    ['auth/popup-closed-by-user', 'popupClosed'],
    ['auth/unauthorized-domain', 'unauthorizedDomain'],
    ['auth/requires-recent-login', 'recentLogin'],
    ['permission-denied', 'permissionDenied'],
  ])('turns %s into a message of its own', (code, key) => {
    expect(authErrorKey({ code })).toBe(key);
    expect(en.Account.errors[key as keyof typeof en.Account.errors]).not.toContain('auth/');
  });

  it('gives the general message for anything else, never the raw code', () => {
    expect(authErrorKey({ code: 'auth/something-new' })).toBe('unknown');
    expect(authErrorKey(new Error('boom'))).toBe('unknown');
    expect(authErrorKey(null)).toBe('unknown');
  });
});

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
