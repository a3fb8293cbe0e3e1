import type { ComponentType, ReactNode } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/pages/paths';
import { middlewareOf, pageNamed, type AnyPageName, type RouteMiddlewareName } from '@/lib/pages/routes';
import AuthGuard from './account/AuthGuard';

type GuardProps = { locale: Locale; texts: { loading: string; redirecting: string }; children: ReactNode };

/** What each named route middleware runs: a name without a guard here does not compile. */
const guards: Record<RouteMiddlewareName, ComponentType<GuardProps>> = {
  auth: ({ locale, texts, children }) => (
    <AuthGuard signInPath={localizedPath(locale, '/sign-in')} texts={texts}>
      {children}
    </AuthGuard>
  ),
};

/**
 * Wraps a page's content in the guards of the route middleware that lib/pages/routes.ts declares for the
 * page, first name outermost.
 */
export default function RouteMiddleware({
  page,
  children,
  ...props
}: Omit<GuardProps, 'children'> & { page: AnyPageName; children: ReactNode }) {
  return middlewareOf(pageNamed(page)).reduceRight<ReactNode>((inner, name) => {
    const Guard = guards[name];
    return <Guard {...props}>{inner}</Guard>;
  }, children);
}
