'use client';

import { usePathname } from 'next/navigation';
import { AppRouterContext, type AppRouterInstance } from 'next/dist/shared/lib/app-router-context.shared-runtime';
import { useCallback, useContext, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { buildCheckInterval, buildId } from '@/lib/buildWatch/runningBuild';
import { buildMetaPath, LATEST_BUILD_PATH } from '@/lib/hosting/buildFiles';
import { mayPrefetchManifest } from '@/lib/prefetchPolicy';
import { guardedReload, isChunkLoadError, unlessLeaving } from '@/lib/buildWatch/reload';
import { sameSiteUrl } from '@/lib/url';
import { leavesAnalyticsBehind } from '@/lib/analytics/placement';

/** A page of the site as far as navigation goes: its path and query. A hash alone is no navigation. */
const pageOf = (url: { pathname: string; search: string }) => url.pathname + url.search;

/**
 * Notices a newer deployed build and moves the visitor onto it at their next navigation, however
 * it starts (docs/design.md#new-build-next-navigation). This is the one place that turns client
 * navigations into full loads: onto a new build, and onto an account screen out of a window where
 * an analytics script runs (docs/design.md#analytics).
 * Next.js routes the three kinds of navigation through three different paths, so it watches all
 * three: clicks on links (next/link and plain `<a>`), the router that `useRouter()` hands out
 * (`push`/`replace` from any component below, which it wraps), and back/forward (`popstate`).
 */
export default function BuildWatcher({ children }: { children: ReactNode }) {
  const outdated = useRef(false);
  // The page on screen: at a popstate, location already names the next one.
  const shown = useRef('');
  const pathname = usePathname();
  useEffect(() => {
    shown.current = pageOf(location);
  }, [pathname]);

  /**
   * A guarded full load of `href` when it is another page and this window must not carry on to it:
   * its build is outdated, or an analytics script runs here and `href` is an account screen
   * (lib/analytics/placement.ts). Whether it went.
   */
  const loadAfresh = useCallback((href: string): boolean => {
    const url = sameSiteUrl(href, location.href);
    if (!url || pageOf(url) === shown.current) return false;
    return (outdated.current || leavesAnalyticsBehind(url.pathname)) && guardedReload(url.href);
  }, []);

  const router = useContext(AppRouterContext);
  const guardedRouter = useMemo<AppRouterInstance | null>(
    () =>
      router && {
        ...router,
        push: (href, options) => loadAfresh(href) || router.push(href, options),
        replace: (href, options) => loadAfresh(href) || router.replace(href, options),
      },
    [router, loadAfresh],
  );

  useEffect(() => {
    const prefetch = setTimeout(() => {
      if (!mayPrefetchManifest()) return;
      fetch(buildMetaPath(buildId), { priority: 'low' } as RequestInit).catch(() => {});
    }, 1000);

    const check = async () => {
      if (outdated.current) return;
      try {
        const response = await fetch(`${LATEST_BUILD_PATH}?${Date.now()}`, { cache: 'no-store' });
        const latest = response.ok ? await response.json() : null;
        if (typeof latest?.id === 'string' && latest.id !== buildId) {
          outdated.current = true;
          clearInterval(poll);
        }
      } catch {
        // Offline or between deploys: ask again later.
      }
    };
    const poll = setInterval(check, buildCheckInterval);
    // Also when the visitor comes back to the tab, which is when a long-open page is most likely old.
    const onVisible = () => {
      if (document.visibilityState === 'visible') check();
    };

    // Links: in the capture phase, before next/link turns the click into a client navigation.
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
      if (!link || (link.target && link.target !== '_self') || link.hasAttribute('download')) return;
      if (loadAfresh(link.href)) event.preventDefault();
    };

    // Back and forward: a capturing listener on window runs before the router's own, which it
    // then keeps from restoring the old build's page on the client.
    const onPopState = (event: PopStateEvent) => {
      if (loadAfresh(location.href)) event.stopImmediatePropagation();
      else shown.current = pageOf(location);
    };

    // A chunk of the running build that is gone from the server: load the page afresh, once.
    const onRejection = (event: PromiseRejectionEvent) => {
      if (isChunkLoadError(event.reason)) unlessLeaving(() => guardedReload(location.href));
    };

    document.addEventListener('click', onClick, { capture: true });
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('popstate', onPopState, { capture: true });
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      clearTimeout(prefetch);
      clearInterval(poll);
      document.removeEventListener('click', onClick, { capture: true });
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('popstate', onPopState, { capture: true });
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, [loadAfresh]);

  return <AppRouterContext.Provider value={guardedRouter}>{children}</AppRouterContext.Provider>;
}
