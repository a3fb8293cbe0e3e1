'use client';

import Link from 'next/link';
import { useEffect, useRef, type ComponentProps } from 'react';
import { goesOnHere } from '@/lib/navigation/siteNavigation';
import { useSiteRouter } from './useSiteRouter';

/**
 * The site's internal link: next/link, whose navigations pass the site's rules first
 * (lib/navigation/siteNavigation.ts: a new build, analytics left behind), and whose route preloads
 * go through the prefetch policy: none for visitors who save data or are on 2g, at most five at a
 * time (docs/design.md#route-preloads). A link preloads its route once it is on screen, or as the
 * visitor points at it. Prefetching changes no markup, so server and client render alike.
 */
export default function SiteLink({ href, ...props }: ComponentProps<typeof Link> & { href: string }) {
  const { preload } = useSiteRouter();
  const link = useRef<HTMLAnchorElement>(null);
  const preloads = props.prefetch !== false;

  useEffect(() => {
    const element = link.current;
    if (!preloads || !element || typeof IntersectionObserver === 'undefined') return;
    const seen = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      seen.disconnect();
      preload(href);
    });
    seen.observe(element);
    return () => seen.disconnect();
  }, [href, preloads, preload]);

  const intent = preloads ? () => preload(href) : undefined;
  return (
    <Link
      {...props}
      ref={link}
      href={href}
      prefetch={false}
      onMouseEnter={intent}
      onFocus={intent}
      onTouchStart={intent}
      onNavigate={(event) => {
        if (!goesOnHere(href, 'link')) event.preventDefault();
      }}
    />
  );
}
