import { request as httpRequest, METHODS } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { expect, test } from '@playwright/test';
import { messagesOf } from './support';

/**
 * Hostile input against every server: paths, cookies, Accept-Language headers, query strings,
 * methods and the request headers Next.js reads. Nothing may answer 5xx, no redirect may leave the
 * site, no input may come back unescaped in HTML, and the server must serve normally afterwards.
 * Raw requests, so that nothing normalises the input.
 */
const MARK = '<x-hostile/onmouseover=alert(1)>';
const ENCODED_MARK = encodeURIComponent(MARK);

const paths = [
  '/../../etc/passwd',
  '/..%2f..%2fetc%2fpasswd',
  '/%2e%2e/%2e%2e/etc/passwd',
  '/%252e%252e/%252e%252e/etc/passwd',
  '/..\\..\\windows\\win.ini',
  '/.%00./',
  '/%00',
  '/%0d%0aSet-Cookie:%20hacked=1',
  '/%0aLocation:%20https://evil.example',
  '/%1b%5b31m',
  '/%7f',
  '//evil.example',
  '//evil.example/',
  '///evil.example/',
  '/\\evil.example',
  '/\\/evil.example/',
  '/%5cevil.example',
  '/%2f%2fevil.example',
  '/%2F%2Fevil.example/',
  '/https://evil.example',
  '/http:%2f%2fevil.example/',
  '/javascript:alert(1)',
  '/<script>alert(1)</script>',
  '/%3Cscript%3Ealert(1)%3C/script%3E',
  '/%253Cscript%253Ealert(1)%253C%252Fscript%253E',
  `/${MARK}`,
  `/${ENCODED_MARK}`,
  '/"><svg onload=alert(1)>',
  "/'-alert(1)-'",
  '/%E0%A4%A',
  '/%ff%fe',
  '/%C0%AF',
  '/%',
  '/%%',
  '/%zz',
  '/' + 'a'.repeat(2000),
  '/' + 'a/'.repeat(800),
  '/' + '%41'.repeat(1500),
  '/😀/🚀',
  '/ü/ß',
  '/faq/',
  '/faq//',
  '/faq/.',
  '/faq/..',
  '/faq.html',
  '/index.html',
  '/404',
  '/_next/static/../../../package.json',
  '/_next/static/%2e%2e/%2e%2e/package.json',
  '/_next/image?url=https://evil.example/x.png&w=64&q=75',
  '/builds/latest.json/..',
  '/builds/meta/../../../etc/passwd',
  '/en',
  '/ja',
  '/JP',
  '/De/Faq',
  '/__proto__',
  '/constructor/prototype',
  '/api/../faq',
  '/.env',
  '/.git/config',
];
const prefixes = ['', '/de', '/jp'];
const pathCases = prefixes.flatMap((prefix) => paths.map((path) => prefix + path));

const cookies = [
  '//evil.example',
  '/\\evil.example',
  'https://evil.example',
  'javascript:alert(1)',
  MARK,
  ENCODED_MARK,
  '../../etc/passwd',
  'de\r\nSet-Cookie: x=1'.replace(/[\r\n]/g, ''),
  'de%0d%0aLocation:%20https://evil.example',
  '%E0%A4%A',
  '%',
  'x'.repeat(4000),
  'JP',
  ' ja ',
  'ja-JP',
  'de,fr',
  'null',
  'undefined',
  '__proto__',
  'constructor',
  '{"locale":"de"}',
  '😀',
  'ü',
  '',
];
const acceptLanguages = [
  '*',
  'de;q=abc',
  'de;q=2',
  'de;q=-1',
  'de;q=0',
  ';;;,,,',
  'x'.repeat(8000),
  'de,'.repeat(2000),
  `ja-JP,${MARK}`,
  '//evil.example',
  'https://evil.example',
  'javascript:alert(1)',
  'zh-Hant-TW;q=0.9, ko-KR;q=0.8',
  'ZZ-zz',
  'en-US,en;q=0.9',
  '__proto__',
  'de-DE-x-private-use-ext',
  '😀',
  'ja\u00ffJP',
  'fr;q=0.5, de;q=0.50001',
];
const queries = [
  `?q=${ENCODED_MARK}`,
  `?${ENCODED_MARK}=1`,
  '?redirect=//evil.example',
  '?next=https://evil.example',
  '?a=%E0%A4%A',
  '?' + 'a=1&'.repeat(1000),
  '?__proto__[x]=1',
  '?_rsc=../../',
  '?locale=de',
  '#frag',
];

