import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { framedBy, frameResponse } from '@/editor/preview/framing';

const editor = 'http://127.0.0.1:4321';
const named = 'frame-ancestors http://127.0.0.1:4321 http://localhost:4321';
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
});
