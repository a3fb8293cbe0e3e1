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

/**
 * The account screens, in every locale too, but client screens: not indexed, not in the sitemap,
 * the main navigation or the payloads. Their texts are in the `Account` namespace.
 */
export const accountPages = [
  { name: 'sign-in', path: '/sign-in', namespace: 'Account' },
  { name: 'account', path: '/account', namespace: 'Account' },
] as const;

/** Every prerendered page. */
export const allPages = [...pages, ...accountPages];

export type Page = (typeof allPages)[number];

export function pagePath(name: PageName): string {
  return pages.find((p) => p.name === name)!.path;
}

export type PageNamespace = (typeof pages)[number]['namespace'];

/** The route name of the specification: `faq___de`, `index___en` (the locale's URL segment). */
export function routeName(page: PageName, segment: string): string {
  return `${page}___${segment}`;
}
