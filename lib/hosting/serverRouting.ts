import { detectRedirect, parseAcceptLanguage } from '../i18n/detect';
import { defaultLocale, localeInfo, servedLocaleTable, type Locale } from '../i18n/locales';
import { splitLocale } from '../i18n/paths';
import { pageFailure } from '../pages/built';
import { versionPageAt } from '../pages/legalVersions';
import { allPages, type Page } from '../pages/routes';
import { decodeOrNull } from '../url';
import { DOCUMENT_ASSETS_DIR, PAYLOAD_FILE } from './buildFiles';
import { everyPageFile } from './exportedFiles';
import { redirectFor } from './redirects';
import { analyticsAllowedOn } from './routeRules';
import { serverRoute, type ServerPages } from './serverManifest';

/**
 * What server mode answers a GET or HEAD of a path with, decided in one place for both of its
 * servers: proxy.ts, which Next.js runs (and `next dev`), and the fast path in front of Next.js
 * (scripts/serve/fastPath.ts), which answers what the build wrote from memory
 * (docs/operators.md#server-mode). Each answers a decision its own way; neither decides anything
 * of its own.
 */
export type ServerDecision =
  /** `location` is a path of this site; the request's query is added to it. */
  | { kind: 'redirect'; status: number; location: string; vary?: string }
  /** The path is not valid percent-encoded UTF-8. */
  | { kind: 'badRequest' }
  /** A page's payload (lib/hosting/buildFiles.ts), `url` its page's URL. */
  | { kind: 'payload'; url: string; page: Page; locale: Locale }
  /** What documents load (`/_documents/{name}`), or a 404 where the build wrote no such file. */
  | { kind: 'documentAsset' }
  /** Next.js's own paths (`/_next/…`): Next.js answers, with its not-found page's policy. */
  | { kind: 'framework' }
  /** A file the build made besides pages (`/robots.txt`, `/builds/latest.json`…): Next.js serves it. */
  | { kind: 'file' }
  /** The locale's prerendered 404 page, the path in it; `segment` is the locale's URL segment. */
  | { kind: 'notFound'; segment: string }
  /** A page its check left out (docs/design.md#page-checks): its error page, under the check's status. */
  | { kind: 'leftOut'; route: string }
  /** A document (docs/design.md#documents), as the build stripped it. */
  | { kind: 'document'; route: string; vary?: string }
  /** An application screen: Next.js renders `route` (rewritten to it when `rewrite`). */
  | { kind: 'render'; route: string; rewrite: boolean; analytics: boolean; vary?: string };

/** What of the request decides besides its path. */
export interface RequestFacts {
  /** The NEXT_LOCALE cookie's value, as Next.js reads it (cookieValue). */
  localeCookie: string | undefined;
  acceptLanguage: string | null | undefined;
}

const defaultSegment = localeInfo(defaultLocale).segment;
/** The root page's answer varies with what detection reads (docs/design.md#locale-detection). */
const DETECTION_VARY = 'Cookie, Accept-Language';

/** `/en` or `/en/…`: English is served without its prefix, so a typed one names no page. */
const hasDefaultPrefix = (path: string) => path === `/${defaultSegment}` || path.startsWith(`/${defaultSegment}/`);

let pageUrlByFile: Map<string, string> | undefined;

/**
 * The decision for `pathname` (as the request line has it, percent-encoded). `pages` is the
 * running build's manifest, null under `next dev`, which knows nothing of the files.
 */
