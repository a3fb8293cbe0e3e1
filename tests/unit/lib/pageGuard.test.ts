import { describe, expect, it } from 'vitest';
import { assertRouteMiddleware, PageError, pageErrorOf, validatePage } from '@/lib/pageGuard';
import { routeMiddlewareNames } from '@/lib/routes';

describe('validatePage', () => {
  it('passes when every check returns exactly true', async () => {
    await expect(validatePage('/de/faq', [() => true, async () => true])).resolves.toBeUndefined();
  });

  it.each([false, 1, 'yes', {}, null, undefined, [true]])(
    'fails with a 404 when a check returns %j',
    async (result) => {
      const failure = validatePage('/de/faq', [() => true, () => result as never]);
      await expect(failure).rejects.toBeInstanceOf(PageError);
      await expect(failure).rejects.toMatchObject({ status: 404, statusText: 'Page Not Found: /de/faq' });
    },
  );

  it('uses the status and text a check supplies', async () => {
    await expect(validatePage('/x', [() => ({ status: 403, statusText: 'Access Denied' })])).rejects.toMatchObject({
      status: 403,
      statusText: 'Access Denied',
    });
  });

  it('stops at the first failing check', async () => {
    let ran = false;
    await expect(validatePage('/x', [() => false, () => ((ran = true), true)])).rejects.toThrow();
    expect(ran).toBe(false);
  });
});

describe('pageErrorOf', () => {
  it('reads status and text back from the digest that reaches the client', () => {
    const error = new PageError(410, 'Gone; for good');
    expect(pageErrorOf({ digest: error.digest })).toEqual({ status: 410, statusText: 'Gone; for good' });
    expect(pageErrorOf({ digest: '12345' })).toEqual({ status: undefined, statusText: undefined });
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
