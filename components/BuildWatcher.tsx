'use client';

import { useEffect } from 'react';
import { buildCheckInterval, buildId } from '@/lib/buildWatch/runningBuild';
import { buildMetaPath, LATEST_BUILD_PATH } from '@/lib/hosting/buildFiles';
import { mayPrefetchManifest } from '@/lib/prefetchPolicy';
import { guardedReload, isChunkLoadError } from '@/lib/buildWatch/reload';
import { sameSiteUrl } from '@/lib/url';

/**
 * Notices a newer deployed build and moves the visitor onto it at their next navigation
 * (docs/design.md#4-reference-behaviours, "New build" and "Manifest prefetch").
 */
export default function BuildWatcher() {
  useEffect(() => {
    let outdated = false;

    const prefetch = setTimeout(() => {
      if (!mayPrefetchManifest()) return;
      fetch(buildMetaPath(buildId), { priority: 'low' } as RequestInit).catch(() => {});
    }, 1000);

    const check = async () => {
      if (outdated) return;
      try {
        const response = await fetch(`${LATEST_BUILD_PATH}?${Date.now()}`, { cache: 'no-store' });
        const latest = response.ok ? await response.json() : null;
        if (typeof latest?.id === 'string' && latest.id !== buildId) {
          outdated = true;
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

    // On an outdated build, a click that would navigate within the site becomes a full load.
    const onClick = (event: MouseEvent) => {
      if (!outdated || event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
      if (!link || (link.target && link.target !== '_self') || link.hasAttribute('download')) return;
      const url = sameSiteUrl(link.href, location.href);
      if (!url || (url.pathname === location.pathname && url.search === location.search)) return;
      if (guardedReload(url.href)) event.preventDefault();
    };

    // A chunk of the running build that is gone from the server: load the page afresh, once.
    const onRejection = (event: PromiseRejectionEvent) => {
      if (isChunkLoadError(event.reason)) guardedReload(location.href);
    };

    document.addEventListener('click', onClick, { capture: true });
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      clearTimeout(prefetch);
      clearInterval(poll);
      document.removeEventListener('click', onClick, { capture: true });
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);
  return null;
}
