'use client';

import Link from './SiteLink';
import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';
import { splitLocale } from '@/lib/i18n/paths';

/** A link to one of the site's pages, marked `aria-current="page"` while that page is shown. */
export default function NavLink({
  href,
  path,
  prefetch,
  children,
}: {
  href: string;
  path: string;
  prefetch?: false;
  children: ReactNode;
}) {
  const current = splitLocale(usePathname()).path === path;
  return (
    <Link href={href} prefetch={prefetch} aria-current={current ? 'page' : undefined}>
      {children}
    </Link>
  );
}
