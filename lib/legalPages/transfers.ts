/**
 * The recipients abroad (docs/markets.md#recipients-abroad): who, of those the privacy policy names,
 * processes a reader's data outside the reader's market, in which country, and under which safeguard
 * the operator has put in place. The countries come from what the code knows (Google and Plausible's
 * cloud) or from settings (HOSTING_COUNTRY, API_COUNTRY, ANALYTICS_COUNTRY); the safeguards only from
 * settings (TRANSFERS_GOOGLE, TRANSFERS_HOSTING, TRANSFERS_API, TRANSFERS_ANALYTICS), so that no page
 * claims a safeguard the operator has not stated. Each setting names one route for every market,
 * `clauses`, and may name another for some markets, `clauses,eu:certification,uk:certification`.
 *
 * Pure: it reads the environment it is given. The pages read the build's (lib/legalPages/values.ts),
 * `npm run markets` prints them and `npm run deploy` refuses a recipient abroad without its route.
 */
import type { Market } from '../markets';
import type { AnalyticsRoute, AnalyticsService } from '../analytics/settings';

/**
 * The routes a transfer may rest on, as settings spell them and the texts select them:
 * - `adequacy`: the market's law recognises the recipient's country as protecting data enough;
 * - `clauses`: a contract with the recipient in the market's own form (the EU's standard contractual
 *   clauses, the UK's IDTA or Addendum, the ANPD's clauses, China's standard contract, Japan's
 *   equivalent measures, Korea's outsourcing contract disclosed in the policy);
 * - `certification`: the recipient is certified (the Data Privacy Framework, for the US);
 * - `consent`: the visitor's own consent to the transfer, which the site asks before it happens
 *   (only analytics, in China and Korea, ask one that can carry a transfer alone).
 */
export const safeguards = ['adequacy', 'clauses', 'certification', 'consent'] as const;
export type Safeguard = (typeof safeguards)[number];

export type RecipientKind = 'google' | 'hosting' | 'api' | 'analytics';

export interface Recipient {
  kind: RecipientKind;
  /** The recipient as the texts name it. */
  name: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
}

export interface RecipientAbroad extends Recipient {
  /** The route stated for this market; null where none is: a deploy refuses that. */
  safeguard: Safeguard | null;
  /** The setting that states it. */
  setting: string;
}

/** What each market counts as at home: the countries its law sees no transfer to. */
const EEA = 'AT BE BG CY CZ DE DK EE ES FI FR GR HR HU IE IT LT LU LV MT NL PL PT RO SE SI SK IS LI NO'.split(' ');
const home: Record<Market, readonly string[]> = {
  uk: ['GB'],
  eu: EEA,
  br: ['BR'],
  cn: ['CN'],
  jp: ['JP'],
  kr: ['KR'],
};

/**
 * Where each market's law recognises another country's protection as adequate (the European
 * Commission's and the UK's adequacy decisions, Japan's designation of the EU and the UK, Korea's
 * recognition of the EU in 2025). Brazil and China have recognised none: `adequacy` is refused there.
 * The US is adequate only for certified companies: that is `certification`.
 */
const adequate: Record<Market, readonly string[]> = {
  eu: ['GB', 'JP', 'KR', 'CH', 'CA', 'NZ', 'IL', 'AR', 'UY', 'AD', 'FO', 'GG', 'IM', 'JE'],
  uk: [...EEA, 'JP', 'KR', 'CH', 'CA', 'NZ', 'IL', 'AR', 'UY', 'AD', 'FO', 'GG', 'IM', 'JE', 'GI'],
  br: [],
  cn: [],
  jp: [...EEA, 'GB'],
  kr: EEA,
};

/** Where the site itself asks the visitor's consent to a transfer, so that `consent` can be true. */
function consentAsked(market: Market, kind: RecipientKind, analyticsRoute: AnalyticsRoute | 'none'): boolean {
  // China: PIPL art. 38 asks a route besides the separate consent of art. 39, which sign-up asks
  // whatever the route; analytics alone rest on consent, on the separate-consent route. Korea:
  // analytics on the consent route.
  if (market === 'cn') return kind === 'analytics' && analyticsRoute === 'separateConsent';
  if (market === 'kr') return kind === 'analytics' && analyticsRoute === 'consent';
  return false;
}

const SETTINGS: Record<RecipientKind, string> = {
  google: 'TRANSFERS_GOOGLE',
  hosting: 'TRANSFERS_HOSTING',
  api: 'TRANSFERS_API',
  analytics: 'TRANSFERS_ANALYTICS',
};

