import { localeTable, prefixedSegments } from '../i18n/locales';
import { localizedPath } from '../i18n/paths';
import { pages, type Page } from '../routes';

/** The HTML file in out/ of each page in every locale: the 8 x 4 marketing pages unless told. */
export function exportedPages(list: readonly Page[] = pages): { url: string; file: string }[] {
  return localeTable.flatMap((locale) =>
    list.map((page) => {
      const url = localizedPath(locale.code, page.path);
      return { url, file: url === '/' ? 'index.html' : `${url.slice(1)}.html` };
    }),
  );
}

/** The locale 404 page that answers a path: `/de/…` gets de/404.html, anything else the root one. */
export function notFoundPageFor(pathname: string): string {
  const segment = pathname.split('/')[1];
  return prefixedSegments.includes(segment) ? `${segment}/404.html` : '404.html';
}
