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