/** The countries the code cannot know, with what a development build stands in with. */
const COUNTRY_SETTINGS = {
  hosting: { env: 'HOSTING_COUNTRY', standIn: 'GB' },
  api: { env: 'API_COUNTRY', standIn: 'GB' },
  analytics: { env: 'ANALYTICS_COUNTRY', standIn: 'GB' },
} as const;

/** What a development build states where a route is not set: a deploy never goes with it. */
const STAND_IN: Safeguard = 'clauses';

type Env = Record<string, string | undefined>;

/** A country setting, checked; the stand-in where unset. */
function countryOf(env: Env, kind: keyof typeof COUNTRY_SETTINGS): string {
  const { env: name, standIn } = COUNTRY_SETTINGS[kind];
  const value = env[name]?.trim().toUpperCase() || standIn;
  if (!/^[A-Z]{2}$/.test(value))
    throw new Error(`${name} must be a two-letter country code (ISO 3166-1), such as US or DE; got "${env[name]}"`);
  return value;
}

/** What the build has that sends data somewhere: its settings, as the pages see them. */
export interface Deployment {
  /** The host's name as the legal notice gives it (HOSTING_PROVIDER); null when it is Firebase Hosting. */
  hosting: string | null;
  /** The product API's operator (API_OPERATOR); null without the API. */
  apiOperator: string | null;
  analytics: AnalyticsService;
  /** The Plausible server's host name, where the operator runs one. */
  analyticsHost: string;
}

/** Every recipient the deployment has, with its country. Google's Firebase Hosting is Google. */
export function recipients(env: Env, deployment: Deployment): Recipient[] {
  const list: Recipient[] = [{ kind: 'google', name: 'Google LLC', country: 'US' }];
  if (deployment.hosting) list.push({ kind: 'hosting', name: deployment.hosting, country: countryOf(env, 'hosting') });
  if (deployment.apiOperator) list.push({ kind: 'api', name: deployment.apiOperator, country: countryOf(env, 'api') });
  // Google Analytics is Google's: one recipient. Plausible's cloud runs in Estonia.
  if (deployment.analytics === 'plausibleCloud')
    list.push({ kind: 'analytics', name: 'Plausible Insights OÜ', country: 'EE' });
  if (deployment.analytics === 'plausibleSelf')
    list.push({ kind: 'analytics', name: deployment.analyticsHost, country: countryOf(env, 'analytics') });
  return list;
}

/** The route a setting states for `market`: its own entry (`eu:certification`), or the default. */
function statedRoute(env: Env, kind: RecipientKind, market: Market): Safeguard | null {
  const name = SETTINGS[kind];
  const value = env[name]?.trim().toLowerCase();
  if (!value) return null;
  let route: string | null = null;
  for (const part of value.split(',').map((p) => p.trim())) {
    const [scope, stated] = part.includes(':') ? part.split(':').map((p) => p.trim()) : ['*', part];
    if (!(safeguards as readonly string[]).includes(stated) || (scope !== '*' && !Object.hasOwn(home, scope))) {
      throw new Error(
        `${name} must name a route (${safeguards.join(', ')}), for every market or per market as ` +
          `clauses,eu:certification; got "${env[name]}". docs/markets.md#recipients-abroad says what each means.`,
      );
    }
    if (scope === market || (scope === '*' && route === null)) route = stated;
  }
  return route as Safeguard | null;
}

/**
 * The recipients outside `market`, each with the route stated for it, checked against what the
 * market's law and the site allow: an adequacy the law has not recognised, a certification other than
 * a US company's under the Data Privacy Framework where the EU and the UK look, or a consent the site
 * never asks, is refused with a message naming the setting. `standIn` fills unset routes (a
 * development build); a deploy passes false and refuses what is left null.
 */
export function recipientsAbroad(
  env: Env,
  deployment: Deployment,
  market: Market,
  analyticsRoute: AnalyticsRoute | 'none',
  standIn = true,
): RecipientAbroad[] {
  // China and Korea keep analytics off until a route is stated there: then they send nothing abroad.
  const analyticsOff = (market === 'cn' || market === 'kr') && analyticsRoute === 'none';
  return recipients(env, deployment)
    .filter(({ kind }) => !(kind === 'analytics' && analyticsOff))
    .filter(({ country }) => !home[market].includes(country))
    .map((recipient) => {
      const setting = SETTINGS[recipient.kind];
      // China and Korea: analytics go abroad on the route the operator stated for them
      // (ANALYTICS_CN, ANALYTICS_KR, lib/analytics/settings.ts), and on no other.
      const fromAnalytics =
        recipient.kind === 'analytics' && analyticsRoute !== 'none'
          ? analyticsRoute === 'euRecognition'
            ? 'adequacy'
            : 'consent'
          : null;
      const safeguard = fromAnalytics ?? statedRoute(env, recipient.kind, market) ?? (standIn ? STAND_IN : null);
      if (safeguard) checkRoute(recipient, market, safeguard, setting, analyticsRoute);
      return { ...recipient, safeguard, setting };
    });
}

