/**
 * The two analytics services, each configured at build time and entirely absent when unset:
 * Google Analytics 4 (NEXT_PUBLIC_GA_ID) and Plausible Analytics (NEXT_PUBLIC_PLAUSIBLE_DOMAIN, on
 * NEXT_PUBLIC_PLAUSIBLE_HOST, plausible.io unless the site hosts its own). A malformed value stops
 * the build with a message saying so.
 */
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
    origin = new URL(host?.trim() || 'https://plausible.io').origin;
  } catch {
    throw new Error(`NEXT_PUBLIC_PLAUSIBLE_HOST must be the http(s) address of a Plausible server, got "${host}"`);
  }
  if (!/^https?:/.test(origin)) throw new Error(`NEXT_PUBLIC_PLAUSIBLE_HOST must be an http(s) address, got "${host}"`);
  return { domain: site, host: origin };
}

export const gaId = readGaId(process.env.NEXT_PUBLIC_GA_ID);
export const plausible = readPlausible(
  process.env.NEXT_PUBLIC_PLAUSIBLE_DOMAIN,
  process.env.NEXT_PUBLIC_PLAUSIBLE_HOST,
);
export const analyticsEnabled = Boolean(gaId || plausible);

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
