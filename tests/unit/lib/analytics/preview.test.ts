import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { analyticsModuleWith } from './builds';

/**
 * The editor's preview (`next dev` under its flag, editor/preview/process.ts) shows the banner of the
 * deployment's analytics, to be read, and starts no service when it is accepted (security review
 * L-6): no gtag.js, so no cookie of Google's, and no page view to Plausible. The same settings
 * outside the preview load gtag.js, so that the test sees what it would.
 */
let server: Server | undefined;
afterEach(async () => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  server = undefined;
});

/** The browser's globals that the services touch, and what they appended to the document's head. */
function browser() {
  const appended: { src?: string }[] = [];
  vi.stubGlobal('window', {});
  vi.stubGlobal('localStorage', { getItem: () => null });
  vi.stubGlobal('location', new URL('http://preview.0123456789abcdef0123.localhost:4322/de/faq'));
  vi.stubGlobal('document', {
    referrer: '',
    cookie: '',
    createElement: () => ({}),
    head: { append: (node: { src?: string }) => appended.push(node) },
  });
  return appended;
}

const inThePreview = { NODE_ENV: 'development', NEXT_PUBLIC_EDIT_PREVIEW: 'http://editor.x.localhost:4321' };

describe('analytics in the editor’s preview', () => {
  it('load no gtag.js and send no page view, accepted or not', async () => {
    const { sendPageView, startAnalytics } = await analyticsModuleWith(
      { NEXT_PUBLIC_GA_ID: 'G-TEST12345', ...inThePreview },
      () => import('@/lib/analytics/services'),
    );
    const appended = browser();
    startAnalytics();
    sendPageView({ path: '/de/faq', locale: 'de', routeName: 'faq___de' });
    expect(appended).toEqual([]);
    expect((window as { gtag?: unknown }).gtag).toBeUndefined();
    expect(document.cookie).toBe('');
  });

  it('load gtag.js with the same settings outside the preview', async () => {
    const { startAnalytics } = await analyticsModuleWith(
      { NEXT_PUBLIC_GA_ID: 'G-TEST12345', NODE_ENV: 'development' },
      () => import('@/lib/analytics/services'),
    );
    const appended = browser();
    startAnalytics();
    expect(appended.map((node) => node.src)).toEqual(['https://www.googletagmanager.com/gtag/js?id=G-TEST12345']);
  });

  it('send Plausible nothing', async () => {
    const received: string[] = [];
    server = createServer((request, response) => {
      received.push(request.url ?? '');
      response.writeHead(202).end();
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const host = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const { sendPageView, startAnalytics } = await analyticsModuleWith(
      { NEXT_PUBLIC_PLAUSIBLE_DOMAIN: 'slimstart.app', NEXT_PUBLIC_PLAUSIBLE_HOST: host, ...inThePreview },
      () => import('@/lib/analytics/services'),
    );
    browser();
    startAnalytics();
    sendPageView({ path: '/de/faq', locale: 'de', routeName: 'faq___de' });
    // What a page view would take to arrive, on this machine: it arrives in milliseconds (services.test.ts).
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(received).toEqual([]);
  });
});
