import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DOCUMENT_ASSETS_DIR } from './buildFiles';
import { defaultLocale, localeInfo } from '../i18n/locales';
import { splitLocale } from '../i18n/paths';
import type { PageFailure } from '../pages/checks';
import type { RedirectTable } from './redirects';

/**
 * Server mode's prerendered pages as proxy.ts serves them: the script-src directive of each page,
 * naming exactly its inline scripts by hash (so that no inline script runs unless the policy names
 * it), and each locale's prerendered 404 page, which answers every unknown path under that locale
 * at the cost of a page, not of a render. `npm run build:server` writes them after `next build`
 * (scripts/export/steps.ts, writeServerPages).
 */
export const SERVER_DIST_DIR = '.next-server';
export const SERVER_PAGES_FILE = 'slimstart-pages.json';

export interface ServerPages {
  /** script-src by route path as Next.js prerendered it (`/en/faq`, `/de`, `/de/404`). */
  scriptSrc: Record<string, string>;
  /** The 404 page of each locale, by URL segment (`en` for English). */
  notFound: Record<string, string>;
  /**
   * The pages that their checks left out (docs/design.md#page-checks), by route path: the error
   * page each prerendered, and the status and text it is answered with.
   */
  leftOut: Record<string, PageFailure & { html: string; scriptSrc: string }>;
  /** The files Next.js serves besides pages (`/robots.txt`, `/builds/latest.json`…): every other path is a 404 of ours. */
  files: string[];
  /**
   * The pages that ship as documents (docs/design.md#documents), by route path: the HTML the
   * documents step made of each, which proxy.ts answers in place of Next.js's.
   */
  documents: Record<string, string>;
  /** Each built page's payload (lib/hosting/buildFiles.ts) by its page's URL, as the export writes it. */
  payloads: Record<string, string>;
  /** The moved addresses the build resolved (lib/hosting/redirects.ts), as it stamped them into the bundles. */
  redirects: RedirectTable;
}

/** The route path under which Next.js prerenders a page's URL: English pages live in the `en` segment. */
export function serverRoute(url: string): string {
  if (splitLocale(url).locale !== defaultLocale) return url;
  return `/${localeInfo(defaultLocale).segment}${url === '/' ? '' : url}`;
}

/** The URL a route path of server mode answers: `serverRoute`'s inverse (`/en/faq` → `/faq`). */
export function routeUrl(route: string): string {
  const prefix = `/${localeInfo(defaultLocale).segment}`;
  if (route === prefix) return '/';
  return route.startsWith(`${prefix}/`) ? route.slice(prefix.length) : route;
}

let loaded: ServerPages | null | undefined;

/**
 * The manifest of the running build (read once, from the folder the server runs in); null under
 * `next dev`, where pages are rendered on demand and carry other scripts.
 */
export function serverPages(): ServerPages | null {
  if (loaded === undefined) {
    const file = path.join(process.cwd(), SERVER_DIST_DIR, SERVER_PAGES_FILE);
    const production = process.env.NODE_ENV === 'production';
    loaded = production && existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
    // Then no page's policy names its inline scripts: the pages show, but none comes alive.
    if (production && !loaded) console.error(`${file} is missing: build with \`npm run build:server\`.`);
  }
  return loaded ?? null;
}

const documentAssetTypes: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

/**
 * A file of what documents load (`/_documents/{name}`: an island, the stylesheet), as the build
 * wrote it into the server's folder, with its type; null for any other name.
 */
export function documentAsset(pathname: string): { body: Buffer; type: string } | null {
  const name = pathname.slice(DOCUMENT_ASSETS_DIR.length);
  const type = documentAssetTypes[path.extname(name)];
  if (!pathname.startsWith(DOCUMENT_ASSETS_DIR) || !/^[\w.-]+$/.test(name) || !type) return null;
  const file = path.join(process.cwd(), SERVER_DIST_DIR, DOCUMENT_ASSETS_DIR, name);
  return existsSync(file) ? { body: readFileSync(file), type } : null;
}
