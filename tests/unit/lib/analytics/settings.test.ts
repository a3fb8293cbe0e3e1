import { afterEach, describe, expect, it, vi } from 'vitest';
import { marketsWith } from './builds';
import { analyticsRoutes, readAnalytics } from '@/lib/analytics/settings';

describe('the analytics service a build runs', () => {
  it('is none, Google Analytics, Plausible’s cloud or a Plausible server of the operator’s own', () => {
    expect(readAnalytics({}).service).toBe('none');
    expect(readAnalytics({ NEXT_PUBLIC_GA_ID: 'G-TEST12345' }).service).toBe('ga');
    expect(readAnalytics({ NEXT_PUBLIC_PLAUSIBLE_DOMAIN: 'slimstart.app' })).toEqual({
      service: 'plausibleCloud',
      gaId: null,
      plausible: { domain: 'slimstart.app', host: 'https://plausible.io' },
    });
    const own = {
      NEXT_PUBLIC_PLAUSIBLE_DOMAIN: 'slimstart.app',
      NEXT_PUBLIC_PLAUSIBLE_HOST: 'https://stats.slimstart.app/',
    };
    expect(readAnalytics(own).service).toBe('plausibleSelf');
    expect(readAnalytics(own).plausible?.host).toBe('https://stats.slimstart.app');
  });

  it('is one at most: the texts name the one the site runs', () => {
    expect(() =>
      readAnalytics({ NEXT_PUBLIC_GA_ID: 'G-TEST12345', NEXT_PUBLIC_PLAUSIBLE_DOMAIN: 'slimstart.app' }),
    ).toThrow(/^Set one analytics service, NEXT_PUBLIC_GA_ID or NEXT_PUBLIC_PLAUSIBLE_DOMAIN, not both/);
    expect(() => readAnalytics({ NEXT_PUBLIC_GA_ID: 'UA-1234' })).toThrow(/GA4 measurement id/);
  });
});

describe('analytics in China and Korea', () => {
  it('are off unless the operator states the legal route', () => {
    expect(analyticsRoutes({}, 'ga')).toEqual({ cn: null, kr: null });
    expect(analyticsRoutes({ ANALYTICS_CN: 'off', ANALYTICS_KR: ' OFF ' }, 'ga')).toEqual({ cn: null, kr: null });
    expect(analyticsRoutes({ ANALYTICS_CN: 'separate-consent', ANALYTICS_KR: 'consent' }, 'ga')).toEqual({
      cn: 'separateConsent',
      kr: 'consent',
    });
  });

  it('refuse an “on” that names no route, saying which routes there are', () => {
    expect(() => analyticsRoutes({ ANALYTICS_CN: 'on' }, 'ga')).toThrow(
      'ANALYTICS_CN must name the legal route that analytics rest on in China (separate-consent), or be off; got "on"',
    );
    expect(() => analyticsRoutes({ ANALYTICS_KR: 'yes' }, 'ga')).toThrow(
      'ANALYTICS_KR must name the legal route that analytics rest on in Korea (consent, eu-recognition)',
    );
  });

  it('rest on Korea’s recognition of the EU only for Plausible’s cloud, in the EU', () => {
    expect(analyticsRoutes({ ANALYTICS_KR: 'eu-recognition' }, 'plausibleCloud').kr).toBe('euRecognition');
    for (const service of ['ga', 'plausibleSelf'] as const) {
      expect(() => analyticsRoutes({ ANALYTICS_KR: 'eu-recognition' }, service)).toThrow(/Use consent instead/);
    }
  });
});

describe('the analytics each market’s pages run', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('is the configured service, except in China and Korea without a route', async () => {
    const markets = await marketsWith({ NEXT_PUBLIC_GA_ID: 'G-TEST12345' });
    expect((['en', 'de', 'pt', 'ja'] as const).map((code) => markets.analyticsIn(code))).toEqual([
      'ga',
      'ga',
      'ga',
      'ga',
    ]);
    expect(markets.analyticsIn('zh')).toBe('none');
    // Off on the Korean pages while the others count: the texts say so of these pages only.
    expect(markets.analyticsValues('ko')).toEqual({
      analytics: 'none',
      analyticsHost: '',
      analyticsRoute: 'none',
      analyticsElsewhere: 'yes',
    });
    expect(markets.analyticsValues('en').analyticsElsewhere).toBe('no');
  });

  it('names the markets whose pages count visits, for a banner that says where an acceptance still counts', async () => {
    expect((await marketsWith({ NEXT_PUBLIC_GA_ID: 'G-TEST12345' })).countingMarkets()).toEqual([
      'uk',
      'br',
      'eu',
      'jp',
    ]);
    const withKorea = await marketsWith({ NEXT_PUBLIC_GA_ID: 'G-TEST12345', ANALYTICS_KR: 'consent' });
    expect(withKorea.countingMarkets()).toContain('kr');
    expect((await marketsWith({})).countingMarkets()).toEqual([]);
  });

  it('says analytics run on no page when none is configured', async () => {
    expect((await marketsWith({})).analyticsValues('ko')).toMatchObject({
      analytics: 'none',
      analyticsElsewhere: 'no',
    });
  });

  it('names the route and the operator’s own host where they apply', async () => {
    const markets = await marketsWith({
      NEXT_PUBLIC_PLAUSIBLE_DOMAIN: 'slimstart.app',
      NEXT_PUBLIC_PLAUSIBLE_HOST: 'https://stats.slimstart.app',
      ANALYTICS_KR: 'consent',
    });
    expect(markets.analyticsValues('ko')).toEqual({
      analytics: 'plausibleSelf',
      analyticsHost: 'stats.slimstart.app',
      analyticsRoute: 'consent',
      analyticsElsewhere: 'no',
    });
    expect(markets.analyticsValues('en').analyticsRoute).toBe('none');
    expect(markets.analyticsIn('zh')).toBe('none');
  });
});
