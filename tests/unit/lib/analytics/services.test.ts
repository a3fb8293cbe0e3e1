import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { analyticsModuleWith } from './builds';

/**
 * Plausible's page view, sent to a real HTTP server standing in for a Plausible server the operator
 * runs: the end-to-end analytics build runs Google Analytics (a build runs one service), and the
 * consent and navigation around both are the same code (tests/e2e/consent.analytics.spec.ts).
 */
let server: Server;
let origin: string;
const received: { method?: string; url?: string; headers: IncomingHttpHeaders; body: string }[] = [];

beforeEach(async () => {
  received.length = 0;
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      received.push({ method: request.method, url: request.url, headers: request.headers, body });
      response.writeHead(202).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterEach(async () => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  await new Promise((resolve) => server.close(resolve));
});

async function servicesWith(env: Record<string, string>) {
  const services = await analyticsModuleWith(env, () => import('@/lib/analytics/services'));
  vi.stubGlobal('location', new URL('https://slimstart.app/de/faq'));
  vi.stubGlobal('document', { referrer: 'https://search.example/' });
  return services;
}

describe('Plausible’s page view', () => {
  it('is one request to the Events API with the page, the site, the referrer, the locale and the route', async () => {
    const { sendPageView, startAnalytics } = await servicesWith({
      NEXT_PUBLIC_PLAUSIBLE_DOMAIN: 'slimstart.app',
      NEXT_PUBLIC_PLAUSIBLE_HOST: origin,
    });
    startAnalytics();
    sendPageView({ path: '/de/faq', locale: 'de', routeName: 'faq___de' });
    await vi.waitFor(() => expect(received).toHaveLength(1), { timeout: 5000 });
    const [request] = received;
    expect([request.method, request.url, request.headers['content-type']]).toEqual([
      'POST',
      '/api/event',
      'text/plain',
    ]);
    // No cookie, no identifier of the visitor's own: Plausible derives its daily one itself.
    expect(request.headers.cookie).toBeUndefined();
    expect(JSON.parse(request.body)).toEqual({
      name: 'pageview',
      url: 'https://slimstart.app/de/faq',
      domain: 'slimstart.app',
      referrer: 'https://search.example/',
      props: { locale: 'de', route: 'faq___de' },
    });
  });

  it('loads no script and sends nothing to Google', async () => {
    const { sendPageView, startAnalytics } = await servicesWith({
      NEXT_PUBLIC_PLAUSIBLE_DOMAIN: 'slimstart.app',
      NEXT_PUBLIC_PLAUSIBLE_HOST: origin,
    });
    const appended: unknown[] = [];
    vi.stubGlobal('document', { referrer: '', head: { append: (node: unknown) => appended.push(node) } });
    startAnalytics();
    sendPageView({ path: '/', locale: 'en', routeName: 'index___en' });
    await vi.waitFor(() => expect(received).toHaveLength(1), { timeout: 5000 });
    expect(appended).toEqual([]);
    expect(JSON.parse(received[0].body).referrer).toBeNull();
  });
});
