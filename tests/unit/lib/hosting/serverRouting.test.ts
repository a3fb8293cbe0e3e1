import { describe, expect, it } from 'vitest';
import type { ServerPages } from '@/lib/hosting/serverManifest';
import { cookieValue, serverDecision, type RequestFacts } from '@/lib/hosting/serverRouting';

/**
 * What server mode answers each path with, decided once for proxy.ts and the fast path in front of
 * Next.js (docs/operators.md#server-mode).
 */
const pages: ServerPages = {
  scriptSrc: { '/en': 's', '/en/faq': 's', '/de/faq': 's', '/de/sign-in': 's', '/en/sign-in': 's' },
  notFound: { en: '404', de: '404' },
  leftOut: {},
  files: ['/robots.txt', '/builds/latest.json'],
  documents: { '/en': 'home', '/en/faq': 'faq', '/de/faq': 'faq', '/de/404': '404' },
  payloads: {},
  redirects: { '/old-faq': ['/faq', 301], '/de/old-faq': ['/de/faq', 301] },
};
const plain: RequestFacts = { localeCookie: undefined, acceptLanguage: undefined };
const decide = (path: string, request: RequestFacts = plain) => serverDecision(path, pages, request);

describe('server mode’s decisions', () => {
  it('answers a document by its route, English at the root, and the root varying with detection', () => {
    expect(decide('/de/faq')).toEqual({ kind: 'document', route: '/de/faq' });
    expect(decide('/faq')).toEqual({ kind: 'document', route: '/en/faq' });
    expect(decide('/')).toEqual({ kind: 'document', route: '/en', vary: 'Cookie, Accept-Language' });
  });

  it('detects the language on the root only, the cookie first', () => {
    const german = { localeCookie: undefined, acceptLanguage: 'de-DE,de;q=0.9' };
    expect(decide('/', german)).toEqual({
      kind: 'redirect',
      status: 307,
      location: '/de',
      vary: 'Cookie, Accept-Language',
    });
    expect(decide('/', { ...german, localeCookie: 'ja' })).toMatchObject({ location: '/jp' });
    expect(decide('/', { ...german, localeCookie: 'en' })).toMatchObject({ kind: 'document' });
    expect(decide('/faq', german)).toMatchObject({ kind: 'document' });
  });

  it('redirects a moved address before anything could call it unknown', () => {
    expect(decide('/de/old-faq')).toEqual({ kind: 'redirect', location: '/de/faq', status: 301 });
    expect(decide('/old-faq/')).toEqual({ kind: 'notFound', segment: 'en' });
  });

  it('answers every path that is no page with its locale’s 404 page', () => {
    for (const [path, segment] of [
      ['/de/nope', 'de'],
      ['/wp-login.php', 'en'],
      ['/en/faq', 'en'],
      ['/de/faq/extra', 'de'],
      ['/de/nope/', 'de'],
      ['/de/nope/_payload.json', 'de'],
      ['/en/faq/_payload.json', 'en'],
    ])
      expect(decide(path), path).toEqual({ kind: 'notFound', segment });
  });

  it('redirects a trailing slash and a page’s file name to the page, permanently', () => {
    expect(decide('/de/faq/')).toEqual({ kind: 'redirect', status: 301, location: '/de/faq' });
    expect(decide('/faq.html')).toEqual({ kind: 'redirect', status: 301, location: '/faq' });
    expect(decide('/index.html')).toEqual({ kind: 'redirect', status: 301, location: '/' });
  });

  it('leaves Next.js its own paths, the build’s files and the application screens', () => {
    expect(decide('/_next/image')).toEqual({ kind: 'framework' });
    expect(decide('/robots.txt')).toEqual({ kind: 'file' });
    expect(decide('/de/sign-in')).toEqual({ kind: 'render', route: '/de/sign-in', rewrite: false, analytics: false });
    expect(decide('/sign-in')).toEqual({ kind: 'render', route: '/en/sign-in', rewrite: true, analytics: false });
  });

  it('names payloads by their page’s URL, and refuses a path that is not UTF-8', () => {
    expect(decide('/de/faq/_payload.json')).toMatchObject({ kind: 'payload', url: '/de/faq', locale: 'de' });
    expect(decide('/_payload.json')).toMatchObject({ kind: 'payload', url: '/', locale: 'en' });
    expect(decide('/%E0%A4%A')).toEqual({ kind: 'badRequest' });
    expect(decide('/_documents/x.js')).toEqual({ kind: 'documentAsset' });
  });
});

describe('the locale cookie', () => {
  it('is read as Next.js reads it: decoded, the last of its name, one that does not decode skipped', () => {
    expect(cookieValue('a=1; NEXT_LOCALE=de', 'NEXT_LOCALE')).toBe('de');
    expect(cookieValue('NEXT_LOCALE=de;NEXT_LOCALE=%6Ap', 'NEXT_LOCALE')).toBe('jp');
    expect(cookieValue('NEXT_LOCALE=de; NEXT_LOCALE=%E0%A4%A', 'NEXT_LOCALE')).toBe('de');
    expect(cookieValue('XNEXT_LOCALE=de', 'NEXT_LOCALE')).toBeUndefined();
    expect(cookieValue(undefined, 'NEXT_LOCALE')).toBeUndefined();
  });
});
