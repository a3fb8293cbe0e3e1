import { expect, test } from '@playwright/test';

/**
 * Server mode answers what the build wrote from memory, before Next.js is asked
 * (scripts/serve/fastPath.ts, docs/operators.md#server-mode): compressed ahead, brotli where the
 * browser takes it, and `304` for the copy a browser already holds.
 */
test('answers a document in brotli, and 304 for the copy the browser holds', async ({ request }) => {
  const first = await request.get('/de/faq', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
  expect(first.status()).toBe(200);
  const headers = first.headers();
  expect(headers['content-encoding']).toBe('br');
  expect(headers.vary).toBe('Accept-Encoding');
  expect(await first.text()).toContain('<html lang="de"');
  const etag = headers.etag;
  expect(etag).toMatch(/^"[\w-]+"$/);

  const again = await request.get('/de/faq', {
    headers: { 'Accept-Encoding': 'gzip, deflate, br', 'If-None-Match': etag },
  });
  expect(again.status()).toBe(304);
  expect((await again.body()).length).toBe(0);
  // What a cache revalidates keeps its policies.
  expect(again.headers()['cache-control']).toBe(headers['cache-control']);
  expect(again.headers()['content-security-policy']).toBe(headers['content-security-policy']);

  // Another encoding is another representation, with its own tag: the brotli copy's is no match.
  const gzip = await request.get('/de/faq', { headers: { 'Accept-Encoding': 'gzip', 'If-None-Match': etag } });
  expect(gzip.status()).toBe(200);
  expect(gzip.headers()['content-encoding']).toBe('gzip');
  expect(gzip.headers().etag).not.toBe(etag);
});

test('answers the root page varying with detection, HEAD with the headers of GET', async ({ request }) => {
  const get = await request.get('/', { headers: { 'Accept-Encoding': 'br', 'Accept-Language': 'en' } });
  expect(get.headers().vary).toBe('Cookie, Accept-Language, Accept-Encoding');
  expect(get.headers()['content-encoding']).toBe('br');
  expect(get.headers().etag).toBeTruthy();
  const head = await request.head('/', { headers: { 'Accept-Encoding': 'br', 'Accept-Language': 'en' } });
  expect(head.status()).toBe(200);
  expect((await head.body()).length).toBe(0);
  for (const name of ['etag', 'content-length', 'content-encoding', 'content-security-policy'])
    expect(head.headers()[name], name).toBe(get.headers()[name]);
});

test('answers a 404 compressed, with the path in it, and never 304', async ({ request }) => {
  for (const encoding of ['gzip', 'br']) {
    const response = await request.get('/de/no-such-page', { headers: { 'Accept-Encoding': encoding } });
    expect(response.status()).toBe(404);
    expect(response.headers()['content-encoding']).toBe(encoding);
    expect(response.headers().etag).toBeUndefined();
    expect(await response.text()).toContain('<code data-requested-path="true">/de/no-such-page</code>');
  }
  const asked = await request.get('/de/no-such-page', { headers: { 'If-None-Match': '*' } });
  expect(asked.status()).toBe(404);
});
