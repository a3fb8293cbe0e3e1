import { prefixedPath } from '../i18n/paths';
import type { Locale } from '../i18n/locales';
import type { PagePath } from './routes';

/**
 * The public URL path of a page in a locale: `/de/faq`, `/` for English's home. Typed by the route
 * table, so that a mistyped path does not compile; lib/i18n/ knows locales, not pages.
 */
export function localizedPath(locale: Locale, path: PagePath): string {
  return prefixedPath(locale, path);
}
