import { readdirSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { lookup } from 'mrmime';
import { DOCUMENT_ASSETS_DIR, PAYLOAD_FILE } from '../../lib/hosting/buildFiles';
import { contentSecurityPolicy, headersFor } from '../../lib/hosting/routeRules';
import { frameworkHeaders } from '../../lib/hosting/serverHeaders';
import { routeUrl, type ServerPages } from '../../lib/hosting/serverManifest';
import { cookieValue, serverDecision } from '../../lib/hosting/serverRouting';
import { LOCALE_COOKIE } from '../../lib/i18n/cookie';
import { defaultLocale, localeInfo } from '../../lib/i18n/locales';
import {
  prepareAnswer,
  prepareNotFound,
  sendNotFound,
  sendPrepared,
  type NotFoundAnswer,
  type PreparedAnswer,
} from './preparedAnswers';

/**
 * Server mode's fast path (docs/operators.md#server-mode), in front of Next.js in
 * scripts/startServer.ts: everything the build wrote that server mode answers as it is (the
 * documents and the pages their checks left out, the payloads, the 404 pages, what documents load
 * from `/_documents/`, Next.js's hashed files under `/_next/static/`) is made into answers once, at
 * start, and sent from memory, compressed ahead, with the headers and policies proxy.ts gives them.
 * What to answer is decided where proxy.ts decides it (lib/hosting/serverRouting.ts); Next.js is
 * left what it must render (the sign-in and account screens), its own paths and files, and any
 * path that it would first rewrite (`//`, `\`, dot segments, a byte outside ASCII).
 */
export type FastPath = (req: IncomingMessage, res: ServerResponse) => boolean;

const HASHED_FILES = '/_next/static/';

/** A file's type by its name, UTF-8 named for text. */
function typeOf(file: string): string {
  const type = lookup(file) ?? 'application/octet-stream';
  return /^text\/|^application\/(json|javascript)$/.test(type) ? `${type}; charset=utf-8` : type;
}

/** Every file below `dir`, by its URL path under `urlDir`. */
function filesBelow(dir: string, urlDir: string): [string, string][] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      return [urlDir + path.relative(dir, file).split(path.sep).join('/'), file];
    });
}

/**
 * A path that Next.js would take as it is: printable ASCII, without a doubled slash, a backslash
 * or a dot segment (`.`, `..`, percent-encoded or not), which Next.js redirects or resolves first.
 */
export function isPlainPath(pathname: string): boolean {
  return /^\/[\x21-\x7e]*$/.test(pathname) && !/\/\/|\\/.test(pathname) && !/\/(?:\.|%2e){1,2}(?=\/|$)/i.test(pathname);
}

/** The answers of a build in `distDir` (`.next-server/`) with its manifest, made once. */
export function createFastPath(distDir: string, pages: ServerPages): FastPath {
  const policyOf = (route: string) => contentSecurityPolicy({ scripts: pages.scriptSrc[route] });
  const html = 'text/html; charset=utf-8';
  const documents = new Map<string, PreparedAnswer>();
  for (const [route, body] of Object.entries(pages.documents)) {
    const url = routeUrl(route);
    const headers = { ...headersFor(url), 'Content-Type': html, 'Content-Security-Policy': policyOf(route) };
    documents.set(route, prepareAnswer(200, headers, body, url === '/' ? 'Cookie, Accept-Language' : undefined));
  }
  const leftOut = new Map<string, PreparedAnswer>();
  for (const [route, { status, html: body, scriptSrc }] of Object.entries(pages.leftOut)) {
    const headers = {
      ...headersFor(route),
      'Content-Type': html,
      'Content-Security-Policy': contentSecurityPolicy({ scripts: scriptSrc }),
    };
    leftOut.set(route, prepareAnswer(status, headers, body));
  }
  const payloads = new Map<string, PreparedAnswer>();
  for (const [url, body] of Object.entries(pages.payloads)) {
    const file = (url === '/' ? '' : url) + PAYLOAD_FILE;
    payloads.set(url, prepareAnswer(200, { ...headersFor(file), 'Content-Type': 'application/json' }, body));
  }
  const notFound = new Map<string, NotFoundAnswer>();
  for (const [segment, body] of Object.entries(pages.notFound)) {
    const route = `/${segment}/404`;
    notFound.set(
      segment,
      prepareNotFound({ ...headersFor(route), 'Content-Type': html, 'Content-Security-Policy': policyOf(route) }, body),
    );
  }
  const files = new Map<string, PreparedAnswer>();
  for (const [url, file] of filesBelow(path.join(distDir, DOCUMENT_ASSETS_DIR), DOCUMENT_ASSETS_DIR)) {
    files.set(url, prepareAnswer(200, { ...headersFor(url), 'Content-Type': typeOf(file) }, readFileSync(file)));
  }
  // As Next.js serves them: its headers (next.config.ts), immutable.
  const framework = frameworkHeaders();
  const hashedHeaders = { ...framework, 'Cache-Control': headersFor(HASHED_FILES)['Cache-Control'] };
  for (const [url, file] of filesBelow(path.join(distDir, 'static'), HASHED_FILES)) {
    files.set(url, prepareAnswer(200, { ...hashedHeaders, 'Content-Type': typeOf(file) }, readFileSync(file)));
  }
  const defaultSegment = localeInfo(defaultLocale).segment;

  return (req, res) => {
    const url = req.url ?? '';
    const at = url.indexOf('?');
    const pathname = at < 0 ? url : url.slice(0, at);
    if (!isPlainPath(pathname)) return false;
    // Hashed files pass no proxy (proxy.ts's matcher): one Next.js has not built is its own 404.
    if (pathname.startsWith(HASHED_FILES)) {
      const file = files.get(pathname);
      if (file) sendPrepared(req, res, file);
      return Boolean(file);
    }
    const decision = serverDecision(pathname, pages, {
      localeCookie: cookieValue(req.headers.cookie, LOCALE_COOKIE),
      acceptLanguage: req.headers['accept-language'],
    });
    let answer: PreparedAnswer | undefined;
    switch (decision.kind) {
      case 'redirect': {
        // The query as Next.js's URL keeps it, percent-encoded where a header could not carry it.
        const search = at < 0 ? '' : new URL(url.slice(at), 'http://site.invalid/').search;
        res.writeHead(decision.status, {
          ...framework,
          Location: decision.location + search,
          ...(decision.vary && { Vary: decision.vary }),
        });
        res.end();
        return true;
      }
      case 'document':
        answer = documents.get(decision.route);
        break;
      case 'leftOut':
        answer = leftOut.get(decision.route);
        break;
      case 'payload':
        answer = payloads.get(decision.url);
        break;
      case 'documentAsset':
        answer = files.get(pathname);
        if (!answer) return notFoundAnswer(defaultSegment);
        break;
      case 'notFound':
        return notFoundAnswer(decision.segment);
    }
    if (answer) sendPrepared(req, res, answer);
    return Boolean(answer);

    function notFoundAnswer(segment: string): boolean {
      const page = notFound.get(segment);
      if (page) sendNotFound(req, res, page, pathname);
      return Boolean(page);
    }
  };
}
