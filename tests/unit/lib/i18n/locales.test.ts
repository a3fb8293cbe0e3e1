import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  defaultLocale,
  everyLocale,
  localeForSegment,
  localeInfo,
  servedLocaleTable,
  locales,
  servedLocales,
} from '@/lib/i18n/locales';

describe('the locale table', () => {
  it('has the eight locales of the specification, English first and default', () => {
    expect(servedLocaleTable.map((l) => l.segment)).toEqual(['en', 'zh', 'pt', 'de', 'fr', 'es', 'jp', 'ko']);
    expect(defaultLocale).toBe('en');
    expect(servedLocaleTable.map((l) => l.nativeName)).toEqual([
      'English',
      '中文',
      'Português',
      'Deutsch',
      'Français',
      'Español',
      '日本語',
      '한국어',
    ]);
  });

  it('serves Japanese under /jp but names it ja everywhere else', () => {
    expect(localeInfo('ja')).toMatchObject({ segment: 'jp', hreflang: 'ja' });
    expect(localeForSegment('jp')).toBe('ja');
    expect(localeForSegment('ja')).toBeUndefined();
    expect(locales).not.toContain('jp');
  });

  it('gives Intl only tags it really knows', () => {
    for (const { code } of servedLocaleTable) {
      expect(Intl.PluralRules.supportedLocalesOf([code])).toEqual([code]);
    }
  });

  it('has unique codes, segments and hreflangs, and a message file for each code', () => {
    for (const key of ['code', 'segment', 'hreflang'] as const) {
      expect(new Set(servedLocaleTable.map((l) => l[key])).size).toBe(servedLocaleTable.length);
    }
    for (const { code } of servedLocaleTable) expect(existsSync(`messages/${code}.json`)).toBe(true);
  });

  it('knows nothing of other segments', () => {
    for (const segment of ['', 'EN', 'de-DE', 'xx', '..', '__proto__', 'constructor']) {
      expect(localeForSegment(segment)).toBeUndefined();
    }
  });
});

describe('the markets a build serves (LOCALES)', () => {
  it('serves every locale when LOCALES is unset or empty', () => {
    expect(servedLocales(everyLocale, undefined)).toEqual([...everyLocale]);
    expect(servedLocales(everyLocale, ' , ')).toEqual([...everyLocale]);
    expect(servedLocaleTable).toEqual([...everyLocale]);
  });

  it('serves the locales named, by code or URL segment, in the table’s order', () => {
    expect(servedLocales(everyLocale, 'fr, DE,en').map((l) => l.code)).toEqual(['en', 'de', 'fr']);
    expect(servedLocales(everyLocale, 'en,jp').map((l) => l.code)).toEqual(['en', 'ja']);
    expect(servedLocales(everyLocale, 'en,ja').map((l) => l.segment)).toEqual(['en', 'jp']);
  });

  it('stops the build on a locale the site does not have, or without the default one', () => {
    expect(() => servedLocales(everyLocale, 'en,it')).toThrow(
      'LOCALES names "it", which the site does not have. It has: en, zh, pt, de, fr, es, ja, ko.',
    );
    expect(() => servedLocales(everyLocale, 'de,fr')).toThrow(/LOCALES must include en: it is the default locale/);
  });
});
