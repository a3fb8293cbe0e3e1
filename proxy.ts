import { NextResponse, type NextRequest } from 'next/server';
import { LOCALE_COOKIE } from '@/lib/i18n/cookie';
import { detectRedirect, parseAcceptLanguage } from '@/lib/i18n/detect';
import { defaultLocale, localeInfo, servedLocaleTable } from '@/lib/i18n/locales';
import { splitLocale } from '@/lib/i18n/paths';
import { loadMessages } from '@/lib/i18n/messages';
import { decodeOrNull } from '@/lib/url';
import { isAllowedMethod, methodNotAllowed } from '@/lib/hosting/httpMethods';
import { redirectFor } from '@/lib/hosting/redirects';
import { everyPageFile } from '@/lib/hosting/exportedFiles';
import { PAYLOAD_FILE } from '@/lib/hosting/buildFiles';
import { pagePayload } from '@/lib/hosting/pagePayload';
import { buildId } from '@/lib/buildWatch/runningBuild';
import { fillRequestedPath } from '@/lib/hosting/notFoundSlot';
import { analyticsAllowedOn, contentSecurityPolicy, headersFor } from '@/lib/hosting/routeRules';
import { documentAsset, serverPages, serverRoute, type ServerPages } from '@/lib/hosting/serverManifest';
import { DOCUMENT_ASSETS_DIR } from '@/lib/hosting/buildFiles';
import { pageFailure } from '@/lib/pages/built';
import { allPages } from '@/lib/pages/routes';
import { versionPageAt } from '@/lib/pages/legalVersions';

const defaultSegment = localeInfo(defaultLocale).segment;

/** `/en` or `/en/…`: English is served without its prefix, so a typed one names no page. */
const hasDefaultPrefix = (path: string) => path === `/${defaultSegment}` || path.startsWith(`/${defaultSegment}/`);
const pageUrlByFile = new Map(everyPageFile().map(({ url, file }) => [`/${file}`, url]));

/**
 * Server mode only (`npm run start:server`, scripts/startServer.ts); the static export ignores it. In order: only GET and
 * HEAD get through; a moved address redirects (lib/hosting/redirects.ts); language detection on `/` (docs/design.md#locale-detection); unprefixed English URLs map
 * onto the `[locale]` segment; each prerendered page gets a policy naming exactly its inline
 * scripts; a document is answered as the build stripped it, with its islands; every other path is answered from its locale's prerendered 404 page, with the path
 * filled in, at the cost of a page (lib/hosting/serverManifest.ts).
 * @see https://nextjs.org/docs/app/api-reference/file-conventions/proxy
 */
export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  if (!isAllowedMethod(request.method)) {
    const { body, ...init } = methodNotAllowed();
    return new NextResponse(body, init);
  }
  // A moved address (redirects.json, docs/operators.md#redirects), before any rule that would call it unknown.
  const moved = redirectFor(pathname);
  if (moved) return NextResponse.redirect(new URL(moved.location + search, request.url), moved.status);
  if (pathname === '/') {
    const target = detectRedirect(
      servedLocaleTable,
      defaultLocale,
      request.cookies.get(LOCALE_COOKIE)?.value,
      parseAcceptLanguage(request.headers.get('accept-language')),
    );
    // The target path comes from the locale table alone, and the URL keeps this request's origin.
    if (target) {
      const response = NextResponse.redirect(new URL(target + search, request.url), 307);
      response.headers.set('Vary', 'Cookie, Accept-Language');
      return response;
    }
  }

  if (pathname.endsWith(PAYLOAD_FILE)) return payload(request, pathname.slice(0, -PAYLOAD_FILE.length) || '/');

  if (!isWellFormed(pathname)) {
    // Next.js itself would fail to decode it and answer 500: it is the request that is wrong.
    return new NextResponse('Bad Request: the path is not valid percent-encoded UTF-8.', {
      status: 400,
      headers: { ...headersFor('/'), 'Content-Type': 'text/plain; charset=utf-8' },
    });
  }
  // Next.js's own requests, and the files the build made: the build manifest, the icons, the
  // sitemap, robots… Any other path, `/wp-login.php` as much as `/de/nope`, is a 404 of ours, never a
  // render. Should Next.js answer one of its own paths with its root 404, that page's policy names
  // its inline scripts too.
  const pages = serverPages();
  // What documents load instead of the framework, from the server's folder (docs/design.md#documents).
  if (pathname.startsWith(DOCUMENT_ASSETS_DIR)) {
    const asset = documentAsset(pathname);
    if (!asset) return notFound(request, localeInfo(defaultLocale).segment);
    return new NextResponse(request.method === 'HEAD' ? null : new Uint8Array(asset.body), {
      headers: { ...headersFor(pathname), 'Content-Type': asset.type },
    });
  }
  if (pathname.startsWith('/_next/'))
    return withScriptPolicy(NextResponse.next(), pages?.scriptSrc['/_not-found'], true);
  // Under `next dev` nothing is prerendered, so nothing is known of the files: they pass by their look.
  if (
    pages
      ? pages.files.includes(pathname)
      : /^\/(builds|icons)\/|^\/([^/]+\/)?og-image\.png$|^\/[^/]+\.[^/]+$/.test(pathname)
  ) {
    return NextResponse.next();
  }

  // A page's file name in the export (`/faq.html`, `/index.html`), as on every host: a permanent
  // redirect to its URL.
  const byFile = pageUrlByFile.get(pathname);
  if (byFile) return NextResponse.redirect(new URL(byFile + search, request.url), 301);

  // The trailing-slash rule of every host (tests/e2e/hosts.spec.ts): a permanent redirect to the
  // page without it, and a 404 where there is none (next.config.ts turns Next.js's own 308 off).
  const trimmed = pathname.replace(/\/+$/, '') || '/';
  const { locale, path } = splitLocale(trimmed);
  const typedDefaultPrefix = hasDefaultPrefix(trimmed);
  const segment = localeInfo(locale).segment;
  // A legal version's page is built where its text's page is (lib/pages/legalVersions.ts).
  const version = versionPageAt(path);
  const page = allPages.find((p) => p.path === path) ?? version?.page;
  if (typedDefaultPrefix || !page || (version && pageFailure(locale, page))) return notFound(request, segment);
  // Only a known page is a redirect target, so the Location can never name another host.
  if (trimmed !== pathname) return NextResponse.redirect(new URL(trimmed + search, request.url), 301);

  // English has no prefix: its pages live in the `en` segment.
  const route = serverRoute(pathname);
  // A page its check left out at build time: the check's status and the error page it prerendered.
  const leftOut = pageFailure(locale, page) && pages?.leftOut[route];
  if (leftOut) return leftOutPage(request, route, leftOut);
  // A document: the page without the framework, as the export ships it (docs/design.md#documents).
  const document = pages?.documents[route];
  if (document) {
    return new NextResponse(request.method === 'HEAD' ? null : document, {
      headers: {
        ...headersFor(pathname),
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Security-Policy': contentSecurityPolicy({ scripts: pages.scriptSrc[route] }),
        ...(pathname === '/' ? { Vary: 'Cookie, Accept-Language' } : {}),
      },
    });
  }
  const response = withScriptPolicy(
    locale === defaultLocale ? NextResponse.rewrite(new URL(route + search, request.url)) : NextResponse.next(),
    pages?.scriptSrc[route],
    analyticsAllowedOn(route),
  );
  if (pathname === '/') response.headers.set('Vary', 'Cookie, Accept-Language');
  return response;
}

