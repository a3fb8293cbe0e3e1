'use client';

import Link from 'next/link';
import { useEffect, type ComponentProps } from 'react';
import { limitRoutePreloads, mayPrefetchLinks } from '@/lib/prefetchPolicy';

/**
 * The site's internal link: next/link, but prefetching nothing for visitors who save data or are on
 * 2g, and never more than five route preloads at once (docs/design.md#route-preloads). Prefetching
 * changes no markup, so server and client render alike.
 */
export default function SiteLink(props: ComponentProps<typeof Link>) {
  // Before any prefetch: next/link starts them only once it sees the link on screen, after effects.
  useEffect(() => void limitRoutePreloads(), []);
  return <Link {...props} prefetch={mayPrefetchLinks() ? props.prefetch : false} />;
}
