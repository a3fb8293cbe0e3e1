import { contentSecurityPolicy, routeRules, scriptSources } from './routeRules';

/**
 * The headers server mode sends with whatever Next.js answers itself (next.config.ts `headers`),
 * and its fast path with what it answers in Next.js's place (a redirect, a hashed file): the route
 * rules' security headers, and a policy that lets no inline script run (proxy.ts replaces it with
 * each page's own, which names its inline scripts by hash). Only `next dev`, whose pages are
 * rendered on demand, allows them all. Caching stays each answer's own.
 */
export function frameworkHeaders(dev = false): Record<string, string> {
  const headers: Record<string, string> = {
    ...routeRules['/**'].headers,
    // React in development evaluates code to rebuild the server's call stacks.
    'Content-Security-Policy': contentSecurityPolicy({
      scripts: scriptSources(dev ? ["'unsafe-inline'", "'unsafe-eval'"] : []),
    }),
  };
  delete headers['Cache-Control'];
  return headers;
}
