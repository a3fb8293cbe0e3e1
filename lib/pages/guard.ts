import { resolveLocaleSegment } from '../i18n/params';
import { servedLocaleTable, type Locale } from '../i18n/locales';
import { isBuilt, pageFailure } from './built';
import type { PageFailure } from './checks';
import { middlewareOf, pageNamed, routeMiddlewareNames, type AnyPageName } from './routes';

/**
 * Page guards (docs/spec.md, sections 4, 5 and 8; docs/design.md#page-checks and
 * docs/design.md#4-reference-behaviours, "Named route middleware"): the locale segment, the named
 * route middleware and the page's checks.
 */

/**
 * Named route middleware that pages may ask for (the account screens name `auth`). A name with
 * nothing behind it is a mistake in the page, caught when it renders (at build time, for the export).
 */
export function assertRouteMiddleware(names: readonly string[], known: readonly string[]): void {
  for (const name of names) {
    if (!known.includes(name)) throw new Error(`Unknown route middleware: '${name}'.`);
  }
}

/**
 * The guard every page runs first: its locale segment (a 404 for anything else), then the named
 * route middleware that lib/pages/routes.ts declares for it. Returns the page's locale, and the failure of
 * its checks: a page that has one renders the error page in its place (components/LeftOutPage.tsx),
 * which only server mode builds, to answer the URL with.
 */
export async function guardPage(
  params: Promise<{ locale: string }>,
  name: AnyPageName,
): Promise<{ locale: Locale; failure: PageFailure | null }> {
  const locale = await resolveLocaleSegment(params);
  const page = pageNamed(name);
  assertRouteMiddleware(middlewareOf(page), routeMiddlewareNames);
  return { locale, failure: pageFailure(locale, page) };
}

/**
 * A page's `generateStaticParams`: the locales it is built in. The export leaves out a locale where
 * the page's checks fail, so no file of it exists; server mode builds the error page there, which
 * proxy.ts answers the URL with, under the check's status.
 */
export function localesBuilt(name: AnyPageName): () => { locale: string }[] {
  const page = pageNamed(name);
  const exporting = process.env.NEXT_OUTPUT === 'export';
  return () => servedLocaleTable.filter((l) => !exporting || isBuilt(l.code, page)).map((l) => ({ locale: l.segment }));
}
