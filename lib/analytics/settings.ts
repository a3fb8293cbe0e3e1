/**
 * The analytics settings, read and checked: which service (Google Analytics 4 through
 * NEXT_PUBLIC_GA_ID, or Plausible Analytics through NEXT_PUBLIC_PLAUSIBLE_DOMAIN, on
 * NEXT_PUBLIC_PLAUSIBLE_HOST, plausible.io unless the operator runs its own), and the legal route
 * stated for each market whose law asks for one (docs/markets.md#analytics-by-market). Pure: the
 * build reads them through lib/analytics/config.ts and lib/analytics/markets.ts, and `npm run
 * deploy` judges them before building. A malformed value, or both services, is refused with a
 * message saying so.
 */
import type { Market } from '../markets';

/** Plausible's own service, run by Plausible Insights OÜ in Estonia: the default host. */
const PLAUSIBLE_CLOUD = 'https://plausible.io';

function readGaId(value: string | undefined): string | null {
  const id = value?.trim();
  if (!id) return null;
  if (!/^G-[A-Z0-9]{4,20}$/.test(id))
    throw new Error(`NEXT_PUBLIC_GA_ID must be a GA4 measurement id such as G-ABC123XYZ, got "${id}"`);
  return id;
}

function readPlausible(domain: string | undefined, host: string | undefined): { domain: string; host: string } | null {
  const site = domain?.trim();
  if (!site) return null;
  if (!/^[a-z0-9.-]+$/i.test(site))
    throw new Error(`NEXT_PUBLIC_PLAUSIBLE_DOMAIN must be the site's domain as Plausible knows it, got "${site}"`);
  let origin: string;
  try {
    origin = new URL(host?.trim() || PLAUSIBLE_CLOUD).origin;
  } catch {
    throw new Error(`NEXT_PUBLIC_PLAUSIBLE_HOST must be the http(s) address of a Plausible server, got "${host}"`);
  }
  if (!/^https?:/.test(origin)) throw new Error(`NEXT_PUBLIC_PLAUSIBLE_HOST must be an http(s) address, got "${host}"`);
  return { domain: site, host: origin };
}

/**
 * Which service the build runs, as the texts name it (an ICU `select` value): none, Google
 * Analytics, Plausible's cloud, or a Plausible server that the operator runs at a host of its own.
 */
export type AnalyticsService = 'none' | 'ga' | 'plausibleCloud' | 'plausibleSelf';

/** The configured service from the environment, checked. */
export function readAnalytics(env: Record<string, string | undefined>): {
  service: AnalyticsService;
  gaId: string | null;
  plausible: { domain: string; host: string } | null;
} {
  const gaId = readGaId(env.NEXT_PUBLIC_GA_ID);
  const plausible = readPlausible(env.NEXT_PUBLIC_PLAUSIBLE_DOMAIN, env.NEXT_PUBLIC_PLAUSIBLE_HOST);
  if (gaId && plausible) {
    throw new Error(
      'Set one analytics service, NEXT_PUBLIC_GA_ID or NEXT_PUBLIC_PLAUSIBLE_DOMAIN, not both: the consent ' +
        'banner and the privacy policy name the one service the site runs.',
    );
  }
  const service: AnalyticsService = gaId
    ? 'ga'
    : !plausible
      ? 'none'
      : plausible.host === PLAUSIBLE_CLOUD
        ? 'plausibleCloud'
        : 'plausibleSelf';
  return { service, gaId, plausible };
}

/** The legal routes an operator may state, as settings spell them and as the texts select them. */
const routedMarkets = {
  cn: {
    setting: 'ANALYTICS_CN',
    country: 'China',
    // PIPL art. 39: a separate consent to the transfer, with the recipient's details before it.
    routes: { 'separate-consent': 'separateConsent' },
  },
  kr: {
    setting: 'ANALYTICS_KR',
    country: 'Korea',
    // PIPA art. 28-8(1)1: consent, with the items of art. 28-8(2) before it; art. 28-8(1)5: a
    // country the PIPC recognised as equivalent (the EU/EEA, since 16 September 2025).
    routes: { consent: 'consent', 'eu-recognition': 'euRecognition' },
  },
} as const satisfies Partial<Record<Market, { setting: string; country: string; routes: Record<string, string> }>>;

type RoutedMarket = keyof typeof routedMarkets;
export type AnalyticsRoute = {
  [M in RoutedMarket]: (typeof routedMarkets)[M]['routes'][keyof (typeof routedMarkets)[M]['routes']];
}[RoutedMarket];

export const isRouted = (market: Market): market is RoutedMarket => market in routedMarkets;

/**
 * The route stated for each market that needs one (null: analytics off there), checked: a value
 * that names no route (`on`, `yes`) stops the build and the deploy, with the routes there are.
 */
export function analyticsRoutes(
  env: Record<string, string | undefined>,
  service: AnalyticsService = readAnalytics(env).service,
): Record<RoutedMarket, AnalyticsRoute | null> {
  const chosen = (market: RoutedMarket): AnalyticsRoute | null => {
    const { setting, country, routes } = routedMarkets[market];
    const value = env[setting]?.trim().toLowerCase() ?? '';
    if (!value || value === 'off') return null;
    const route = (routes as Record<string, AnalyticsRoute>)[value];
    const names = Object.keys(routes).join(', ');
    if (!route) {
      throw new Error(
        `${setting} must name the legal route that analytics rest on in ${country} (${names}), or be off; ` +
          `got "${env[setting]}". docs/markets.md#analytics-by-market says what each route means.`,
      );
    }
    if (route === 'euRecognition' && service !== 'plausibleCloud') {
      throw new Error(
        `${setting}=eu-recognition rests on Korea's recognition of the EU (PIPA art. 28-8(1)5): it fits ` +
          "Plausible's cloud, whose servers are in the EU, and not this build's analytics. Use consent instead.",
      );
    }
    return route;
  };
  return { cn: chosen('cn'), kr: chosen('kr') };
}
