import type { PageName } from '../routes';

/** The route name of the specification: `faq___de`, `index___en` (the locale's URL segment). */
export function routeName(page: PageName, segment: string): string {
  return `${page}___${segment}`;
}

/**
 * The address of a prerendered page's data: `{path}/_payload.json?{buildId}` (SPEC.md section 7).
 * It must stay on the site: anything with a host, or a `//` path that a browser would read as one,
 * is refused.
 */
export function payloadUrl(path: string, buildId: string): string {
  if (/^[a-z][a-z\d+.-]*:/i.test(path) || /^[\\/]{2}/.test(path) || !path.startsWith('/')) {
    throw new Error(`Payload URL must not include hostname: ${path}`);
  }
  const base = path.replace(/\/+$/, '');
  return `${base}/_payload.json?${encodeURIComponent(buildId)}`;
}
