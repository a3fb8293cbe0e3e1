import { describe, expect, it } from 'vitest';
import { CONSENT_KEY, effectiveConsent, storeConsent, storedConsent } from '@/lib/analytics/consent';
import { pageViewOf } from '@/lib/analytics/pageView';

const store = () => {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
};
const DAY = 86_400_000;

describe('the consent choice', () => {
  it('is remembered for a year, then asked again', () => {
    const s = store();
    storeConsent(s, 'granted', 0);
    expect(storedConsent(s, 364 * DAY)).toBe('granted');
    expect(storedConsent(s, 366 * DAY)).toBeNull();
  });

  it('is no choice when missing or damaged', () => {
    expect(storedConsent(store(), 0)).toBeNull();
    for (const damaged of ['{', '"granted"', '{"value":"yes","expires":9e15}', '{"value":"granted"}']) {
      const s = store();
      s.setItem(CONSENT_KEY, damaged);
      expect(storedConsent(s, 0)).toBeNull();
    }
  });

  it('is a refusal under Global Privacy Control, whatever was stored', () => {
    expect(effectiveConsent(true, 'granted')).toBe('denied');
    expect(effectiveConsent(true, null)).toBe('denied');
    expect(effectiveConsent(false, 'granted')).toBe('granted');
    expect(effectiveConsent(false, null)).toBeNull();
  });
});

describe('pageViewOf', () => {
  it('reports path, locale and route name', () => {
    expect(pageViewOf('/de/faq')).toEqual({ path: '/de/faq', locale: 'de', routeName: 'faq___de' });
    expect(pageViewOf('/')).toEqual({ path: '/', locale: 'en', routeName: 'index___en' });
    expect(pageViewOf('/jp/privacy-policy')).toEqual({
      path: '/jp/privacy-policy',
      locale: 'ja',
      routeName: 'privacy-policy___jp',
    });
  });

  it('has no route name for a page that is none of the site', () => {
    expect(pageViewOf('/de/nope')).toEqual({ path: '/de/nope', locale: 'de' });
  });
});
