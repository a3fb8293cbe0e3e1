import { NextResponse, type NextRequest } from 'next/server';
import { LOCALE_COOKIE } from '@/lib/i18n/cookie';
import { defaultLocale, localeInfo, servedLocaleTable, type Locale } from '@/lib/i18n/locales';
import { loadMessages } from '@/lib/i18n/messages';
import { isAllowedMethod, methodNotAllowed } from '@/lib/hosting/httpMethods';
import { pagePayload } from '@/lib/hosting/pagePayload';
import { buildId } from '@/lib/buildWatch/runningBuild';
import { fillRequestedPath } from '@/lib/hosting/notFoundSlot';
import { contentSecurityPolicy, headersFor } from '@/lib/hosting/routeRules';
import { documentAsset, serverPages } from '@/lib/hosting/serverManifest';
import { serverDecision } from '@/lib/hosting/serverRouting';
import type { Page } from '@/lib/pages/routes';

/**
 * Server mode only (`npm run start:server`, scripts/startServer.ts, and `next dev`); the static export
 * ignores it. Only GET and HEAD get through; then lib/hosting/serverRouting.ts decides, as it does
 * for the fast path in front of Next.js, which answers from memory what the build wrote
 * (docs/operators.md#server-mode): a moved address redirects (lib/hosting/redirects.ts); language
 * detection on `/` (docs/design.md#locale-detection); unprefixed English URLs map onto the
 * `[locale]` segment; each prerendered page gets a policy naming exactly its inline scripts; a
 * document is answered as the build stripped it, with its islands; every other path is answered
 * from its locale's prerendered 404 page, with the path filled in, at the cost of a page
 * (lib/hosting/serverManifest.ts).
 * @see https://nextjs.org/docs/app/api-reference/file-conventions/proxy
 */
export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  if (!isAllowedMethod(request.method)) {
    const { body, ...init } = methodNotAllowed();
    return new NextResponse(body, init);
  }
  const pages = serverPages();
  const decision = serverDecision(pathname, pages, {
    localeCookie: request.cookies.get(LOCALE_COOKIE)?.value,
    acceptLanguage: request.headers.get('accept-language'),
  });
  switch (decision.kind) {
    case 'redirect': {
      // The location is a path of this site, and the URL keeps this request's origin.
      const response = NextResponse.redirect(new URL(decision.location + search, request.url), decision.status);
      if (decision.vary) response.headers.set('Vary', decision.vary);
      return response;
    }
    case 'payload':
      return payload(request, decision);
    case 'badRequest':
      return new NextResponse('Bad Request: the path is not valid percent-encoded UTF-8.', {
        status: 400,
        headers: { ...headersFor('/'), 'Content-Type': 'text/plain; charset=utf-8' },
      });
    case 'documentAsset': {
      // What documents load instead of the framework, from the server's folder (docs/design.md#documents).
      const asset = documentAsset(pathname);
      if (!asset) return notFound(request, localeInfo(defaultLocale).segment);
      return new NextResponse(request.method === 'HEAD' ? null : new Uint8Array(asset.body), {
        headers: { ...headersFor(pathname), 'Content-Type': asset.type },
      });
    }
    // Should Next.js answer one of its own paths with its root 404, that page's policy names its inline scripts too.
    case 'framework':
      return withScriptPolicy(NextResponse.next(), pages?.scriptSrc['/_not-found'], true);
    case 'file':
      return NextResponse.next();
    case 'notFound':
      return notFound(request, decision.segment);
    case 'leftOut':
      return prerendered(request, decision.route, pages!.leftOut[decision.route]);
    case 'document': {
      const response = prerendered(request, decision.route, {
        status: 200,
        html: pages!.documents[decision.route],
        scriptSrc: pages!.scriptSrc[decision.route],
      });
      if (decision.vary) response.headers.set('Vary', decision.vary);
      return response;
    }
    case 'render': {
      const response = withScriptPolicy(
        decision.rewrite ? NextResponse.rewrite(new URL(decision.route + search, request.url)) : NextResponse.next(),
        pages?.scriptSrc[decision.route],
        decision.analytics,
      );
      if (decision.vary) response.headers.set('Vary', decision.vary);
      return response;
    }
  }
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
  const page = {
    status: 404,
    html: fillRequestedPath(html, request.nextUrl.pathname),
    scriptSrc: pages.scriptSrc[route],
  };
  return prerendered(request, route, page);
}

/** A page's payload (lib/hosting/buildFiles.ts), made here as the export writes it. */
async function payload(request: NextRequest, { page, locale }: { page: Page; locale: Locale }) {
  const messages = await loadMessages(locale);
  const body = pagePayload(
    page,
    servedLocaleTable.find((l) => l.code === locale)!,
    messages,
    buildId,
  );
  return NextResponse.json(body, { headers: headersFor(request.nextUrl.pathname) });
}

/**
 * A page as the build wrote it, under its status and its own policy: a document, a 404 page, or a
 * page its check left out (docs/design.md#page-checks), which answers with its error page.
 */
function prerendered(
  request: NextRequest,
  route: string,
  { status, html, scriptSrc }: { status: number; html: string; scriptSrc: string },
) {
  return new NextResponse(request.method === 'HEAD' ? null : html, {
    status,
    headers: {
      ...headersFor(route),
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': contentSecurityPolicy({ scripts: scriptSrc }),
    },
  });
}

export const config = {
  // Every request but Next.js's hashed build files, which need no proxy (docs/operators.md#server-mode).
  matcher: '/((?!_next/static/).*)',
};
