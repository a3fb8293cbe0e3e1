import { describe, expect, it } from 'vitest';
import { everyLocale } from '@/lib/i18n/locales';
import { hostSettings, missingTransferSettings, recipientsAbroad, type Deployment } from '@/lib/legalPages/transfers';
import { legalPageValues } from '@/lib/legalPages/values';
import { strictTranslator } from '../../../support/messageFiles';

const deployment: Deployment = {
  hosting: 'Netlify, Inc., San Francisco',
  apiOperator: 'Example API Operator Ltd.',
  analytics: 'plausibleCloud',
  analyticsHost: '',
};
const countries = { HOSTING_COUNTRY: 'US', API_COUNTRY: 'DE' };

describe('the recipients abroad (lib/legalPages/transfers.ts)', () => {
  it('are those outside the reader’s market, each with its country and the route stated for it', () => {
    const env = { ...countries, TRANSFERS_GOOGLE: 'clauses,eu:certification', TRANSFERS_HOSTING: 'clauses' };
    const eu = recipientsAbroad(env, deployment, 'eu', 'none', false);
    // The API's operator in Germany and Plausible in Estonia are no transfer for the EU.
    expect(eu.map(({ name, country, safeguard }) => [name, country, safeguard])).toEqual([
      ['Google LLC', 'US', 'certification'],
      ['Netlify, Inc., San Francisco', 'US', 'clauses'],
    ]);
    const jp = recipientsAbroad(
      { ...env, TRANSFERS_API: 'adequacy', TRANSFERS_ANALYTICS: 'adequacy' },
      deployment,
      'jp',
      'none',
      false,
    );
    expect(jp.map(({ kind, safeguard }) => [kind, safeguard])).toEqual([
      ['google', 'clauses'],
      ['hosting', 'clauses'],
      ['api', 'adequacy'],
      ['analytics', 'adequacy'],
    ]);
  });

  it('claims no route the operator has not stated: a deploy lacks each one, a development build stands in', () => {
    expect(recipientsAbroad(countries, deployment, 'br', 'none', false).every((r) => r.safeguard === null)).toBe(true);
    expect(missingTransferSettings(countries, deployment, [{ market: 'br', analyticsRoute: 'none' }])).toEqual([
      'TRANSFERS_GOOGLE',
      'TRANSFERS_HOSTING',
      'TRANSFERS_API',
      'TRANSFERS_ANALYTICS',
    ]);
    // Without the countries the code cannot know, a deploy asks for them too.
    expect(missingTransferSettings({ TRANSFERS_GOOGLE: 'clauses' }, deployment, [])).toEqual([
      'HOSTING_COUNTRY',
      'API_COUNTRY',
    ]);
    expect(recipientsAbroad({}, deployment, 'br', 'none').every((r) => r.safeguard === 'clauses')).toBe(true);
  });

  it('refuses a route the market’s law or the site does not give', () => {
    const route =
      (value: string, market: 'eu' | 'br' | 'cn' | 'jp' | 'kr', analyticsRoute: 'none' = 'none') =>
      () =>
        recipientsAbroad(
          { ...countries, TRANSFERS_GOOGLE: value },
          { ...deployment, hosting: null, apiOperator: null, analytics: 'none' },
          market,
          analyticsRoute,
          false,
        );
    expect(route('adequacy', 'eu')).toThrow(/TRANSFERS_GOOGLE states adequacy for Google LLC \(US\) in the eu market/);
    expect(route('adequacy', 'cn')).toThrow(/recognises no adequacy/);
    expect(route('certification', 'br')).toThrow(/ANPD has recognised no certification/);
    expect(route('consent', 'jp')).toThrow(/asks no consent to that transfer there/);
    // China's separate consent comes on top of a route of PIPL art. 38, never in its place.
    expect(route('consent', 'cn')).toThrow(/asks no consent to that transfer there/);
    expect(route('clauses', 'cn')).not.toThrow();
    expect(route('certification', 'eu')).not.toThrow();
    expect(route('on', 'eu')).toThrow(
      /TRANSFERS_GOOGLE must name a route \(adequacy, clauses, certification, consent\)/,
    );
    expect(route('clauses,xx:clauses', 'eu')).toThrow(/must name a route/);
    expect(route('clauses,constructor:clauses', 'eu')).toThrow(/must name a route/);
  });

  it('names no analytics service abroad in China and Korea while analytics stay off there', () => {
    for (const market of ['cn', 'kr'] as const)
      expect(recipientsAbroad(countries, deployment, market, 'none').map(({ kind }) => kind)).not.toContain(
        'analytics',
      );
    expect(missingTransferSettings(countries, deployment, [{ market: 'cn', analyticsRoute: 'none' }])).not.toContain(
      'TRANSFERS_ANALYTICS',
    );
  });

  it('gives a build for Cloudflare or Netlify the country of its company, unless the operator states one', () => {
    expect(hostSettings({}, 'netlify')).toEqual({ HOSTING_COUNTRY: 'US' });
    expect(hostSettings({}, 'cloudflare')).toEqual({ HOSTING_COUNTRY: 'US' });
    expect(hostSettings({ HOSTING_COUNTRY: 'US' }, 'netlify')).toEqual({});
    expect(hostSettings({}, 'nginx')).toEqual({});
    expect(hostSettings({}, 'firebase')).toEqual({});
  });

  it('takes the analytics route of China and Korea from their analytics settings', () => {
    const abroad = recipientsAbroad(countries, deployment, 'kr', 'euRecognition', false);
    expect(abroad.find((r) => r.kind === 'analytics')?.safeguard).toBe('adequacy');
    expect(
      recipientsAbroad(countries, deployment, 'cn', 'separateConsent', false).find((r) => r.kind === 'analytics')
        ?.safeguard,
    ).toBe('consent');
  });
});

/**
 * Every language's transfers section names each recipient abroad under the route stated for it, and
 * no route nobody stated.
 */
describe.each(everyLocale.map(({ code }) => [code]))('%s: the transfers section', (code) => {
  const t = strictTranslator(code);
  const section = (values: Record<string, string>) =>
    t('Privacy.sections.transfers.body', {
      ...legalPageValues(code),
      transfersAbroad: 'yes',
      transfersAdequacy: 'none',
      transfersClauses: 'none',
      transfersCertification: 'none',
      transfersConsent: 'none',
      ...values,
    });

  it('names the recipients under each route, and only the routes stated', () => {
    const clauses = section({ transfersClauses: 'Alpha Corp (X)' });
    const certified = section({ transfersCertification: 'Beta Corp (Y)' });
    expect(clauses).toContain('Alpha Corp (X)');
    expect(certified).toContain('Beta Corp (Y)');
    // Each route has its own words: the two texts differ beyond the names.
    expect(clauses.replace('Alpha Corp (X)', '')).not.toBe(certified.replace('Beta Corp (Y)', ''));
    const adequacy = section({ transfersAdequacy: 'Gamma (Z)' });
    const consent = section({ transfersConsent: 'Delta (W)' });
    expect(adequacy).toContain('Gamma (Z)');
    expect(consent).toContain('Delta (W)');
    expect(new Set([clauses, certified, adequacy, consent].map((s) => s.replace(/\S+ (Corp )?\(\w\)/, ''))).size).toBe(
      4,
    );
  });

  it('says so when no recipient is abroad', () => {
    const none = section({ transfersAbroad: 'no' });
    expect(none).not.toBe(section({ transfersClauses: 'Alpha Corp (X)' }));
    expect(none).not.toContain('none');
  });
});