/**
 * The page's own policy, naming its inline scripts, in place of next.config.ts's, which names none;
 * on the account screens, no analytics host either.
 */
function withScriptPolicy(response: NextResponse, scriptSrc: string | undefined, analytics: boolean): NextResponse {
  if (scriptSrc)
    response.headers.set('Content-Security-Policy', contentSecurityPolicy({ scripts: scriptSrc, analytics }));
  return response;
}

/**
 * Any path under a locale that is no page: that locale's prerendered 404 page with the path in
 * it. Under `next dev`, which prerenders nothing, the locale's catch-all route renders it.
 */
function notFound(request: NextRequest, segment: string) {
  const pages = serverPages();
  const html = pages?.notFound[segment];
  if (!pages || !html) {
    return NextResponse.rewrite(new URL(`/${segment}/404`, request.url), { status: 404 });
  }
  const route = `/${segment}/404`;
  return new NextResponse(request.method === 'HEAD' ? null : fillRequestedPath(html, request.nextUrl.pathname), {
    status: 404,
    headers: {
      ...headersFor(route),
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': contentSecurityPolicy({ scripts: pages.scriptSrc[route] }),
    },
  });
}

/**
 * A page's payload (lib/hosting/buildFiles.ts), made here as the export writes it: for a page that
 * is built, in its locale; anything else is a 404.
 */
async function payload(request: NextRequest, pagePath: string) {
  const { locale, path } = splitLocale(pagePath);
  const page = allPages.find((p) => p.path === path);
  const segment = localeInfo(locale).segment;
  if (!page || hasDefaultPrefix(pagePath) || pageFailure(locale, page)) {
    return notFound(request, segment);
  }
  const messages = await loadMessages(locale);
  const body = pagePayload(
    page,
    servedLocaleTable.find((l) => l.code === locale)!,
    messages,
    buildId,
  );
  return NextResponse.json(body, { headers: headersFor(request.nextUrl.pathname) });
}

/** A page left out by its check (docs/design.md#page-checks): its error page, under the check's status. */
function leftOutPage(request: NextRequest, route: string, { status, html, scriptSrc }: ServerPages['leftOut'][string]) {
  return new NextResponse(request.method === 'HEAD' ? null : html, {
    status,
    headers: {
      ...headersFor(route),
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': contentSecurityPolicy({ scripts: scriptSrc }),
    },
  });
}

function isWellFormed(pathname: string): boolean {
  return decodeOrNull(pathname) !== null;
}

export const config = {
  // Every request but Next.js's hashed build files, which need no proxy (docs/operators.md#server-mode).
  matcher: '/((?!_next/static/).*)',
};
