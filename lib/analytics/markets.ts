import { createTranslator } from 'use-intl/core';
import type { MessageTree } from '../i18n/deferredTexts';
import { localeInfo, locales, type Locale } from '../i18n/locales';
import { bannerKey } from '../markets';
import { analyticsService, plausible } from './config';
import { analyticsRoutes, isRouted, type AnalyticsRoute, type AnalyticsService } from './settings';
import { plainText } from '../i18n/plain';

/**
 * Where analytics may run, market by market (docs/markets.md#analytics-by-market). In China and
 * Korea, sending visits to an analytics service is a transfer of personal data abroad that asks for
 * a legal route of its own: analytics stay off there until the operator states that route, and the
 * texts then say what it is. Elsewhere the configured service runs wherever the visitor accepts.
 * Read at build time only: a market's pages then carry the banner or not.
 */

// Read on first use, so that a module that only imports this one never throws.
let stated: ReturnType<typeof analyticsRoutes> | undefined;
const routes = () => (stated ??= analyticsRoutes(process.env, analyticsService));

/** The route a locale's market stated, where its law asks for one. */
function routeOf(locale: Locale): AnalyticsRoute | null {
  const { market } = localeInfo(locale);
  return isRouted(market) ? routes()[market] : null;
}

/** The service that runs on a locale's pages: the configured one, unless its market keeps it off. */
export function analyticsIn(locale: Locale): AnalyticsService {
  const { market } = localeInfo(locale);
  return isRouted(market) && !routes()[market] ? 'none' : analyticsService;
}

/** The markets whose pages run analytics in this build, as the slot names them (`data-counting-markets`). */
export function countingMarkets(): string[] {
  return [...new Set(locales.filter((code) => analyticsIn(code) !== 'none').map((code) => localeInfo(code).market))];
}

/**
 * What a locale's texts select on and name: the service (`{analytics, select, …}`), the host of
 * a Plausible server the operator runs, the route its market's law asks for (`none` where it
 * asks for none or analytics are off), and whether, analytics being off on this locale's pages,
 * the pages of another language the site serves run them (`analyticsElsewhere`: `yes` or `no`), so
 * that the texts say "on these pages" rather than "on no page of this site".
 */
export function analyticsValues(locale: Locale): {
  analytics: AnalyticsService;
  analyticsHost: string;
  analyticsRoute: AnalyticsRoute | 'none';
  analyticsElsewhere: 'yes' | 'no';
} {
  const analytics = analyticsIn(locale);
  const elsewhere = analytics === 'none' && locales.some((other) => analyticsIn(other) !== 'none');
  return {
    analytics,
    analyticsHost: analytics === 'plausibleSelf' && plausible ? new URL(plausible.host).host : '',
    analyticsRoute: (analytics !== 'none' && routeOf(locale)) || 'none',
    analyticsElsewhere: elsewhere ? 'yes' : 'no',
  };
}

/**
 * The consent banner's texts for a locale's payload, as the banner shows them: its text chosen for
 * this build's service, followed, where the market's law asks for it, by what accepting consents to
 * (`Markets.{market}.{section}.banner`, lib/markets.ts). The banner is plain DOM code and formats nothing itself.
 */
export function formatConsentTexts(locale: Locale, messages: MessageTree, texts: MessageTree): MessageTree {
  const consent = texts.Consent;
  if (!consent || typeof consent !== 'object') return texts;
  // Formatted once per locale: server mode answers every payload request with it (proxy.ts). Under
  // `next dev` (and the editor's preview) it is formatted each time, from the texts as they are edited.
  const text =
    process.env.NODE_ENV === 'development'
      ? bannerText(locale, messages)
      : (bannerTexts[locale] ??= bannerText(locale, messages));
  return { ...texts, Consent: { ...consent, text } };
}

const bannerTexts: Partial<Record<Locale, string>> = {};

function bannerText(locale: Locale, messages: MessageTree): string {
  // A text missing here stops the build rather than showing its key in the banner.
  const t = createTranslator({
    locale,
    messages,
    onError: (error) => {
      throw error;
    },
  }) as unknown as (key: string, values?: object) => string;
  const values = analyticsValues(locale);
  const more = values.analyticsRoute === 'none' ? null : bannerKey(localeInfo(locale).market);
  const text = [t('Consent.text', values), ...(more ? [t(more, values)] : [])].filter(Boolean);
  // Chinese and Japanese sentences follow one another without a space.
  return text.join(/[。！？]$/.test(plainText(text[0])) ? '' : ' ');
}
