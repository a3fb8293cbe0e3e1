import { defaultLocale, localeForSegment, localeInfo, type Locale } from './locales';

/**
 * An unprefixed path in a locale: English has no prefix (docs/spec.md#2-screens-and-routes). The
 * site's pages call it through lib/pages/paths.ts, which holds them to the paths of the route table.
 */
export function prefixedPath(locale: Locale, path: string): string {
  if (locale === defaultLocale) return path;
  const prefix = `/${localeInfo(locale).segment}`;
  return path === '/' ? prefix : prefix + path;
}

/**
 * Splits a URL path into its locale and the unprefixed rest. A leading `/en` is recognised too,
 * because the export prerenders English under `/en` before promoting it to the root.
 */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname);
  const locale = match ? localeForSegment(match[1]) : undefined;
  if (!locale) return { locale: defaultLocale, path: pathname || '/' };
  return { locale, path: match![2] ?? '/' };
}