export function serverDecision(pathname: string, pages: ServerPages | null, request: RequestFacts): ServerDecision {
  // A moved address (redirects.json, docs/operators.md#redirects), before any rule that would call
  // it unknown: the build's table, which the manifest keeps for a server outside the bundle.
  const moved = pages ? redirectFor(pathname, pages.redirects) : redirectFor(pathname);
  if (moved) return { kind: 'redirect', ...moved };
  if (pathname === '/') {
    const target = detectRedirect(
      servedLocaleTable,
      defaultLocale,
      request.localeCookie,
      parseAcceptLanguage(request.acceptLanguage),
    );
    // The target path comes from the locale table alone.
    if (target) return { kind: 'redirect', status: 307, location: target, vary: DETECTION_VARY };
  }
  if (pathname.endsWith(PAYLOAD_FILE)) return payload(pathname.slice(0, -PAYLOAD_FILE.length) || '/');
  // Next.js itself would fail to decode it and answer 500: it is the request that is wrong.
  if (decodeOrNull(pathname) === null) return { kind: 'badRequest' };
  // What documents load instead of the framework (docs/design.md#documents).
  if (pathname.startsWith(DOCUMENT_ASSETS_DIR)) return { kind: 'documentAsset' };
  // Next.js's own requests, and the files the build made: the build manifest, the icons, the
  // sitemap, robots… Any other path, `/wp-login.php` as much as `/de/nope`, is a 404 of ours, never a render.
  if (pathname.startsWith('/_next/')) return { kind: 'framework' };
  // Under `next dev` nothing is prerendered, so nothing is known of the files: they pass by their look.
  if (
    pages
      ? pages.files.includes(pathname)
      : /^\/(builds|icons)\/|^\/([^/]+\/)?og-image\.png$|^\/[^/]+\.[^/]+$/.test(pathname)
  ) {
    return { kind: 'file' };
  }
  // A page's file name in the export (`/faq.html`, `/index.html`), as on every host: a permanent
  // redirect to its URL.
  pageUrlByFile ??= new Map(everyPageFile().map(({ url, file }) => [`/${file}`, url]));
  const byFile = pageUrlByFile.get(pathname);
  if (byFile) return { kind: 'redirect', status: 301, location: byFile };

  // The trailing-slash rule of every host (tests/e2e/hosts.spec.ts): a permanent redirect to the
  // page without it, and a 404 where there is none (next.config.ts turns Next.js's own 308 off).
  const trimmed = pathname.replace(/\/+$/, '') || '/';
  const { locale, path } = splitLocale(trimmed);
  const segment = localeInfo(locale).segment;
  // A legal version's page is built where its text's page is (lib/pages/legalVersions.ts).
  const version = versionPageAt(path);
  const page = allPages.find((p) => p.path === path) ?? version?.page;
  if (hasDefaultPrefix(trimmed) || !page || (version && pageFailure(locale, page)))
    return { kind: 'notFound', segment };
  // Only a known page is a redirect target, so the Location can never name another host.
  if (trimmed !== pathname) return { kind: 'redirect', status: 301, location: trimmed };

  // English has no prefix: its pages live in the `en` segment.
  const route = serverRoute(pathname);
  const vary = pathname === '/' ? DETECTION_VARY : undefined;
  // A page its check left out at build time: the check's status and the error page it prerendered.
  if (pageFailure(locale, page) && pages?.leftOut[route]) return { kind: 'leftOut', route };
  // A document: the page without the framework, as the export ships it (docs/design.md#documents).
  if (pages?.documents[route]) return { kind: 'document', route, vary };
  return { kind: 'render', route, rewrite: locale === defaultLocale, analytics: analyticsAllowedOn(route), vary };
}

/** A page's payload: for a page that is built, in its locale; anything else is a 404. */
function payload(pagePath: string): ServerDecision {
  const { locale, path } = splitLocale(pagePath);
  const page = allPages.find((p) => p.path === path);
  if (!page || hasDefaultPrefix(pagePath) || pageFailure(locale, page)) {
    return { kind: 'notFound', segment: localeInfo(locale).segment };
  }
  return { kind: 'payload', url: pagePath, page, locale };
}

/**
 * A cookie's value from a Cookie header, as Next.js's `request.cookies.get(name)` reads it in
 * proxy.ts (pairs split at `;`, the value percent-decoded, one that does not decode skipped, the
 * last of a name winning), so that both of server mode's servers detect alike.
 */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  let value: string | undefined;
  for (const pair of (header ?? '').split(/; */)) {
    const at = pair.indexOf('=');
    if (at === -1) {
      if (pair === name) value = 'true';
      continue;
    }
    if (pair.slice(0, at) !== name) continue;
    value = decodeOrNull(pair.slice(at + 1)) ?? value;
  }
  return value;
}
