import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_ROUTE_PRELOADS, preloadRoute } from '@/lib/hosting/prefetchPolicy';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Asks for `count` preloads of fresh routes; returns the routes, in the order their calls ran. */
function askFor(count: number, prefix: string) {
  const called: string[] = [];
  for (let i = 0; i < count; i++) preloadRoute(`/${prefix}${i}`, () => called.push(`/${prefix}${i}`));
  return called;
}

describe('preloadRoute', () => {
  it('starts at most five route preloads at once, and the rest when the browser is idle again', () => {
    vi.useFakeTimers();
    const called = askFor(8, 'burst');
    expect(called).toEqual([]);
    vi.advanceTimersToNextTimer();
    expect(called).toHaveLength(MAX_ROUTE_PRELOADS);
    vi.advanceTimersToNextTimer();
    expect(called).toEqual(['/burst0', '/burst1', '/burst2', '/burst3', '/burst4', '/burst5', '/burst6', '/burst7']);
  });

  it('preloads no document: the application leaves for one by a full load', () => {
    vi.useFakeTimers();
    const called: string[] = [];
    for (const href of ['/terms-conditions', '/de/legal-notice?a=1', '/jp/terms-conditions#law']) {
      preloadRoute(href, () => called.push(href));
    }
    preloadRoute('/sign-in', () => called.push('/sign-in'));
    vi.runAllTimers();
    expect(called).toEqual(['/sign-in']);
  });

  it('preloads each route once per page load', () => {
    vi.useFakeTimers();
    const called: string[] = [];
    for (let i = 0; i < 3; i++) preloadRoute('/once', () => called.push('/once'));
    vi.runAllTimers();
    expect(called).toEqual(['/once']);
  });

  it.each([{ saveData: true }, { effectiveType: '2g' }, { effectiveType: 'slow-2g' }])(
    'preloads nothing for a visitor whose connection says %j',
    (connection) => {
      vi.useFakeTimers();
      vi.stubGlobal('navigator', { connection });
      const called = askFor(3, `slow-${JSON.stringify(connection)}`);
      vi.runAllTimers();
      expect(called).toEqual([]);
    },
  );
});
