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
 * The named route middleware that a page may ask for (docs/spec.md#8-error-catalogue: "Unknown
 * route middleware"). Each name has a client-side guard that runs before the page is shown
 * (components/RouteMiddleware.tsx): `auth` lets only signed-in visitors through.
 */
export const routeMiddlewareNames = ['auth'] as const;

export type RouteMiddlewareName = (typeof routeMiddlewareNames)[number];

/**
 * The account screens, in every locale too, but client screens: not indexed, not in the sitemap,
 * the main navigation or the payloads. Their texts are in the `Account` namespace. `middleware`
 * names the route middleware a screen runs, here and nowhere else.
 */
export const accountPages = [
  { name: 'sign-in', path: '/sign-in', namespace: 'Account', middleware: [] },
  { name: 'account', path: '/account', namespace: 'Account', middleware: ['auth'] },
] as const satisfies readonly {
  name: string;
  path: string;
  namespace: string;
  middleware: readonly RouteMiddlewareName[];
}[];

/** Every prerendered page. */
export const allPages = [...pages, ...accountPages];

export type Page = (typeof allPages)[number];

/** A page's unprefixed path: `/faq`. Typed, so that a mistyped path does not compile. */
export type PagePath = Page['path'];

export type AnyPageName = Page['name'];

export function pageNamed(name: AnyPageName): Page {
  return allPages.find((p) => p.name === name)!;
}

/** The route middleware a page runs, in order. */
export function middlewareOf(page: Page): readonly RouteMiddlewareName[] {
  return 'middleware' in page ? page.middleware : [];
}

export function pagePath(name: PageName): (typeof pages)[number]['path'] {
  return pages.find((p) => p.name === name)!.path;
}


/** The route name of the specification: `faq___de`, `index___en` (the locale's URL segment). */
export function routeName(page: PageName, segment: string): string {
  return `${page}___${segment}`;
}
