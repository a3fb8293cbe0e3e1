'use client';

import { useEffect } from 'react';
import { buildCheckInterval, buildId } from '@/lib/buildWatch/runningBuild';
import { buildMetaPath, LATEST_BUILD_PATH } from '@/lib/hosting/buildFiles';
import { addNavigationRule } from '@/lib/navigation/siteNavigation';
import { mayPrefetchManifest } from '@/lib/hosting/prefetchPolicy';

/**
 * Notices a newer deployed build and moves the visitor onto it at their next navigation, however
 * it starts (docs/design.md#new-build-next-navigation): once `latest.json` names another build, its
 * rule asks every navigation to another page for a full load (lib/navigation/siteNavigation.ts).
 * It also prefetches the running build's manifest, as the specification asks.
 */
export default function BuildWatcher() {
  useEffect(() => {
    let outdated = false;
    const removeRule = addNavigationRule(() => (outdated ? 'reload' : null));
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
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      removeRule();
      clearTimeout(prefetch);
      clearInterval(poll);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, []);

  return null;
}
