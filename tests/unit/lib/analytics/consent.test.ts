import { describe, expect, it } from 'vitest';
import {
  acceptedElsewhere,
  CONSENT_KEY,
  effectiveConsent,
  storeConsent,
  storeConsents,
  storedConsent,
} from '@/lib/analytics/consent';
import { pageViewOf } from '@/lib/analytics/pageView';

const store = () => {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
};
const DAY = 86_400_000;

describe('the consent choice', () => {
  it('is remembered for a year, then asked again', () => {
    const s = store();
    storeConsent(s, 'eu', 'granted', 0);
    expect(storedConsent(s, 'eu', 364 * DAY)).toBe('granted');
    expect(storedConsent(s, 'eu', 366 * DAY)).toBeNull();
  });

  it('is no choice when missing or damaged', () => {
    expect(storedConsent(store(), 'eu', 0)).toBeNull();
    const damaged = ['{', '"granted"', '{"value":"yes","expires":9e15}', '{"value":"granted"}', '{"markets":3}'];
    for (const text of [...damaged, '{"markets":{"eu":{"value":"granted"}}}']) {
      const s = store();
      s.setItem(CONSENT_KEY, text);
      expect(storedConsent(s, 'eu', 0)).toBeNull();
    }
  });

  it('is one per market: accepting on one market’s pages asks again on another’s', () => {
    const s = store();
    storeConsent(s, 'uk', 'granted', 0);
    expect(storedConsent(s, 'uk', DAY)).toBe('granted');
    expect(storedConsent(s, 'kr', DAY)).toBeNull();
    storeConsent(s, 'kr', 'denied', DAY);
    expect([storedConsent(s, 'uk', DAY), storedConsent(s, 'kr', DAY)]).toEqual(['granted', 'denied']);
  });

  it('says where visits still count after a refusal, and refuses there too when asked', () => {
    const s = store();
    storeConsent(s, 'uk', 'granted', 0);
    storeConsent(s, 'eu', 'granted', 0);
    storeConsent(s, 'cn', 'granted', 0);
    storeConsent(s, 'kr', 'denied', 0);
    // China's pages run no analytics in this build: an acceptance stored there counts nothing.
    const counting = ['uk', 'eu', 'kr'];
    expect(acceptedElsewhere(s, 'kr', DAY, counting)).toEqual(['uk', 'eu']);
    expect(acceptedElsewhere(s, 'uk', DAY, counting)).toEqual(['eu']);
    storeConsents(s, acceptedElsewhere(s, 'kr', DAY, counting), 'denied', DAY);
    expect(acceptedElsewhere(s, 'kr', DAY, counting)).toEqual([]);
    expect(storedConsent(s, 'uk', DAY)).toBe('denied');
  });

  it('keeps a refusal stored for the whole site before choices were per market, and asks again after an acceptance', () => {
    const refused = store();
    refused.setItem(CONSENT_KEY, JSON.stringify({ value: 'denied', expires: 9e15 }));
    expect([storedConsent(refused, 'uk', 0), storedConsent(refused, 'cn', 0)]).toEqual(['denied', 'denied']);
    storeConsent(refused, 'uk', 'granted', 0);
    expect([storedConsent(refused, 'uk', 0), storedConsent(refused, 'cn', 0)]).toEqual(['granted', 'denied']);
    const accepted = store();
    accepted.setItem(CONSENT_KEY, JSON.stringify({ value: 'granted', expires: 9e15 }));
    expect(storedConsent(accepted, 'uk', 0)).toBeNull();
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
