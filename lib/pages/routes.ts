import { published, type PageCheck } from './checks';

/** Where a page is linked from on every page: the header's main navigation, the footer, or both. */
type LinkPlace = 'header' | 'footer';

/**
 * The site's pages, written once. Navigation, the sitemap, alternates and the export step read it
 * (through lib/pages/built.ts, which leaves out a page whose checks fail).
 * `name` is the route name of the specification (`faq`, and `faq___de` with its locale);
 * `namespace` holds the page's texts in the message files; `links` says where every page links to
 * it; `checks` are the page's checks (lib/pages/checks.ts). The home page and the legal notice have
 * none: every locale that exists has them (the legal notice is what the law asks of every market
 * that has one: the Impressum, mentions légales, aviso legal).
 */
export const pages = [
  { name: 'index', path: '/', namespace: 'Home', links: ['header'], checks: [] },
  { name: 'faq', path: '/faq', namespace: 'Faq', links: ['header'], checks: [published] },
  {
    name: 'privacy-policy',
    path: '/privacy-policy',
    namespace: 'Privacy',
    links: ['footer'],
    checks: [published],
  },
  {
    name: 'terms-conditions',
    path: '/terms-conditions',
    namespace: 'Terms',
    links: ['footer'],
    checks: [published],
  },
  { name: 'legal-notice', path: '/legal-notice', namespace: 'LegalNotice', links: ['footer'], checks: [] },
] as const satisfies readonly {
  name: string;
  path: string;
  namespace: string;
  links: readonly LinkPlace[];
  checks: readonly PageCheck[];
}[];

/** The pages every page links to from `place`, in the table's order. */
export function pagesLinkedFrom(place: LinkPlace): readonly (typeof pages)[number][] {
  return pages.filter((page) => (page.links as readonly LinkPlace[]).includes(place));
}

export type PageName = (typeof pages)[number]['name'];

/**
 * The named route middleware that a page may ask for (docs/spec.md#8-error-catalogue: "Unknown
 * route middleware"). Each name has a client-side guard that runs before the page is shown
 * (components/RouteMiddleware.tsx): `auth` lets only signed-in visitors through.
 */
export const routeMiddlewareNames = ['auth'] as const;

export type RouteMiddlewareName = (typeof routeMiddlewareNames)[number];

/**
 * The account screens, in every locale too, but client screens: not indexed, not in the sitemap or
 * the main navigation. Their texts are in the `Account` namespace. `middleware` names the route
 * middleware a screen runs, here and nowhere else. They have no checks: every header links to them.
 */
export const accountPages = [
  { name: 'sign-in', path: '/sign-in', namespace: 'Account', middleware: [], checks: [] },
  { name: 'account', path: '/account', namespace: 'Account', middleware: ['auth'], checks: [] },
] as const satisfies readonly {
  name: string;
  path: string;
  namespace: string;
  middleware: readonly RouteMiddlewareName[];
  checks: readonly PageCheck[];
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
export function routeName(page: AnyPageName, segment: string): string {
  return `${page}___${segment}`;
}
