/**
 * Page checks (docs/design.md#page-checks). A page declares its checks beside its path in
 * lib/pages/routes.ts. They run when the site is built, in both modes, once per locale: a check sees the
 * page's locale and URL, never a request. Exactly `true` passes. Anything else leaves the page out
 * of the build and of everything derived from the page list (lib/pages/built.ts). Server mode then
 * answers the URL with the check's status (404 unless it says) and the error page showing its text
 * (`Page Not Found: {path}` unless it says); a static host answers 404 with the locale's 404 page.
 */

export type PageCheckResult = boolean | { status?: number; statusText?: string } | null | undefined;

export type PageCheck = (page: { locale: string; url: string }) => PageCheckResult;

/** Why a page is left out: the status and text its URL is answered with in server mode. */
export interface PageFailure {
  status: number;
  statusText: string;
}

/** The first check of `checks` that does not pass, as the failure it means; null when all pass. */
export function firstFailure(page: { locale: string; url: string }, checks: readonly PageCheck[]): PageFailure | null {
  for (const check of checks) {
    const result = check(page);
    if (result === true) continue;
    const said = result && typeof result === 'object' ? result : {};
    return { status: said.status || 404, statusText: said.statusText || `Page Not Found: ${page.url}` };
  }
  return null;
}

/**
 * The pages the operator has switched off at build time: UNPUBLISHED_PAGES, a comma-separated list
 * of page URLs (`/zh/terms-conditions,/ko/faq`). lib/pages/built.ts refuses an entry that is no such page.
 */
export const unpublishedUrls: readonly string[] = (process.env.UNPUBLISHED_PAGES ?? '')
  .split(',')
  .map((url) => url.trim())
  .filter(Boolean);

/** Passes unless the operator has switched the page off in this locale (UNPUBLISHED_PAGES). */
export const published: PageCheck = ({ url }) => !unpublishedUrls.includes(url);
