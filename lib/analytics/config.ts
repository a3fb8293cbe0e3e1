/**
 * The analytics service of this build, from its settings (lib/analytics/settings.ts): Google
 * Analytics 4 or Plausible Analytics, configured at build time and entirely absent when unset. One
 * at most: the banner and the privacy policy name the one the build runs
 * (docs/operators.md#analytics-after-consent). Read by the browser's code too: Next.js inlines each
 * NEXT_PUBLIC_ setting.
 */
import { readAnalytics } from './settings';

// Named one by one, so that Next.js inlines each into the browser's code.
const configured = readAnalytics({
  NEXT_PUBLIC_GA_ID: process.env.NEXT_PUBLIC_GA_ID,
  NEXT_PUBLIC_PLAUSIBLE_DOMAIN: process.env.NEXT_PUBLIC_PLAUSIBLE_DOMAIN,
  NEXT_PUBLIC_PLAUSIBLE_HOST: process.env.NEXT_PUBLIC_PLAUSIBLE_HOST,
});
export const { gaId, plausible } = configured;
export const analyticsService = configured.service;

/** What the Content-Security-Policy must allow for the configured services, and nothing more. */
export function analyticsSources(): { script: string[]; connect: string[]; img: string[] } {
  const ga = gaId
    ? ['https://www.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com']
    : [];
  return {
    script: gaId ? ['https://www.googletagmanager.com'] : [],
    connect: [...ga, ...(plausible ? [plausible.host] : [])],
    img: ga,
  };
}
