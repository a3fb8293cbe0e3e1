import { connect } from 'node:http2';
import { expect, test } from '@playwright/test';

/** The status of `path` asked over HTTP/2 (ALPN `h2`), trusting the certificate the preview made. */
function http2Status(origin: string, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const session = connect(origin, { rejectUnauthorized: false });
    session.on('error', reject);
    const request = session.request({ ':path': path });
    request.on('response', (headers) => {
      resolve(Number(headers[':status']));
      session.close();
    });
    request.on('error', reject);
    request.end();
  });
}

/**
 * The config a server of the operator's own gets for an https site (the test builds' is): the site
 * over HTTPS, HTTP/2 too, with the certificate named in the settings (here one the preview makes,
 * scripts/hosts/host.ts), and plain HTTP on `plainPort` only sending visitors there, path and query
 * kept. The host contract and every other test of that host run over that HTTPS server.
 */
export function testHttps(plainPort: number, server: string) {
  test('serves the site over HTTPS and HTTP/2, and plain HTTP only redirects there, keeping path and query', async ({
    request,
    baseURL,
  }) => {
    expect(new URL(baseURL!).protocol).toBe('https:');
    expect((await request.get('/de/faq')).status()).toBe(200);
    expect(await http2Status(baseURL!, '/de/faq')).toBe(200);
    const plain = `http://127.0.0.1:${plainPort}`;
    for (const path of ['/', '/de/faq?utm_source=x', '/de/no-such-page']) {
      const response = await request.get(plain + path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(301);
      expect(response.headers().location, path).toBe(new URL(path, baseURL).href);
      expect(response.headers().server, path).toBe(server);
    }
  });
}
