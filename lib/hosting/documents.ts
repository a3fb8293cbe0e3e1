import { splitLocale } from '../i18n/paths';
import type { PagePath } from '../pages/routes';
import { VERSIONS_PATH } from '../pages/legalVersions';

/**
 * The `noScripts` route rule (docs/design.md#documents), beside the header rules of routeRules.ts:
 * the pages that ship as documents. Each is a server component rendered at build time, as every page
 * is; the export then takes out the framework's runtime, its RSC payload and its client router
 * (scripts/export/documents.ts) and gives the page only the islands its markup names
 * (`data-island`, islands/). Every navigation to or from a document is a full load.
 *
 * The page of every legal version is one (lib/pages/legalVersions.ts).
 * The 404 pages are documents too (`/404` in any locale: app/[locale]/[...rest]/page.tsx, and the
 * root 404 page); the sign-in and account screens stay the application.
 */
export const documentPaths: readonly PagePath[] = [
  '/',
  '/faq',
  '/privacy-policy',
  '/terms-conditions',
  '/legal-notice',
];

/** The path of a locale's 404 page, as both builds prerender it. */
export const NOT_FOUND_PATH = '/404';

/** Whether a URL path, in any locale, is a document's. */
export function isDocument(pathname: string): boolean {
  const { path } = splitLocale(pathname);
  return (
    path === NOT_FOUND_PATH ||
    (documentPaths as readonly string[]).includes(path) ||
    path.startsWith(`${VERSIONS_PATH}/`)
  );
}
