'use client';

import Link from 'next/link';
import type { ComponentProps } from 'react';
import { mayPrefetchLinks } from '@/lib/prefetchPolicy';

/**
 * The site's internal link: next/link, but prefetching nothing for visitors who save data or are on
 * 2g (docs/design.md#4-reference-behaviours). Prefetching changes no markup, so server and client render alike.
 */
export default function SiteLink(props: ComponentProps<typeof Link>) {
  return <Link {...props} prefetch={mayPrefetchLinks() ? props.prefetch : false} />;
}
