import { describe, expect, it } from 'vitest';
import { switchTarget } from '@/components/LocaleSwitcherMenu';
import { splitLocale } from '@/lib/i18n/paths';
import { localizedPath } from '@/lib/pages/paths';

describe('localizedPath', () => {
  it.each([
    ['en', '/', '/'],
    ['en', '/faq', '/faq'],
    ['de', '/', '/de'],
    ['de', '/faq', '/de/faq'],
    ['ja', '/privacy-policy', '/jp/privacy-policy'],
    ['zh', '/terms-conditions', '/zh/terms-conditions'],
  ] as const)('puts %s %s at %s', (locale, path, expected) => {
    expect(localizedPath(locale, path)).toBe(expected);
  });
});

describe('splitLocale', () => {
  it.each([
    ['/', 'en', '/'],
    ['/faq', 'en', '/faq'],
    ['/de', 'de', '/'],
    ['/de/faq', 'de', '/faq'],
    ['/jp/faq', 'ja', '/faq'],
    ['/en/faq', 'en', '/faq'],
    ['/ja/faq', 'en', '/ja/faq'],
    ['/xx', 'en', '/xx'],
    ['', 'en', '/'],
  ])('reads %s as %s %s', (pathname, locale, path) => {
    expect(splitLocale(pathname)).toEqual({ locale, path });
  });
});

describe('the language switcher target', () => {
  it('is the same page in the other locale', () => {
    expect(switchTarget('/faq', 'de')).toBe('/de/faq');
    expect(switchTarget('/de/faq', 'en')).toBe('/faq');
    expect(switchTarget('/en/faq', 'ja')).toBe('/jp/faq');
    expect(switchTarget('/ko', 'fr')).toBe('/fr');
  });

  it('is the locale home for a path that is no page', () => {
    expect(switchTarget('/de/nope', 'fr')).toBe('/fr');
    expect(switchTarget('/_not-found', 'en')).toBe('/');
  });
});
