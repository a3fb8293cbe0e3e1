'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { reportLeaving } from '@/lib/navigation/leaving';
import { answerChunkError } from '@/lib/navigation/reload';
import { goesOnHere, pageShown } from '@/lib/navigation/siteNavigation';

/**
 * The site's one owner of the window's navigation events (docs/design.md#navigation): back and
 * forward (`popstate`), leaving the document (`pagehide`), chunks that fail to load, and each page
 * shown. It reports them to lib/navigation/, where the rules and listeners are.
 */
export default function SiteNavigation() {
  const pathname = usePathname();
  useEffect(() => pageShown(), [pathname]);

  useEffect(() => {
    // Capturing on window, at the target: it runs before the router's own listener, which it keeps
    // from restoring the page in this window when a rule asks for a full load.
    const onPopState = (event: PopStateEvent) => {
      if (!goesOnHere(location.href, 'history')) event.stopImmediatePropagation();
    };
    const onPageHide = () => reportLeaving(true);
    const onPageShow = () => reportLeaving(false);
    const onRejection = (event: PromiseRejectionEvent) => answerChunkError(event.reason);
    window.addEventListener('popstate', onPopState, { capture: true });
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('pageshow', onPageShow);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('popstate', onPopState, { capture: true });
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('pageshow', onPageShow);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);

  return null;
}
