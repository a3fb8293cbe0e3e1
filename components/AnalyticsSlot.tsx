'use client';

import { useEffect, useRef } from 'react';
import { onPageShown } from '@/lib/navigation/siteNavigation';
import { loadPageTexts } from '@/lib/hosting/pageTexts';

/**
 * The place of the consent banner and the analytics services, in every page's layout where a
 * service is configured (docs/design.md#analytics). In the application their code loads after the
 * page, never in its first load, and hears of each page shown from the site's navigation; on a
 * document, the same element names the analytics island (islands/analytics.ts), which runs the
 * same code for the one page it shows. Both draw the banner into this element.
 */
export default function AnalyticsSlot({
  privacyHref,
  homePath,
  market,
  countingMarkets,
  siteOrigin,
}: {
  privacyHref: string;
  homePath: string;
  market: string;
  countingMarkets: string[];
  /** SITE_URL's origin: the one address where visits count (lib/analytics/placement.ts, countsAt). */
  siteOrigin: string;
}) {
  const slot = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let stop = () => {};
    let cancelled = false;
    import('@/lib/analytics/run').then(
      ({ runAnalytics }) => {
        if (!cancelled && slot.current) stop = runAnalytics(slot.current, onPageShown, loadPageTexts);
      },
      () => {},
    );
    return () => {
      cancelled = true;
      stop();
    };
  }, []);
  return (
    <div
      ref={slot}
      data-island="analytics"
      data-privacy-href={privacyHref}
      data-home-path={homePath}
      data-market={market}
      data-counting-markets={countingMarkets.join(' ')}
      data-site-origin={siteOrigin}
    />
  );
}