// Every standard method, WebDAV's, and a few no server knows. Node.js's HTTP parser refuses the
// ones it does not know (FOO, BREW) with 400 before any code of ours runs.
const methods = [
  'POST',
  'PUT',
  'DELETE',
  'PATCH',
  'OPTIONS',
  'TRACE',
  'CONNECT',
  'PROPFIND',
  'MKCOL',
  'PURGE',
  'M-SEARCH',
  'FOO',
  'BREW',
];
const knownToNode = new Set(methods.filter((m) => METHODS.includes(m)));

// Server actions come as POST with Next-Action: the site has none, and POST never gets through.
const actionHeaders = ['abc', '0'.repeat(42), MARK].map((id) => ({ 'Next-Action': id }));

// The headers Next.js reads to decide what to render, malformed; and the one that once let a
// request skip the proxy altogether (CVE-2025-29927).
const nextHeaders: Record<string, string>[] = [
  { RSC: '1' },
  { RSC: '0' },
  { RSC: MARK },
  // Next.js reads the tree only on a flight request (RSC: 1); without it, as a proxy in front might send it.
  ...[
    '{not json',
    '%7B%22a%22%3A',
    JSON.stringify(['', { children: ['__PAGE__', {}] }, null, null, true]),
    '['.repeat(5000),
    encodeURIComponent(JSON.stringify(['', { children: [MARK, {}] }])),
  ].flatMap((tree): Record<string, string>[] => [
    { RSC: '1', 'Next-Router-State-Tree': tree },
    { 'Next-Router-State-Tree': tree },
  ]),
  { RSC: '1', 'Next-Router-Prefetch': '1' },
  { RSC: '1', 'Next-Router-Prefetch': MARK },
  { RSC: '1', 'Next-Router-Segment-Prefetch': '/_tree' },
  { RSC: '1', 'Next-Router-Segment-Prefetch': '/../../etc/passwd' },
  { RSC: '1', 'Next-Router-Segment-Prefetch': MARK },
  ...actionHeaders,
  { 'Next-Url': '//evil.example/' },
  { 'x-middleware-subrequest': 'proxy:proxy:proxy:proxy:proxy' },
  { 'x-middleware-subrequest': 'middleware:middleware:middleware:middleware:middleware' },
  { 'x-nextjs-data': '1' },
];

interface Answer {
  status: number;
  location?: string;
  body: string;
  contentType?: string;
  allow?: string;
}

/** How `raw` reaches the host under test: HTTPS for nginx, whose preview certificate is its own. */
let send: typeof httpsRequest = httpRequest;

function raw(port: number, input: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  // What no client can put on the request line (spaces, characters beyond Latin-1) goes encoded,
  // as a browser sends it; everything else, `<`, `>`, `"`, `\` and all, goes as it is.
  const path = input.replace(/[^\u0021-\u00ff]/gu, (c) => encodeURIComponent(c));
  // Header values go as the UTF-8 bytes a client would send.
  const sent = Object.fromEntries(
    Object.entries(headers).map(([k, v]) => [k, Buffer.from(v, 'utf8').toString('latin1')]),
  );
  return new Promise((resolve, reject) => {
    const req = send(
      {
        host: '127.0.0.1',
        port,
        path,
        method,
        headers: { Host: `localhost:${port}`, ...sent },
        rejectUnauthorized: false,
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            location: res.headers.location,
            body,
            contentType: res.headers['content-type'],
            allow: res.headers.allow,
          }),
        );
      },
    );
    // A CONNECT answer comes as a `connect` event (for any status), not as a response.
    req.on('connect', (res, socket) => {
      socket.destroy();
      resolve({ status: res.statusCode ?? 0, location: res.headers.location, body: '', allow: res.headers.allow });
    });
    req.on('error', reject);
    req.setTimeout(15_000, () => req.destroy(new Error(`timeout for ${path}`)));
    req.end();
  });
}

