import { builtPages } from '../builtPages';
import { prefixedSegments } from '../i18n/locales';
import { pages, type Page } from '../routes';

/**
 * The HTML file in out/ of each page in every locale where it is built (lib/builtPages.ts): the
 * marketing pages unless told.
 */
export function exportedPages(list: readonly Page[] = pages): { url: string; file: string }[] {
  return builtPages(list).map(({ url }) => ({ url, file: fileOf(url) }));
}

/** The HTML file in out/ that holds a page's URL. */
export function fileOf(url: string): string {
  return url === '/' ? 'index.html' : `${url.slice(1)}.html`;
}

/** The locale 404 page that answers a path: `/de/…` gets de/404.html, anything else the root one. */
export function notFoundPageFor(pathname: string): string {
  const segment = pathname.split('/')[1];
  return prefixedSegments.includes(segment) ? `${segment}/404.html` : '404.html';
}
