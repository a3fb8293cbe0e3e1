/**
 * The site's pages, written once. Navigation, the sitemap, alternates and the export step read it.
 * `name` is the route name of the specification (`faq`, and `faq___de` with its locale).
 */
export const pages = [
  { name: 'index', path: '/' },
  { name: 'faq', path: '/faq' },
  { name: 'privacy-policy', path: '/privacy-policy' },
  { name: 'terms-conditions', path: '/terms-conditions' },
] as const;

export type PageName = (typeof pages)[number]['name'];

export function pagePath(name: PageName): string {
  return pages.find((p) => p.name === name)!.path;
}
