import { expect, test } from '@playwright/test';
import { NGINX_HTTP_PORT } from '../../playwright.config';

/**
 * deploy/nginx.conf for an https site (the test builds' is): the site over HTTPS with the
 * certificate named in the settings (here one the preview makes, scripts/hosts/nginx.ts), and
 * plain HTTP only sending visitors there. The host contract and every other nginx test run over
 * that HTTPS server.
 */
test('serves the site over HTTPS, and plain HTTP only redirects there, keeping path and query', async ({
  request,
  baseURL,
}) => {
  expect(new URL(baseURL!).protocol).toBe('https:');
  expect((await request.get('/de/faq')).status()).toBe(200);
  const plain = `http://127.0.0.1:${NGINX_HTTP_PORT}`;
  for (const path of ['/', '/de/faq?utm_source=x', '/de/no-such-page']) {
    const response = await request.get(plain + path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(301);
    expect(response.headers().location, path).toBe(new URL(path, baseURL).href);
    expect(response.headers().server, path).toBe('nginx');
  }
});
