import { describe, expect, it } from 'vitest';
import sitemap from '@/app/sitemap';
import { resolveRedirects } from '@/lib/hosting/redirectRules';

/**
 * The sitemap lists pages only: an address that redirects.json moves is refused while it is a page
 * (lib/hosting/redirectRules.ts), so no listed address is ever a moved one (docs/operators.md#redirects).
 */
describe('the sitemap', () => {
  it('lists no address that a redirect could move: the build refuses each as a live page', () => {
    const listed = sitemap().map(({ url }) => new URL(url).pathname);
    expect(listed).toContain('/de/faq');
    const { table, problems } = resolveRedirects(listed.map((from) => ({ from, to: '/faq' })));
    expect(table).toEqual({});
    for (const from of listed) {
      expect(
        problems.some((problem) => problem.includes(`its "from" ${from} is a live page`)),
        from,
      ).toBe(true);
    }
  });
});