function check(answer: Answer, port: number, input: string) {
  expect(answer.status, `${input} answered ${answer.status}`).toBeLessThan(500);
  if (answer.location) {
    expect(
      new URL(answer.location, `http://localhost:${port}/`).host,
      `${input} redirected to ${answer.location}`,
    ).toBe(`localhost:${port}`);
  }
  if (answer.contentType?.startsWith('text/html')) {
    expect(answer.body.includes(MARK), `${input} came back unescaped`).toBe(false);
    expect(answer.body.includes('<script>alert(1)</script>'), `${input} came back unescaped`).toBe(false);
    expect(answer.body.includes('<svg onload=alert(1)>'), `${input} came back unescaped`).toBe(false);
  }
}

test('withstands hostile paths, cookies, headers, queries and methods', async ({ baseURL }, testInfo) => {
  test.setTimeout(180_000);
  const port = Number(new URL(baseURL!).port);
  send = new URL(baseURL!).protocol === 'https:' ? httpsRequest : httpRequest;
  let count = 0;
  for (const path of pathCases) {
    check(await raw(port, path), port, path);
    count++;
  }
  for (const cookie of cookies) {
    check(
      await raw(port, '/', { Cookie: `NEXT_LOCALE=${cookie}`, 'Accept-Language': 'ko' }),
      port,
      `cookie ${cookie.slice(0, 40)}`,
    );
    count++;
  }
  for (const language of acceptLanguages) {
    check(await raw(port, '/', { 'Accept-Language': language }), port, `Accept-Language ${language.slice(0, 40)}`);
    count++;
  }
  for (const query of queries) {
    for (const path of ['/', '/de/faq', '/no-such-page']) {
      check(await raw(port, path + query, { 'Accept-Language': 'de' }), port, path + query.slice(0, 40));
      count++;
    }
  }
  for (const headers of nextHeaders) {
    for (const path of ['/', '/de/faq', '/no-such-page']) {
      const answer = await raw(port, path, headers);
      check(answer, port, `${path} with ${JSON.stringify(headers).slice(0, 60)}`);
      count++;
    }
    // No header lets a request past the proxy: in server mode `/` still detects the language.
    if (testInfo.project.name === 'server') {
      const answer = await raw(port, '/', { ...headers, 'Accept-Language': 'de' });
      expect(answer.status, `/ with ${JSON.stringify(headers).slice(0, 60)}`).toBe(307);
      expect(answer.location).toBe('/de');
      count++;
    }
  }
  // Only GET and HEAD get through: ours answer every other method 405 (nginx its own 4xx), server
  // actions included.
  const strict = testInfo.project.name !== 'nginx';
  const refused = methods.map((method) => ({ method, headers: {} as Record<string, string> }));
  refused.push(...actionHeaders.map((headers) => ({ method: 'POST', headers: { RSC: '1', ...headers } })));
  for (const { method, headers } of refused) {
    for (const path of ['/', '/de/faq', '/no-such-page']) {
      const label = `${method} ${path} ${JSON.stringify(headers)}`;
      const answer = await raw(port, path, headers, method);
      check(answer, port, label);
      if (strict && knownToNode.has(method)) {
        expect(answer.status, label).toBe(405);
        expect(answer.allow, label).toBe('GET, HEAD');
      } else expect(answer.status, label).toBeGreaterThanOrEqual(400);
      count++;
    }
  }
  // HEAD answers as GET does, without a body.
  for (const path of ['/', '/de/faq', '/no-such-page', '/de/no-such-page']) {
    const [get, head] = [await raw(port, path), await raw(port, path, {}, 'HEAD')];
    expect(head.status, `HEAD ${path}`).toBe(get.status);
    expect(head.body, `HEAD ${path}`).toBe('');
    count++;
  }
  expect(count).toBeGreaterThanOrEqual(200);
  console.log(`${count} hostile requests to ${baseURL}`);

  // And the server still serves normally.
  const after = await raw(port, '/de/faq');
  expect(after.status).toBe(200);
  expect(after.body).toContain(`<h1>${messagesOf('de').Faq.heading}</h1>`);
});
