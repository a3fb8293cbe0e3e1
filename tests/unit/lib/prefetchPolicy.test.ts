import { describe, expect, it } from 'vitest';
import { limitRoutePreloads, MAX_ROUTE_PRELOADS } from '@/lib/prefetchPolicy';

/** A fetch whose answers the test gives, one request at a time, recording what was sent. */
function heldFetch() {
  const sent: { url: string; answer: (r: Response) => void; fail: (e: Error) => void }[] = [];
  const fetch = (input: RequestInfo | URL) =>
    new Promise<Response>((answer, fail) =>
      sent.push({ url: input instanceof Request ? input.url : String(input), answer, fail }),
    );
  return { target: { fetch: fetch as typeof globalThis.fetch }, sent };
}

const preload = { headers: { 'Next-Router-Prefetch': '1' } };
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('limitRoutePreloads', () => {
  it('is five, as the specification says', () => {
    expect(MAX_ROUTE_PRELOADS).toBe(5);
  });

  it('runs at most five route preloads at once, and starts the next as one finishes', async () => {
    const { target, sent } = heldFetch();
    expect(limitRoutePreloads(target)).toBe(true);
    const responses = Array.from({ length: 8 }, (_, i) => target.fetch(`/p${i}`, preload));
    await settle();
    expect(sent.map((s) => s.url)).toEqual(['/p0', '/p1', '/p2', '/p3', '/p4']);

    sent[0].answer(new Response('tree'));
    expect(await (await responses[0]).text()).toBe('tree');
    await settle();
    expect(sent).toHaveLength(6);

    sent[1].fail(new TypeError('Failed to fetch'));
    await expect(responses[1]).rejects.toThrow('Failed to fetch');
    await settle();
    expect(sent.map((s) => s.url).slice(5)).toEqual(['/p5', '/p6']);
  });

  it('lets every other request through at once, even while five preloads run', async () => {
    const { target, sent } = heldFetch();
    limitRoutePreloads(target);
    for (let i = 0; i < 5; i++) void target.fetch(`/p${i}`, preload);
    void target.fetch('/api/contact', { method: 'POST' });
    void target.fetch(new Request('http://site.test/faq?_rsc=1'));
    await settle();
    expect(sent.map((s) => s.url)).toEqual([
      '/p0',
      '/p1',
      '/p2',
      '/p3',
      '/p4',
      '/api/contact',
      'http://site.test/faq?_rsc=1',
    ]);
  });

  it('installs itself once', () => {
    const { target } = heldFetch();
    expect(limitRoutePreloads(target)).toBe(true);
    const once = target.fetch;
    expect(limitRoutePreloads(target)).toBe(false);
    expect(target.fetch).toBe(once);
  });
});
