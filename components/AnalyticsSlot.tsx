'use client';

import dynamic from 'next/dynamic';
import type { ComponentProps } from 'react';

const Analytics = dynamic(() => import('./Analytics'), { ssr: false });

/**
 * The place of the consent banner and the analytics services, in every page's layout where a
 * service is configured. Their code loads after the page, never in its first load: the banner has
 * nothing to show before the page runs (docs/design.md#analytics).
 */
export default function AnalyticsSlot(props: ComponentProps<typeof Analytics>) {
  return <Analytics {...props} />;
}
