import { afterEach, describe, expect, it, vi } from 'vitest';
import { SIGNED_IN_HINT } from '@/lib/firebase/hint';
import { SIGNING_IN } from '@/lib/firebase/signingIn';
import { analyticsModuleWith } from './builds';

/**
 * gtag.js loads in no browser that holds a session or where a tab is signing in (security review
 * L-7; lib/firebase/signingIn.ts): a page that starts its analytics meanwhile leaves it out. What the
 * other tabs do is proven in the browser (tests/e2e/consent.analytics.spec.ts).
 */
afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

/** Starts the analytics of a build with Google Analytics, with `stored` in local storage; what loaded. */
async function startedWith(stored: Record<string, string>): Promise<string[]> {
  const { startAnalytics } = await analyticsModuleWith(
    { NEXT_PUBLIC_GA_ID: 'G-TEST12345' },
    () => import('@/lib/analytics/services'),
  );
  const appended: string[] = [];
  vi.stubGlobal('window', {});
  vi.stubGlobal('localStorage', { getItem: (key: string) => stored[key] ?? null });
  vi.stubGlobal('location', new URL('https://slimstart.app/de/faq'));
  vi.stubGlobal('document', {
    cookie: '',
    createElement: () => ({}),
    head: { append: (node: { src: string }) => appended.push(node.src) },
  });
  startAnalytics();
  return appended;
}

describe('gtag.js beside a session', () => {
  it('loads with neither a session nor a sign-in on its way', async () => {
    expect(await startedWith({})).toEqual(['https://www.googletagmanager.com/gtag/js?id=G-TEST12345']);
  });

  it('does not load while a tab is signing in, nor once signed in', async () => {
    expect(await startedWith({ [SIGNING_IN]: `${Date.now()} a1` })).toEqual([]);
    expect(await startedWith({ [SIGNED_IN_HINT]: '1' })).toEqual([]);
  });

  it('loads again once a sign-in’s mark is stale (its tab went mid-way)', async () => {
    expect(await startedWith({ [SIGNING_IN]: `${Date.now() - 11 * 60_000} a1` })).toHaveLength(1);
  });
});
