import { localeInfo } from '../i18n/locales';
import { splitLocale } from '../i18n/paths';
import { routeName } from '../pages/routes';
import { pages } from '../pages/routes';

export interface PageView {
  path: string;
  locale: string;
  /** `faq___de`; absent on a page that is none of the site's (a 404). */
  routeName?: string;
}

/** What a page view reports about a URL path. */
export function pageViewOf(pathname: string): PageView {
  const { locale, path } = splitLocale(pathname);
  const page = pages.find((p) => p.path === path);
  return {
    path: pathname,
    locale,
    ...(page ? { routeName: routeName(page.name, localeInfo(locale).segment) } : {}),
  };
}
