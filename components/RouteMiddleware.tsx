import type { ComponentType, ReactNode } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/paths';
import type { RouteMiddlewareName } from '@/lib/pageGuard';
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

/** Wraps a page's content in the guards of the route middleware it names, first name outermost. */
export default function RouteMiddleware({
  names,
  children,
  ...props
}: Omit<GuardProps, 'children'> & { names: readonly RouteMiddlewareName[]; children: ReactNode }) {
  return names.reduceRight<ReactNode>((inner, name) => {
    const Guard = guards[name];
    return <Guard {...props}>{inner}</Guard>;
  }, children);
}
