import { describe, expect, it } from 'vitest';
import { decodeOrNull, isSitePath, sameSiteUrl, sitePathOr } from '@/lib/url';

describe('sameSiteUrl', () => {
  const here = 'https://slimstart.example/de/faq';

  it('resolves same-site targets', () => {
    expect(sameSiteUrl('/privacy-policy#rights', here)?.href).toBe('https://slimstart.example/privacy-policy#rights');
    expect(sameSiteUrl('terms-conditions', here)?.pathname).toBe('/de/terms-conditions');
  });

  it.each([
    'https://evil.example/',
    '//evil.example/x',
    '/\\evil.example',
    'javascript:alert(1)',
    'data:text/html,x',
    'http://slimstart.example/',
    'http://[::1',
  ])('refuses %s', (href) => {
    expect(sameSiteUrl(href, here)).toBeNull();
  });
});

describe('sitePathOr', () => {
  it.each([
    ['/de/account', '/de/account'],
    ['/account?tab=photo#top', '/account?tab=photo#top'],
    // Encoded line breaks stay encoded: a path, not a header.
    ['/%0d%0aSet-Cookie:x', '/%0d%0aSet-Cookie:x'],
  ])('keeps a path of this site: %s', (value, expected) => {
    expect(sitePathOr(value, '/account')).toBe(expected);
  });

  it.each([
    'https://evil.example/',
    '//evil.example/path',
    '/\\evil.example',
    'javascript:alert(1)',
    '/\nnext',
    'account',
    '',
    null,
  ])('refuses %j and goes to the fallback', (value) => {
    expect(sitePathOr(value, '/account')).toBe('/account');
  });
});

describe('isSitePath', () => {
  it('accepts a path of this site and refuses what a browser would read as another host', () => {
    expect(isSitePath('/de/faq')).toBe(true);
    for (const value of ['//evil.example', '/\\evil.example', 'https://evil.example/', 'faq', '/a\tb']) {
      expect(isSitePath(value), value).toBe(false);
    }
  });
});

describe('decodeOrNull', () => {
  it('decodes well-formed escapes and says null for malformed ones', () => {
    expect(decodeOrNull('/de/%C3%BC')).toBe('/de/ü');
    expect(decodeOrNull('/%E0%A4')).toBeNull();
    expect(decodeOrNull('/%zz')).toBeNull();
  });
});
