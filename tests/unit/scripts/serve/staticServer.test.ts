import { mkdirSync, mkdtempSync, promises as fsPromises, unlinkSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { escapeHtml } from '@/lib/hosting/notFoundSlot';
import { createStaticServer, pickEncoding, resolveFile } from '@/scripts/serve/staticServer';

const notFoundHtml = (lang: string) =>
  `<html lang="${lang}"><p>Page not found: <code data-requested-path="true"></code></p></html>`;

let outDir: string;
let base: string;
let close: () => void;

beforeAll(async () => {
  outDir = mkdtempSync(path.join(tmpdir(), 'out-'));
  mkdirSync(path.join(outDir, 'de'));
  mkdirSync(path.join(outDir, 'faq'));
  writeFileSync(path.join(outDir, 'index.html'), '<p>home</p>');
  writeFileSync(path.join(outDir, 'faq.html'), '<p>faq</p>');
  writeFileSync(path.join(outDir, 'faq', '__next._tree.txt'), 'tree');
  writeFileSync(path.join(outDir, 'de.html'), '<p>de home</p>');
  writeFileSync(path.join(outDir, '404.html'), notFoundHtml('en'));
  writeFileSync(path.join(outDir, 'de', '404.html'), notFoundHtml('de'));
  writeFileSync(path.join(tmpdir(), 'secret.txt'), 'secret');
  const server = createStaticServer(outDir);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

describe('resolveFile', () => {
  it('resolves clean URLs and indexes', async () => {
    expect(await resolveFile(outDir, '/')).toBe(path.join(outDir, 'index.html'));
    expect(await resolveFile(outDir, '/faq')).toBe(path.join(outDir, 'faq.html'));
    expect(await resolveFile(outDir, '/faq/__next._tree.txt')).toBe(path.join(outDir, 'faq', '__next._tree.txt'));
  });

  it.each([
    '/../secret.txt',
    '/%2e%2e/secret.txt',
    '/faq/../../secret.txt',
    '/%252e%252e/secret.txt',
    '/..%5csecret.txt',
    '/%00',
    '/%E0%A4',
  ])('names nothing for %s', async (pathname) => {
    expect(await resolveFile(outDir, pathname)).toBeNull();
  });
});

describe('the static server', () => {
  it('serves pages with status 200 and answers HEAD without a body', async () => {
    const page = await fetch(`${base}/faq`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await page.text()).toBe('<p>faq</p>');
    const head = await fetch(`${base}/faq`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });

  it('answers unknown paths with the locale 404 page, naming the path escaped', async () => {
    const en = await fetch(`${base}/nope`);
    expect(en.status).toBe(404);
    expect(await en.text()).toContain('<code data-requested-path="true">/nope</code>');
    const de = await fetch(`${base}/de/%3Cscript%3Ealert(1)%3C/script%3E`);
    expect(de.status).toBe(404);
    const html = await de.text();
    expect(html).toContain('lang="de"');
    expect(html).toContain('/de/&#60;script&#62;alert(1)&#60;/script&#62;');
    expect(html).not.toContain('<script>');
  });

  it('serves the 404 pages themselves with status 404', async () => {
    expect((await fetch(`${base}/404`)).status).toBe(404);
    expect((await fetch(`${base}/de/404.html`)).status).toBe(404);
  });

  it('redirects a trailing slash to the page, never to another host', async () => {
    const page = await fetch(`${base}/faq/?x=1`, { redirect: 'manual' });
    expect(page.status).toBe(301);
    expect(page.headers.get('location')).toBe('/faq?x=1');
    for (const evil of ['//evil.example/', '/\\evil.example/', '/%2F%2Fevil.example/']) {
      const response = await fetch(`${base}${evil}`, { redirect: 'manual' });
      expect(response.status).toBe(404);
      expect(response.headers.get('location')).toBeNull();
    }
  });

  it('refuses other methods', async () => {
    expect((await fetch(`${base}/`, { method: 'POST' })).status).toBe(405);
  });

  it('marks hashed assets immutable and pages revalidated', async () => {
    expect((await fetch(`${base}/faq`)).headers.get('cache-control')).toContain('must-revalidate');
  });
});

describe('escapeHtml', () => {
  it('escapes everything that could open markup or an attribute', () => {
    expect(escapeHtml(`<a href="x" onclick='y'>&</a>`)).toBe(
      '&#60;a href=&#34;x&#34; onclick=&#39;y&#39;&#62;&#38;&#60;/a&#62;',
    );
  });
});

describe('compression', () => {
  const get = async (pathname: string, encoding?: string, method = 'GET') => {
    const http = await import('node:http');
    return new Promise<{ status?: number; headers: Record<string, unknown>; body: Buffer }>((resolve) =>
      http
        .request(`${base}${pathname}`, { method, headers: encoding ? { 'Accept-Encoding': encoding } : {} }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c) => chunks.push(c));
          res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
        })
        .end(),
    );
  };

  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['gzip, br;q=0', 'gzip'],
    ['br;q=0', null],
    ['br;q=0.5, gzip', 'gzip'],
    ['*', 'br'],
    ['identity', null],
    [undefined, null],
  ])('reads Accept-Encoding %j as %j', (accept, expected) => {
    expect(pickEncoding(accept)).toBe(expected);
  });

  it('never answers brotli to a client that refuses it with br;q=0', async () => {
    const { gunzipSync } = await import('node:zlib');
    const page = await get('/faq', 'gzip, br;q=0');
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(page.body).toString()).toBe('<p>faq</p>');
    const notFound = await get('/de/nope', 'br, gzip;q=0');
    expect(notFound.headers['content-encoding']).toBe('br');
    expect((await get('/faq', 'br;q=0')).headers['content-encoding']).toBeUndefined();
  });

  it('answers with brotli or gzip as the request accepts, and plain otherwise', async () => {
    const { gunzipSync, brotliDecompressSync } = await import('node:zlib');
    const br = await get('/faq', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe('<p>faq</p>');
    const gz = await get('/faq', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe('<p>faq</p>');
    const plain = await get('/faq');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe('<p>faq</p>');
  });

  it.each(['/de/nope', '/de/%3Cb%3E%C3%BC%3C/b%3E', '/x/' + '%3C'.repeat(4000)])(
    'answers the 404 page of path %# as one gzip member, assembled from parts compressed ahead of time',
    async (pathname) => {
      const { brotliDecompressSync, crc32, inflateRawSync } = await import('node:zlib');
      const plain = await get(pathname);
      expect(plain.status).toBe(404);
      const text = plain.body.toString();
      expect(text).toContain('<code data-requested-path="true">/');
      // A browser asking for both gets gzip: only gzip's pieces can be compressed once and joined.
      const gz = await get(pathname, 'gzip, deflate, br');
      expect(gz.status).toBe(404);
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(Number(gz.headers['content-length'])).toBe(gz.body.length);
      // One member: its deflate data alone inflates to the whole page, and its trailer checks it.
      expect(gz.body.subarray(0, 3)).toEqual(Buffer.from([0x1f, 0x8b, 8]));
      expect(inflateRawSync(gz.body.subarray(10, -8)).toString()).toBe(text);
      expect(gz.body.readUInt32LE(gz.body.length - 8)).toBe(crc32(text));
      expect(gz.body.readUInt32LE(gz.body.length - 4)).toBe(Buffer.byteLength(text));
      const br = await get(pathname, 'br');
      expect(br.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(br.body).toString()).toBe(text);
      const head = await get(pathname, 'gzip', 'HEAD');
      expect(head.headers['content-length']).toBe(gz.headers['content-length']);
      expect(head.body.length).toBe(0);
    },
  );
});

