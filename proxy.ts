import { NextResponse, type NextRequest } from 'next/server';
import { REQUESTED_PATH_HEADER } from '@/lib/requestedPath';
import { LOCALE_COOKIE } from '@/lib/i18n/cookie';
import { detectRedirect, parseAcceptLanguage } from '@/lib/i18n/detect';
import { defaultLocale, localeInfo, localeTable } from '@/lib/i18n/locales';
import { splitLocale } from '@/lib/i18n/paths';
import { allPages } from '@/lib/routes';

const defaultSegment = localeInfo(defaultLocale).segment;

/**
 * Server mode only (`next start`); the static export ignores this file. Language detection on `/`
 * (DESIGN.md section 3), and the mapping of unprefixed English URLs onto the `[locale]` segment.
 * @see https://nextjs.org/docs/app/api-reference/file-conventions/proxy
 */
export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  // Always overwritten, so a 404 page never shows a header value the visitor sent.
  const headers = new Headers(request.headers);
  headers.set(REQUESTED_PATH_HEADER, pathname);
  if (pathname === '/') {
    const target = detectRedirect(
      localeTable,
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

  if (!isWellFormed(pathname)) {
    // Next.js itself would fail to decode it and answer 500: it is the request that is wrong.
    return new NextResponse('Bad Request: the path is not valid percent-encoded UTF-8.', {
      status: 400,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    });
  }
  if (pathname.startsWith('/_next/') || /\.[^/]*$/.test(pathname)) {
    return NextResponse.next({ request: { headers } });
  }
  const { locale, path } = splitLocale(pathname);
  const typedDefaultPrefix = pathname === `/${defaultSegment}` || pathname.startsWith(`/${defaultSegment}/`);
  // Anything that is no page is a 404 rendered by the locale's catch-all route.
  const isPage = !typedDefaultPrefix && allPages.some((p) => p.path === path);
  const status = isPage ? undefined : 404;
  if (locale !== defaultLocale) return NextResponse.next({ request: { headers }, status });

  // English has no prefix: its pages live in the `en` segment. A typed `/en/…` is no public URL
  // and lands on `/en/en/…`, a 404, as in the export.
  const response = NextResponse.rewrite(new URL(`/${defaultSegment}${pathname === '/' ? '' : pathname}`, request.url), {
    request: { headers },
    status,
  });
  if (pathname === '/') response.headers.set('Vary', 'Cookie, Accept-Language');
  return response;
}

function isWellFormed(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

export const config = {
  // Every request, static files included, so that the path header is always the proxy's own.
  matcher: '/:path*',
};
