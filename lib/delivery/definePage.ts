import { resolveLocaleSegment } from '../i18n/params';
import { localizedPath } from '../i18n/paths';
import type { Locale } from '../i18n/locales';
import { assertRouteMiddleware, validatePage, type PageCheck } from './pageGuards';
import { routeMiddlewareNames } from './routeMiddleware';

/**
 * The guard every page runs first: its locale segment (a 404 for anything else), then the named
 * route middleware it asks for, then its own checks. Returns the page's locale.
 */
export async function guardPage(
  params: Promise<{ locale: string }>,
  path: string,
  {
    validate = [],
    middleware = [],
  }: { validate?: ((locale: Locale) => ReturnType<PageCheck>)[]; middleware?: string[] } = {},
): Promise<Locale> {
  const locale = await resolveLocaleSegment(params);
  assertRouteMiddleware(middleware, routeMiddlewareNames);
  await validatePage(
    localizedPath(locale, path),
    validate.map((check) => () => check(locale)),
  );
  return locale;
}
