import { analyticsSources } from '../analytics/config';
import { apiBaseUrl } from '../api/config';
import { isAccountScreen } from '../pages/built';
import { firebaseSources } from '../firebase/config';
import { functionsSources } from '../firebase/functions';
import { siteUrl } from '../site';
import { BUILD_META_DIR, DOCUMENT_ASSETS_DIR, LATEST_BUILD_PATH } from './buildFiles';

/**
 * The route rules of the built site (docs/spec.md#7-the-calls-it-makes, "route rules"): response headers by path.
 * One source for the `npm start` server, server mode (next.config.ts), the Firebase Hosting and
 * nginx configs written at export, and the build manifest. Which pages ship as documents, without
 * the framework's scripts, is the `noScripts` rule beside these (lib/hosting/documents.ts).
 */
export interface RouteRule {
  headers: Record<string, string>;
}

const revalidate = 'public, max-age=0, must-revalidate';
const immutable = 'public, max-age=31536000, immutable';

/**
 * The Content-Security-Policy, with `default-src 'self'` for whatever no directive names. Scripts are
 * governed per page, by the hashes of exactly that page's inline scripts (scripts/build.ts computes
 * them): server mode's proxy.ts sends them in the header of each page it serves (`scripts` is then
 * that page's script-src directive); the export writes them into each page's `<meta>` policy
 * (`inMeta`: the whole policy, since its `default-src` would otherwise refuse what the header
 * allows, but for `frame-ancestors`, which a meta policy cannot carry). A static host's header
 * cannot know a page's hashes, so its script-src allows inline scripts: both policies apply, and an
 * inline script runs only when the page's own meta policy names it.
 */
export function contentSecurityPolicy({
  scripts = scriptSources(["'unsafe-inline'"]),
  inMeta = false,
  analytics: withAnalytics = true,
}: { scripts?: string; inMeta?: boolean; analytics?: boolean } = {}): string {
  // The API, Firebase (with the functions' callable) and the analytics services live on origins of
  // their own; a page where no analytics runs (`analytics: false`) names none of the latter.
  const analytics = withAnalytics ? analyticsSources() : { connect: [], img: [] };
  const firebase = firebaseSources();
  const connect = [
    "'self'",
    ...(apiBaseUrl ? [new URL(apiBaseUrl).origin] : []),
    ...firebase.connect,
    ...functionsSources(),
    ...analytics.connect,
  ];
  return [
    "default-src 'self'",
    "base-uri 'self'",
    "object-src 'none'",
    // No one may frame the site. The editor's preview, the one page framed, is served by a server of
    // its own, which names the editor there (editor/preview/framing.ts).
    ...(inMeta ? [] : ["frame-ancestors 'none'"]),
    "form-action 'self'",
    ["img-src 'self' data: blob:", ...analytics.img].join(' '),
    "font-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `connect-src ${connect.join(' ')}`,
    `frame-src ${firebase.frame.join(' ')}`,
    "manifest-src 'self'",
    "worker-src 'self'",
    scripts,
  ].join('; ');
}

/**
 * The script-src directive: the site, Google sign-in's loader, the analytics script hosts (but on
 * a page where no analytics runs), and what is added.
 */
export function scriptSources(extra: string[], analytics = true): string {
  const services = analytics ? analyticsSources().script : [];
  return ["script-src 'self'", ...firebaseSources().script, ...services, ...extra].join(' ');
}

/**
 * Whether the page at `pathname` may name the analytics services in its policy: not the sign-in
 * and account screens, which hold the visitor's tokens and where no service runs
 * (lib/analytics/placement.ts), so their own policy lets none load, whatever a script asks.
 */
export function analyticsAllowedOn(pathname: string): boolean {
  return !isAccountScreen(pathname);
}

/**
 * HSTS for a site that lives on https (SITE_URL): a year, this host only, since the operator's other
 * subdomains may not all be on https. Browsers ignore it over plain http, where it is not sent.
 */
export function strictTransportSecurity(site: URL): Record<string, string> {
  return site.protocol === 'https:' ? { 'Strict-Transport-Security': 'max-age=31536000' } : {};
}

function securityHeaders(): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    // Older browsers' frame-ancestors.
    'X-Frame-Options': 'DENY',
    // Isolated from the windows it opens, except its own popups: Google's sign-in popup must still
    // report back (signInWithPopup).
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
    ...strictTransportSecurity(siteUrl),
  };
}

/** From the most general to the most specific: later rules override earlier ones. */
export const routeRules: Record<string, RouteRule> = {
  '/**': { headers: { 'Cache-Control': revalidate, ...securityHeaders() } },
  '/_next/static/**': { headers: { 'Cache-Control': immutable } },
  [`${DOCUMENT_ASSETS_DIR}**`]: { headers: { 'Cache-Control': immutable } },
  [`${BUILD_META_DIR}**`]: { headers: { 'Cache-Control': immutable } },
  [LATEST_BUILD_PATH]: { headers: { 'Cache-Control': 'no-cache' } },
};

/** Whether a rule's pattern (`/**` for a whole subtree, else an exact path) covers a URL path. */
function ruleMatches(pattern: string, urlPath: string): boolean {
  return pattern.endsWith('/**') ? urlPath.startsWith(pattern.slice(0, -2)) : urlPath === pattern;
}

/** The headers of a URL path: every matching rule, in order. */
export function headersFor(urlPath: string, rules: Record<string, RouteRule> = routeRules): Record<string, string> {
  return Object.entries(rules)
    .filter(([pattern]) => ruleMatches(pattern, urlPath))
    .reduce<Record<string, string>>((headers, [, rule]) => ({ ...headers, ...rule.headers }), {});
}
