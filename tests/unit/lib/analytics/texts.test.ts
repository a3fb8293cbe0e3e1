import { afterEach, describe, expect, it, vi } from 'vitest';
import { marketsWith } from './builds';
import type { AnalyticsService } from '@/lib/analytics/settings';
import { everyLocale, type Locale } from '@/lib/i18n/locales';
import { everyPrivacySectionOf, sectionShown } from '@/lib/legalPages/sections';
import { legalPageValues } from '@/lib/legalPages/values';
import { messagesOf, strictTranslator } from '../../../support/messageFiles';

/**
 * The texts that name the analytics, rendered as a build with each service renders them, in every
 * language: the consent banner, the privacy policy's sections and the FAQ's answer name the service
 * the build runs and no other (docs/markets.md#analytics-by-market).
 */
const HOST = 'stats.slimstart.app';

function render(code: Locale, analytics: AnalyticsService, analyticsElsewhere: 'yes' | 'no' = 'no') {
  const t = strictTranslator(code);
  const values = {
    ...legalPageValues(code),
    age: '18',
    analytics,
    analyticsHost: analytics === 'plausibleSelf' ? HOST : '',
    analyticsRoute: 'none',
    analyticsElsewhere,
  };
  const at = (key: string) => t(key, values);
  // The whole policy of the locale, its market's own sections included, as the default build shows it.
  const policy = everyPrivacySectionOf(code)
    .filter(sectionShown(code))
    .map(({ key }) => at(`${key}.body`));
  const section = (id: string) => at(`Privacy.sections.${id}.body`);
  return {
    banner: at('Consent.text'),
    policy: policy.join('\n'),
    analyticsSection: section('analytics'),
    rights: section('rights'),
    faq: at('Faq.items.analytics.answer'),
    home: `${at('Home.features.privacy.title')} ${at('Home.features.privacy.text')}`,
    choices: (messagesOf(code).Consent as Record<string, string>).choices,
  };
}

describe.each(everyLocale.map(({ code }) => [code]))('%s: the analytics texts', (code) => {
  it('of a Google Analytics build name Google Analytics, and no Plausible', () => {
    const texts = render(code, 'ga');
    for (const text of [texts.banner, texts.policy, texts.faq]) {
      expect(text).toContain('Google Analytics');
      expect(text).not.toContain('Plausible');
    }
    expect(texts.policy).toContain('_ga');
  });

  it('of a build on Plausible’s cloud name Plausible and its company, and no Google Analytics', () => {
    const texts = render(code, 'plausibleCloud');
    for (const text of [texts.banner, texts.analyticsSection, texts.faq]) expect(text).toContain('Plausible');
    expect(texts.banner).toContain('Plausible Insights OÜ');
    expect(texts.policy).toContain('Plausible Insights OÜ');
    expect(texts.policy).not.toMatch(/Google Analytics|_ga\b/);
    expect(texts.banner).not.toContain('Google');
  });

  it('of a build on the operator’s own Plausible server name that host, and no other company', () => {
    const texts = render(code, 'plausibleSelf');
    expect(texts.banner).toContain(HOST);
    expect(texts.analyticsSection).toContain(HOST);
    expect(texts.policy).not.toMatch(/Plausible Insights|Google Analytics|_ga\b/);
  });

  it('of a build without analytics name no service, and promise no “Privacy choices”', () => {
    const texts = render(code, 'none');
    for (const text of [texts.policy, texts.faq, texts.home]) expect(text).not.toMatch(/Google Analytics|Plausible/);
    expect(texts.rights).not.toContain(texts.choices);
    expect(render(code, 'ga').rights).toContain(texts.choices);
  });
});

describe.each(everyLocale.map(({ code }) => [code]))('%s: the texts of pages without analytics', (code) => {
  it('speak of these pages only where other languages’ pages run analytics', () => {
    const nowhere = render(code, 'none', 'no');
    const elsewhere = render(code, 'none', 'yes');
    for (const part of ['home', 'analyticsSection', 'faq'] as const) {
      expect(elsewhere[part], part).not.toBe(nowhere[part]);
      expect(elsewhere[part], part).not.toMatch(/Google Analytics|Plausible/);
    }
  });
});

describe('the banner where a market’s law asks for words of its own', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  const bannerOf = async (env: Record<string, string>, code: Locale) => {
    const { formatConsentTexts } = await marketsWith(env);
    const messages = messagesOf(code);
    const texts = formatConsentTexts(code, messages, { Consent: { text: '' } }) as { Consent: { text: string } };
    return texts.Consent.text;
  };

  it('says in China that accepting is the separate consent to the provision abroad', async () => {
    const zh = await bannerOf({ NEXT_PUBLIC_GA_ID: 'G-TEST12345', ANALYTICS_CN: 'separate-consent' }, 'zh');
    expect(zh).toContain('Google Analytics');
    expect(zh).toContain('单独同意');
    expect(zh).toContain('Google LLC');
  });

  it('gives in Korea the items of the transfer with consent, and nothing more on the EU’s recognition', async () => {
    const consent = await bannerOf({ NEXT_PUBLIC_GA_ID: 'G-TEST12345', ANALYTICS_KR: 'consent' }, 'ko');
    expect(consent).toContain('Google LLC');
    expect(consent).toMatch(/14/);
    const recognition = await bannerOf(
      { NEXT_PUBLIC_PLAUSIBLE_DOMAIN: 'slimstart.app', ANALYTICS_KR: 'eu-recognition' },
      'ko',
    );
    expect(recognition).toContain('Plausible');
    expect(recognition).not.toContain('Google');
    const english = await bannerOf({ NEXT_PUBLIC_GA_ID: 'G-TEST12345', ANALYTICS_KR: 'consent' }, 'en');
    expect(english).not.toContain('Google LLC');
  });
});