function checkRoute(
  recipient: Recipient,
  market: Market,
  safeguard: Safeguard,
  setting: string,
  analyticsRoute: AnalyticsRoute | 'none',
) {
  const refuse = (why: string) => {
    throw new Error(
      `${setting} states ${safeguard} for ${recipient.name} (${recipient.country}) in the ${market} market, but ${why}. ` +
        'docs/markets.md#recipients-abroad says which routes each market has.',
    );
  };
  if (safeguard === 'adequacy' && !adequate[market].includes(recipient.country))
    refuse(`that market's law recognises no adequacy of ${recipient.country}`);
  if (safeguard === 'certification' && (market === 'eu' || market === 'uk') && recipient.country !== 'US')
    refuse('certification there is the Data Privacy Framework, for companies in the US');
  if (safeguard === 'certification' && market === 'br') refuse('the ANPD has recognised no certification yet');
  if (safeguard === 'consent' && !consentAsked(market, recipient.kind, analyticsRoute))
    refuse('the site asks no consent to that transfer there');
}

/** The settings a deploy still lacks: a route for each recipient abroad, per served market. */
export function missingTransferSettings(
  env: Env,
  deployment: Deployment,
  served: readonly { market: Market; analyticsRoute: AnalyticsRoute | 'none' }[],
): string[] {
  const missing = new Set<string>();
  for (const { market, analyticsRoute } of served)
    for (const { safeguard, setting } of recipientsAbroad(env, deployment, market, analyticsRoute, false))
      if (!safeguard) missing.add(setting);
  for (const kind of ['hosting', 'api', 'analytics'] as const) {
    const needed =
      kind === 'hosting'
        ? deployment.hosting
        : kind === 'api'
          ? deployment.apiOperator
          : deployment.analytics === 'plausibleSelf';
    if (needed && !env[COUNTRY_SETTINGS[kind].env]?.trim()) missing.add(COUNTRY_SETTINGS[kind].env);
  }
  return [...missing];
}

/** The hosts whose company the code knows, and its country: the host's own settings must agree. */
const knownHosts: Partial<Record<string, { company: string; country: string }>> = {
  firebase: { company: 'Google LLC', country: 'US' },
  cloudflare: { company: 'Cloudflare, Inc.', country: 'US' },
  netlify: { company: 'Netlify, Inc.', country: 'US' },
};

/**
 * The settings a build for `host` is given besides the operator's: the country of a host whose
 * company the code knows, where the operator has not stated it (npm run deploy, npm run markets).
 */
export function hostSettings(env: Env, host: string): Env {
  const known = knownHosts[host];
  return known && host !== 'firebase' && !env.HOSTING_COUNTRY?.trim() ? { HOSTING_COUNTRY: known.country } : {};
}

/**
 * What a deploy to `host` lacks or states wrongly about the recipients abroad of the markets it
 * serves (`served`: each market with the analytics route stated there): one message naming every
 * setting to give, or null. Cloudflare and Netlify are US companies, and Firebase Hosting is Google's.
 */
export function transferProblem(
  env: Env,
  host: string,
  deployment: Deployment,
  served: readonly { market: Market; analyticsRoute: AnalyticsRoute | 'none' }[],
): string | null {
  const known = knownHosts[host];
  const stated = env.HOSTING_COUNTRY?.trim().toUpperCase();
  if (known && host !== 'firebase' && stated && stated !== known.country) {
    return (
      `HOSTING_COUNTRY is ${stated}, but ${known.company} runs ${host} from ${known.country}: the privacy policies ` +
      `would place the host wrongly. Set HOSTING_COUNTRY=${known.country}.`
    );
  }
  const missing = missingTransferSettings({ ...env, ...hostSettings(env, host) }, deployment, served);
  if (!missing.length) return null;
  return (
    `Set ${missing.join(', ')}: the privacy policy names every recipient outside each served market with its ` +
    'country and the safeguard you have put in place for it, and states none you have not ' +
    '(docs/markets.md#recipients-abroad; `npm run markets` shows them per market).'
  );
}
