'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { reportLeaving } from '@/lib/navigation/leaving';
import { answerChunkError } from '@/lib/navigation/reload';
import { addNavigationRule, goesOnHere, pageShown } from '@/lib/navigation/siteNavigation';
import { isDocument } from '@/lib/hosting/documents';

/**
 * The site's one owner of the window's navigation events (docs/design.md#navigation): back and
 * forward (`popstate`), leaving the document (`pagehide`), chunks that fail to load, and each page
 * shown. It reports them to lib/navigation/, where the rules and listeners are. It holds the rule
 * that a document is never shown in this window: the application leaves for it by a full load
 * (docs/design.md#documents).
 */
export default function SiteNavigation() {
  const pathname = usePathname();
  useEffect(() => pageShown(), [pathname]);

  useEffect(() => addNavigationRule(({ to }) => (isDocument(to.pathname) ? 'leave' : null)), []);

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
