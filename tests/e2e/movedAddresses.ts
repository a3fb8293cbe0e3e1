import { expect, type APIRequestContext } from '@playwright/test';

/**
 * The moved address of the test builds' redirects file (tests/support/redirects.json, which
 * scripts/test/builds.ts names in REDIRECTS_FILE): `/help` → `/faq` in every locale, answered by
 * every host and by server mode with a permanent redirect on the same origin, the query kept
 * (docs/operators.md#redirects).
 */
export async function expectMovedAddresses(request: APIRequestContext): Promise<void> {
  const moved = { '/help?from=mail': '/faq?from=mail', '/de/help': '/de/faq' };
  for (const [from, to] of Object.entries(moved)) {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status(), from).toBe(301);
    const location = new URL(response.headers().location, response.url());
    expect(location.origin, from).toBe(new URL(response.url()).origin);
    expect(location.pathname + location.search, from).toBe(to);
  }
}
