import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { framedBy, frameResponse } from '@/editor/preview/framing';

const editor = 'http://editor.0123456789abcdef0123.localhost:4321';
const named = `frame-ancestors ${editor}`;
let server: http.Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** The headers a real server sends when `answer` writes its response behind the preview's framing. */
async function headersOf(answer: (response: http.ServerResponse) => void): Promise<http.IncomingHttpHeaders> {
  server = http.createServer((_, response) => {
    frameResponse(response, framedBy(editor));
    answer(response);
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return (await fetch(`http://127.0.0.1:${port}/`)).headers as unknown as http.IncomingHttpHeaders;
}

describe('the preview’s framing', () => {
  it('names the editor where the site says no one, however the head is written', async () => {
    const policy = "default-src 'self'; frame-ancestors 'none'; base-uri 'none'";
    const implicit = await headersOf((response) => {
      response.setHeader('Content-Security-Policy', policy);
      response.setHeader('X-Frame-Options', 'DENY');
      response.end('page');
    });
    const given = await headersOf((response) =>
      response.writeHead(200, { 'content-security-policy': policy, 'x-frame-options': 'DENY' }).end('page'),
    );
    for (const headers of [implicit, given] as unknown as Headers[]) {
      expect(headers.get('content-security-policy')).toBe(`default-src 'self'; ${named}; base-uri 'none'`);
      expect(headers.get('x-frame-options')).toBeNull();
    }
  });

  it('adds the editor to a policy without frame-ancestors, and leaves other headers alone', () => {
    const framing = framedBy(editor);
    expect(framing('Content-Security-Policy', "default-src 'self';")).toBe(`default-src 'self'; ${named}`);
    expect(framing('Cache-Control', 'no-store')).toBe('no-store');
  });

  it('keeps the previewed pages to the preview: no other server in any fetch directive (security review L-6)', () => {
    // The site's policy with Google Analytics, a real Firebase project and the product API configured.
    const site = [
      "default-src 'self'",
      "img-src 'self' data: blob: https://*.google-analytics.com",
      "connect-src 'self' https://api.example.com https://identitytoolkit.googleapis.com https://firestore.googleapis.com https://*.google-analytics.com",
      'frame-src https://example-app.firebaseapp.com',
      "script-src 'self' https://apis.google.com https://www.googletagmanager.com 'unsafe-inline' 'unsafe-eval' 'sha256-abc='",
      "frame-ancestors 'none'",
      'upgrade-insecure-requests',
    ].join('; ');
    expect(framedBy(editor)('Content-Security-Policy', site)).toBe(
      [
        "default-src 'self'",
        "img-src 'self' data: blob:",
        "connect-src 'self'",
        "frame-src 'none'",
        "script-src 'self' 'unsafe-inline' 'unsafe-eval' 'sha256-abc='",
        named,
        'upgrade-insecure-requests',
      ].join('; '),
    );
  });
});
