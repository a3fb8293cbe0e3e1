import { expect, test } from '@playwright/test';

// Server mode only: a static host has no server to answer with a redirect.
test('answers the redirect on the server in server mode', async ({ request }) => {
  const response = await request.get('/?a=1', {
    headers: { 'Accept-Language': 'it, de;q=0.8', Host: 'evil.example' },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(307);
  expect(response.headers().location).toBe('/de?a=1');
  expect(response.headers().vary).toContain('Accept-Language');
});

test('serves the account screens in every locale, and 404s below them', async ({ request }) => {
  for (const path of ['/sign-in', '/account', '/de/sign-in', '/jp/account']) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-security-policy'], path).toContain('frame-src http://127.0.0.1:9099');
  }
  expect((await request.get('/de/account/extra')).status()).toBe(404);
  expect((await request.get('/en/sign-in')).status()).toBe(404);
});
