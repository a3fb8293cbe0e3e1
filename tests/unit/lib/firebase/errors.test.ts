import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import { AccountFailure } from '@/lib/account/errors';
import { accountError } from '@/lib/firebase/errors';

describe('accountError', () => {
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
    expect(accountError({ code })).toBe(key);
    expect(en.Account.errors[key as keyof typeof en.Account.errors]).not.toContain('auth/');
  });

  it('gives the general message for anything else, never the raw code', () => {
    expect(accountError({ code: 'auth/something-new' })).toBe('unknown');
    expect(accountError(new Error('boom'))).toBe('unknown');
    expect(accountError(null)).toBe('unknown');
  });

  it('keeps the name of a failure the site decided on itself', () => {
    expect(accountError(new AccountFailure('recentLogin'))).toBe('recentLogin');
    expect(accountError(new AccountFailure('network'))).toBe('network');
  });
});
