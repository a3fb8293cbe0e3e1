/**
 * The response headers of the static site, by path. The `npm start` server applies them.
 */
export function headersFor(urlPath: string): Record<string, string> {
  const cache = urlPath.startsWith('/_next/static/')
    ? 'public, max-age=31536000, immutable'
    : 'public, max-age=0, must-revalidate';
  return {
    'Cache-Control': cache,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
  };
}
