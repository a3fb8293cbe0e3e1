/**
 * The named route middleware that pages may ask for (SPEC.md section 8: "Unknown route middleware").
 * Each name here has a client-side guard that runs before the page is shown
 * (components/RouteMiddleware.tsx): `auth` lets only signed-in visitors through.
 */
export const routeMiddlewareNames = ['auth'] as const;

export type RouteMiddlewareName = (typeof routeMiddlewareNames)[number];
