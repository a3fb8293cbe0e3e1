import { promises as fs } from 'node:fs';
import path from 'node:path';
import { defaultLocale, localeInfo, localeTable, prefixedSegments } from '../i18n/locales';
import { localizedPath } from '../i18n/paths';
import { pages, type Page } from '../routes';

const defaultSegment = localeInfo(defaultLocale).segment;

/**
 * Next.js prerenders English under `/en`; the site serves it unprefixed (DESIGN.md section 3).
 * Moves `out/en.html` to `out/index.html` and `out/en/**` to `out/**`, leaving the root 404
 * (app/not-found.tsx) in place of the English catch-all one.
 */
export async function promoteDefaultLocale(outDir: string): Promise<void> {
  const from = path.join(outDir, defaultSegment);
  await fs.rename(`${from}.html`, path.join(outDir, 'index.html'));
  await fs.rename(`${from}.txt`, path.join(outDir, 'index.txt'));
  for (const entry of await fs.readdir(from)) {
    if (entry === '404' || entry.startsWith('404.')) continue;
    const target = path.join(outDir, entry);
    await fs.rm(target, { recursive: true, force: true });
    await fs.rename(path.join(from, entry), target);
  }
  await fs.rm(from, { recursive: true, force: true });
}

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
