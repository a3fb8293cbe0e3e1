/**
 * The site's pages, written once. Navigation, the sitemap, alternates and the export step read it.
 * `name` is the route name of the specification (`faq`, and `faq___de` with its locale);
 * `namespace` holds the page's texts in the message files.
 */
export const pages = [
  { name: 'index', path: '/', namespace: 'Home' },
  { name: 'faq', path: '/faq', namespace: 'Faq' },
  { name: 'privacy-policy', path: '/privacy-policy', namespace: 'Privacy' },
  { name: 'terms-conditions', path: '/terms-conditions', namespace: 'Terms' },
] as const;

export type PageName = (typeof pages)[number]['name'];

export function pagePath(name: PageName): string {
  return pages.find((p) => p.name === name)!.path;
}

export type PageNamespace = (typeof pages)[number]['namespace'];
