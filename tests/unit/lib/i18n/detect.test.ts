import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { detectionScript, detectRedirect, parseAcceptLanguage } from '@/lib/i18n/detect';
import { defaultLocale, servedLocaleTable } from '@/lib/i18n/locales';
import { readFirebaseHosting } from '@/lib/i18n/firebaseLanguage';

const detect = (cookie: unknown, languages: readonly unknown[]) =>
  detectRedirect(servedLocaleTable, defaultLocale, cookie, languages);

describe('detectRedirect', () => {
  it.each([
    ['ja-JP', undefined, '/jp'],
    ['pt-BR', undefined, '/pt'],
    ['zh-TW', undefined, '/zh'],
    ['it, de;q=0.8', undefined, '/de'],
    ['ko-KR,ko;q=0.9,en;q=0.8', undefined, '/ko'],
    ['en-US,en;q=0.9,de;q=0.8', undefined, null],
    ['it, nl', undefined, null],
    ['', undefined, null],
    ['ja', 'en', null],
    ['en', 'de', '/de'],
    ['en', 'jp', '/jp'],
    ['en', 'ja', '/jp'],
    ['en', 'FR', '/fr'],
    ['de', 'xx', '/de'],
  ])('Accept-Language %j with cookie %j goes to %j', (header, cookie, expected) => {
    expect(detect(cookie, parseAcceptLanguage(header))).toBe(expected);
  });

  it.each([
    '//evil.example',
    '/\\evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    '../../etc/passwd',
    'de/../../evil',
    '<script>alert(1)</script>',
    'de\r\nLocation: https://evil.example',
    '__proto__',
    'constructor',
    'x'.repeat(10_000),
  ])('ignores the hostile cookie %j', (cookie) => {
    expect(detect(cookie, [])).toBeNull();
    expect(detect(cookie, ['ko'])).toBe('/ko');
  });

  it('only ever answers a path from the table, or null', () => {
    const allowed = new Set([null, ...servedLocaleTable.filter((l) => l.code !== 'en').map((l) => `/${l.segment}`)]);
    const inputs: unknown[] = [undefined, null, 42, {}, [], 'de', 'jp', '//x', '\u0000', 'ZH', ' ko '];
    for (const cookie of inputs) {
      for (const languages of [[], ['de'], [null], [42], ['//evil'], ['ja-JP'], inputs]) {
        expect(allowed.has(detect(cookie, languages))).toBe(true);
      }
    }
  });
});

describe('parseAcceptLanguage', () => {
  it('orders by quality and keeps ties in order', () => {
    expect(parseAcceptLanguage('it, de;q=0.8, fr;q=0.9, es')).toEqual(['it', 'es', 'fr', 'de']);
  });

  it('drops q=0, malformed weights and malformed tags', () => {
    expect(parseAcceptLanguage('de;q=0, fr;q=abc, ko;q=2, <script>, ja;q=0.5, *')).toEqual(['ja']);
  });

  it('copes with empty, missing and enormous headers', () => {
    expect(parseAcceptLanguage(undefined)).toEqual([]);
    expect(parseAcceptLanguage('')).toEqual([]);
    expect(parseAcceptLanguage(',,,;;;')).toEqual([]);
    expect(parseAcceptLanguage('de,'.repeat(100_000)).length).toBeLessThanOrEqual(32);
  });
});

describe('the inline detection script of the static site', () => {
  function run(pathname: string, cookie: string, languages: string[], search = '', hash = '') {
    const replaced: string[] = [];
    const location = { pathname, search, hash, replace: (url: string) => replaced.push(url) };
    vm.runInNewContext(detectionScript(), { location, document: { cookie }, navigator: { languages } });
    return replaced;
  }

  it('redirects from / as the proxy would, keeping query and hash', () => {
    expect(run('/', '', ['it', 'de'], '?utm=1', '#top')).toEqual(['/de?utm=1#top']);
    expect(run('/', 'a=1; NEXT_LOCALE=jp', ['en'])).toEqual(['/jp']);
    expect(run('/', 'NEXT_LOCALE=en', ['ko'])).toEqual([]);
  });

  it('stays on English and on every other path', () => {
    expect(run('/', '', ['en-GB'])).toEqual([]);
    expect(run('/faq', 'NEXT_LOCALE=de', ['de'])).toEqual([]);
  });

  it('shrugs off malformed and hostile cookies', () => {
    expect(run('/', 'NEXT_LOCALE=%E0%A4%A', ['fr'])).toEqual(['/fr']);
    expect(run('/', 'NEXT_LOCALE=%2F%2Fevil.example', [])).toEqual([]);
  });

  it('tells Firebase Hosting a language the visitor chose, in a build for it only', () => {
    const cookies = (firebaseHosting: boolean, cookie: string, languages: string[]) => {
      const document = { cookie };
      const location = { pathname: '/', search: '', hash: '', replace: () => {} };
      vm.runInNewContext(detectionScript(firebaseHosting), { location, document, navigator: { languages } });
      return document.cookie;
    };
    const chosen = 'NEXT_LOCALE=jp';
    expect(cookies(true, chosen, ['de'])).toBe('firebase-language-override=ja; Path=/; Max-Age=31536000; SameSite=Lax');
    // The browser's languages are Firebase's to read: no cookie for them, nor in a build for another host.
    expect(cookies(true, '', ['ja-JP'])).toBe('');
    expect(cookies(false, chosen, ['de'])).toBe(chosen);
  });
});

describe('the setting of a build for Firebase Hosting', () => {
  it('is on or off, and anything else stops the build with what to set', () => {
    expect(readFirebaseHosting({ NEXT_PUBLIC_FIREBASE_HOSTING: 'on' })).toBe(true);
    expect(readFirebaseHosting({ NEXT_PUBLIC_FIREBASE_HOSTING: 'off' })).toBe(false);
    expect(() => readFirebaseHosting({ NEXT_PUBLIC_FIREBASE_HOSTING: ' on' })).toThrow(/got " on"/);
    expect(readFirebaseHosting({})).toBe(false);
    expect(() => readFirebaseHosting({ NEXT_PUBLIC_FIREBASE_HOSTING: 'yes' })).toThrow(
      /NEXT_PUBLIC_FIREBASE_HOSTING must be on .* or off, got "yes"/,
    );
  });
});
