import { builtPages, builtVersionPages } from '../pages/built';
import { prefixedSegments } from '../i18n/locales';
import { NOT_FOUND_PATH } from './documents';
import { allPages, pages, type Page } from '../pages/routes';

/**
 * The HTML file in out/ of each page in every locale where it is built (lib/pages/built.ts): the
 * marketing pages unless told.
 */
export function exportedPages(list: readonly Page[] = pages): { url: string; file: string }[] {
  return builtPages(list).map(({ url }) => ({ url, file: fileOf(url) }));
}

/** The HTML file in out/ of each legal version's page (lib/pages/legalVersions.ts), in every locale where it is built. */
export function exportedVersionPages(): { url: string; file: string }[] {
  return builtVersionPages().map(({ url }) => ({ url, file: fileOf(url) }));
}

/** Every page's HTML file in out/: the pages of the list, the account screens and the legal versions. */
export function everyPageFile(): { url: string; file: string }[] {
  return [...exportedPages(allPages), ...exportedVersionPages()];
}

/** The HTML file in out/ that holds a page's URL. */
export function fileOf(url: string): string {
  return url === '/' ? 'index.html' : `${url.slice(1)}.html`;
}

/**
 * The 404 pages in out/: the root one, which answers paths outside the locales (and, on hosts with
 * one 404 page, every path), and each prefixed locale's own. Each is named by the path it answers.
 */
export function notFoundPages(): { url: string; file: string }[] {
  return [
    { url: NOT_FOUND_PATH, file: '404.html' },
    ...prefixedSegments.map((segment) => ({ url: `/${segment}${NOT_FOUND_PATH}`, file: `${segment}/404.html` })),
  ];
}

/** The locale 404 page that answers a path: `/de/…` gets de/404.html, anything else the root one. */
export function notFoundPageFor(pathname: string): string {
  const segment = pathname.split('/')[1];
  return prefixedSegments.includes(segment) ? `${segment}/404.html` : '404.html';
}
