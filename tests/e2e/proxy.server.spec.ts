import { createHash } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { inlineScripts } from '@/scripts/export/steps';
import { headersFor } from '@/lib/hosting/routeRules';
import { expectCanonicalRedirects } from './support';
import { expectMovedAddresses } from './movedAddresses';

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

test('redirects a trailing slash or a page’s file name to the page, as every static host does', async ({ request }) => {
  await expectCanonicalRedirects(request);
});

test('answers a moved address (redirects.json) with a permanent redirect, as every static host does', async ({
  request,
}) => {
  await expectMovedAddresses(request);
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

test('names each page’s inline scripts in its policy, and allows no other inline script', async ({ request }) => {
  for (const path of ['/', '/de/faq', '/jp/sign-in', '/no-such-page', '/de/no-such-page']) {
    const response = await request.get(path);
    const policy = response.headers()['content-security-policy'];
    const scriptSrc = policy.split('; ').find((d) => d.startsWith('script-src '));
    expect(scriptSrc, path).not.toContain("'unsafe-inline'");
    const inline = inlineScripts(await response.text());
    expect(inline.length, path).toBeGreaterThan(0);
    for (const body of inline) {
      const hash = createHash('sha256').update(body).digest('base64');
      expect(scriptSrc, `${path}: an inline script`).toContain(`'sha256-${hash}'`);
    }
  }
});

test('answers an unknown path from the locale’s prerendered 404 page, with the path escaped in it', async ({
  request,
}) => {
  const response = await request.get('/de/%3Cb%3Enope');
  expect(response.status()).toBe(404);
  const html = await response.text();
  expect(html).toContain('<html lang="de"');
  expect(html).toContain('<code data-requested-path="true">/de/&#60;b&#62;nope</code>');
  expect(response.headers()['cache-control']).toBe('public, max-age=0, must-revalidate');
  // File-like paths too, the ones scanners try first: never rendered (and cached) on demand.
  for (const path of ['/de/x.php', '/de/.env', '/de/nope.html', '/x.php', '/wp-login.php', '/icons/x.png']) {
    const answer = await request.get(path);
    expect(answer.status(), path).toBe(404);
    const text = await answer.text();
    expect(text, path).toContain(`<html lang="${path.startsWith('/de/') ? 'de' : 'en'}"`);
    expect(text, path).toContain(`<code data-requested-path="true">${path}</code>`);
  }
  // The files the build made still pass.
  for (const path of ['/robots.txt', '/sitemap.xml', '/icons/icon-192.png', '/builds/latest.json']) {
    expect((await request.get(path)).status(), path).toBe(200);
  }
});

test('sends the route rules’ security headers, HSTS and the opener policy among them, with every kind of answer', async ({
  request,
}) => {
  // The sign-in screen is the application: it loads the framework's hashed scripts.
  const html = await (await request.get('/de/sign-in')).text();
  const asset = html.match(/\/_next\/static\/[^"?]+\.js/)?.[0];
  expect(asset, 'a hashed script on /de/sign-in').toBeTruthy();
  // A page, English at the root, an asset, the build poll, a 404, a payload, a page its check left out.
  const paths = [
    '/de/faq',
    '/',
    asset!,
    '/builds/latest.json',
    '/de/no-such-page',
    '/de/faq/_payload.json',
    '/zh/terms-conditions',
  ];
  for (const path of paths) {
    const headers = (await request.get(path)).headers();
    const expected = headersFor(path);
    for (const name of [
      'Strict-Transport-Security',
      'Cross-Origin-Opener-Policy',
      'X-Frame-Options',
      'X-Content-Type-Options',
      'Referrer-Policy',
      'Permissions-Policy',
    ]) {
      expect(headers[name.toLowerCase()], `${name} of ${path}`).toBe(expected[name]);
    }
    expect(headers['strict-transport-security'], path).toBe('max-age=31536000');
    expect(headers['cross-origin-opener-policy'], path).toBe('same-origin-allow-popups');
  }
});