describe('a file removed while it is served (a rebuild under npm start)', () => {
  afterEach(() => vi.restoreAllMocks());

  /** Makes the next call of `method` find its file gone: it removes the file first. */
  function removeBefore(method: 'open' | 'readFile') {
    const original = fsPromises[method] as (...args: unknown[]) => Promise<unknown>;
    vi.spyOn(fsPromises, method).mockImplementationOnce(((file: string, ...rest: unknown[]) => {
      unlinkSync(file);
      return original.call(fsPromises, file, ...rest);
    }) as never);
  }

  it.each([
    ['read as it is', 'open', 'gone.png', undefined],
    ['compressed', 'readFile', 'gone.html', 'gzip'],
  ] as const)('answers the 404 page for a file %s, and serves on', async (_, method, name, encoding) => {
    writeFileSync(path.join(outDir, 'de', name), 'soon gone');
    removeBefore(method);
    const answer = await fetch(`${base}/de/${name}`, { headers: encoding ? { 'Accept-Encoding': encoding } : {} });
    expect(answer.status).toBe(404);
    expect(await answer.text()).toContain('lang="de"');
    expect(vi.mocked(fsPromises[method])).toHaveBeenCalled();
    const next = await fetch(`${base}/faq`);
    expect(next.status).toBe(200);
    expect(await next.text()).toBe('<p>faq</p>');
  });
});

describe('a moved address (redirects.json)', () => {
  it('redirects with its status before any rule that would call it unknown, keeping the query', async () => {
    const server = createStaticServer(outDir, undefined, { '/help': ['/faq', 301], '/de/offer': ['/de', 302] });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const at = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const help = await fetch(`${at}/help?from=mail`, { redirect: 'manual' });
      expect([help.status, help.headers.get('location')]).toEqual([301, '/faq?from=mail']);
      const offer = await fetch(`${at}/de/offer`, { redirect: 'manual' });
      expect([offer.status, offer.headers.get('location')]).toEqual([302, '/de']);
      expect((await fetch(`${at}/help/`, { redirect: 'manual' })).status).toBe(404);
    } finally {
      server.close();
    }
  });
});
