import { describe, expect, it, vi } from 'vitest';
import { withRedirectFallback } from '@/lib/firebase/auth';

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
