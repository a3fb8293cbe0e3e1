import { describe, expect, it } from 'vitest';
import { localizedPath } from '@/lib/pages/paths';
import { guardPage } from '@/lib/pages/guard';
import { accountPages, allPages, middlewareOf, pageNamed, routeMiddlewareNames, routeName } from '@/lib/pages/routes';

describe('routeName', () => {
  it('joins page and locale as the specification names routes', () => {
    expect(routeName('faq', 'de')).toBe('faq___de');
    expect(routeName('index', 'en')).toBe('index___en');
    expect(routeName('privacy-policy', 'jp')).toBe('privacy-policy___jp');
  });
});

describe('route middleware, declared once per page', () => {
  it('sends only the account screen through auth', () => {
    expect(middlewareOf(pageNamed('account'))).toEqual(['auth']);
    expect(allPages.filter((page) => middlewareOf(page).length > 0).map((page) => page.name)).toEqual(['account']);
  });

  it('names only middleware that exists', () => {
    for (const page of allPages) {
      for (const name of middlewareOf(page)) expect(routeMiddlewareNames).toContain(name);
    }
  });

  it('makes a mistyped page, path or middleware a compile error (checked by npm run typecheck)', () => {
    const typeChecks = () => {
      // @ts-expect-error: '/acount' is not a page's path
      localizedPath('de', '/acount');
      // @ts-expect-error: 'acount' is not a page's name
      void guardPage(Promise.resolve({ locale: 'de' }), 'acount');
      // @ts-expect-error: only the names of routeMiddlewareNames are middleware
      const unknown: (typeof accountPages)[number]['middleware'] = ['admin'];
      return unknown;
    };
    expect(typeChecks).toBeTypeOf('function');
  });
});
