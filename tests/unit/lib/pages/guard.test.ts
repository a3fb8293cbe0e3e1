import { describe, expect, it } from 'vitest';
import { unpublishedProblems } from '@/lib/pages/built';
import { firstFailure, type PageCheck } from '@/lib/pages/checks';
import { assertRouteMiddleware } from '@/lib/pages/guard';
import { routeMiddlewareNames } from '@/lib/pages/routes';

const page = { locale: 'de', url: '/de/faq' };

describe('page checks', () => {
  it('pass when every check returns exactly true', () => {
    expect(firstFailure(page, [() => true, () => true])).toBeNull();
    expect(firstFailure(page, [])).toBeNull();
  });

  it.each([false, null, undefined, 1, 'yes', {}])(
    'fail with a 404 Page Not Found when a check returns %j',
    (result) => {
      expect(firstFailure(page, [() => true, () => result as never])).toEqual({
        status: 404,
        statusText: 'Page Not Found: /de/faq',
      });
    },
  );

  it('use the status and text a check supplies', () => {
    expect(firstFailure(page, [() => ({ status: 410, statusText: 'Gone' })])).toEqual({
      status: 410,
      statusText: 'Gone',
    });
  });

  it('stop at the first failing check, and see the page but never a request', () => {
    const seen: unknown[] = [];
    const record: PageCheck = (target) => (seen.push(target), false);
    expect(firstFailure(page, [record, () => (seen.push('second'), true)])).not.toBeNull();
    expect(seen).toEqual([page]);
  });
});

describe('UNPUBLISHED_PAGES', () => {
  it('accepts the pages that can be switched off', () => {
    expect(unpublishedProblems(['/zh/terms-conditions', '/faq', '/de/privacy-policy'])).toEqual([]);
  });

  it('refuses what is no such page: a typo, a home page, an account screen, an unknown locale', () => {
    const refused = ['/zh/terms', '/de', '/', '/ko/sign-in', '/xx/faq', 'faq'];
    const problems = unpublishedProblems(refused);
    expect(problems).toHaveLength(refused.length);
    for (const [i, url] of refused.entries()) expect(problems[i]).toContain(`"${url}"`);
  });
});

describe('named route middleware', () => {
  it('fails on a name with no middleware behind it', () => {
    expect(() => assertRouteMiddleware(['no-such-guard'], routeMiddlewareNames)).toThrow(
      "Unknown route middleware: 'no-such-guard'.",
    );
    expect(() => assertRouteMiddleware([], routeMiddlewareNames)).not.toThrow();
  });
});
