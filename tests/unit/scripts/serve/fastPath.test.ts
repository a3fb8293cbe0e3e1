import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headersFor } from '@/lib/hosting/routeRules';
import type { ServerPages } from '@/lib/hosting/serverManifest';
import { createFastPath, isPlainPath } from '@/scripts/serve/fastPath';

/**
 * Server mode's fast path (docs/operators.md#server-mode) on a build of a few files: what it
 * answers from memory, compressed ahead, and what it leaves to Next.js (here: status 599).
 */
const notFoundPage = (lang: string) =>
  `<html lang="${lang}"><p>Page not found: <code data-requested-path="true"></code></p>${'<p>words</p>'.repeat(500)}</html>`;
const pages: ServerPages = {
  scriptSrc: { '/de/faq': "script-src 'self' 'sha256-faq'", '/de/404': "script-src 'self' 'sha256-404'" },
  notFound: { en: notFoundPage('en'), de: notFoundPage('de') },
  leftOut: {},
  files: [],
  documents: { '/de/faq': `<html lang="de"><p>FAQ</p>${'<p>Antwort</p>'.repeat(300)}</html>` },
  payloads: { '/de/faq': '{"locale":"de"}' },
  redirects: { '/de/hilfe': ['/de/faq', 301] },
};

let base: string;
let close: () => void;

beforeAll(async () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'next-server-'));
  mkdirSync(path.join(dist, '_documents'));
  mkdirSync(path.join(dist, 'static/chunks'), { recursive: true });
  writeFileSync(path.join(dist, '_documents/switcher-1.js'), 'export {};');
  writeFileSync(path.join(dist, 'static/chunks/app-2.js'), 'self.app = 1;'.repeat(100));
  const fastPath = createFastPath(dist, pages);
  const server = createServer((req, res) => {
    if (!fastPath(req, res)) res.writeHead(599).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

/** A raw answer, its body decoded from what Content-Encoding names. */
function ask(pathname: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; headers: Record<string, string>; text: string; raw: Buffer }>(
    (resolve, reject) => {
      // The path as it is: a URL would resolve its dot segments first.
      request(base, { path: pathname, method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          const encoding = raw.length ? res.headers['content-encoding'] : undefined;
          const body = encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw;
          resolve({
            status: res.statusCode!,
            headers: res.headers as Record<string, string>,
            text: body.toString(),
            raw,
          });
        });
      })
        .on('error', reject)
        .end();
    },
  );
}

describe('server mode’s fast path', () => {
  it('answers a document in the encoding the browser takes, with its own policy and tag', async () => {
    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['', undefined],
    ] as const) {
      const answer = await ask('/de/faq', { 'Accept-Encoding': accept });
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBe(encoding);
      expect(answer.text).toBe(pages.documents['/de/faq']);
      expect(Number(answer.headers['content-length'])).toBe(answer.raw.length);
      expect(answer.headers['content-security-policy']).toContain("'sha256-faq'");
      expect(answer.headers['cache-control']).toBe(headersFor('/de/faq')['Cache-Control']);
      expect(answer.headers.vary).toBe('Accept-Encoding');
    }
    const brotli = await ask('/de/faq', { 'Accept-Encoding': 'br' });
    const gzip = await ask('/de/faq', { 'Accept-Encoding': 'gzip' });
    expect(brotli.raw.length).toBeLessThan(gzip.raw.length);
    expect(brotli.headers.etag).not.toBe(gzip.headers.etag);
  });

  it('answers 304 to a tag the browser holds, weak or in a list, and HEAD without a body', async () => {
    const { headers } = await ask('/de/faq', { 'Accept-Encoding': 'br' });
    for (const held of [headers.etag, `W/${headers.etag}`, `"other", ${headers.etag}`, '*']) {
      const answer = await ask('/de/faq', { 'Accept-Encoding': 'br', 'If-None-Match': held });
      expect(answer.status, held).toBe(304);
      expect(answer.raw.length).toBe(0);
      expect(answer.headers.etag).toBe(headers.etag);
      expect(answer.headers['content-security-policy']).toBe(headers['content-security-policy']);
    }
    expect((await ask('/de/faq', { 'Accept-Encoding': 'br', 'If-None-Match': '"other"' })).status).toBe(200);
    const head = await ask('/de/faq', { 'Accept-Encoding': 'br' }, 'HEAD');
    expect(head.raw.length).toBe(0);
    expect(head.headers['content-length']).toBe(headers['content-length']);
  });

  it('answers an unknown path with its locale’s 404 page naming the path, escaped, in any encoding', async () => {
    const path = '/de/%3Cb%3E' + 'x'.repeat(10_000);
    for (const accept of ['gzip', 'br', '']) {
      const answer = await ask(path, { 'Accept-Encoding': accept });
      expect(answer.status).toBe(404);
      expect(answer.text).toBe(notFoundPage('de').replace('</code>', `/de/&#60;b&#62;${'x'.repeat(10_000)}</code>`));
      expect(answer.headers['content-security-policy']).toContain("'sha256-404'");
      expect(answer.headers.etag).toBeUndefined();
    }
    expect((await ask('/wp-login.php')).text).toContain('<html lang="en">');
  });

  it('answers payloads, document assets and hashed files, immutable where they are named by their content', async () => {
    expect((await ask('/de/faq/_payload.json')).text).toBe('{"locale":"de"}');
    const asset = await ask('/_documents/switcher-1.js');
    expect(asset.headers['cache-control']).toContain('immutable');
    expect(asset.headers['content-type']).toBe('text/javascript; charset=utf-8');
    const hashed = await ask('/_next/static/chunks/app-2.js', { 'Accept-Encoding': 'br' });
    expect(hashed.headers['content-encoding']).toBe('br');
    expect(hashed.headers['cache-control']).toContain('immutable');
    expect((await ask('/_documents/nope.js')).status).toBe(404);
  });

  it('redirects a moved address and the file name of a page, keeping the query', async () => {
    const moved = await ask('/de/hilfe?a=1&b=%22');
    expect(moved.status).toBe(301);
    expect(moved.headers.location).toBe('/de/faq?a=1&b=%22');
    expect((await ask('/de/faq/?x')).headers.location).toBe('/de/faq?x');
  });

  it('leaves Next.js what it renders, its own files and any path it would rewrite first', async () => {
    for (const path of [
      '/de/sign-in',
      '/_next/static/chunks/none.js',
      '/_next/image',
      '//evil.example',
      '/de/./faq',
      '/de/%2e%2e/faq',
      '/de\\faq',
      '/%E0%A4%A',
    ])
      expect((await ask(path)).status, path).toBe(599);
    expect(isPlainPath('/de/faq')).toBe(true);
    expect(isPlainPath('/de/..')).toBe(false);
    expect(isPlainPath('/de/.well-known')).toBe(true);
  });
});
