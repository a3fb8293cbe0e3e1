'use client';

import { useRouter } from 'next/navigation';
import { useMemo } from 'react';
import { goesOnHere } from '@/lib/navigation/siteNavigation';
import { preloadRoute } from '@/lib/hosting/prefetchPolicy';

/**
 * The site's router for code that navigates (the redirect after sign-in, the account guard) and
 * for route preloads: Next.js's `useRouter()`, with every navigation put to the site's rules first
 * (lib/navigation/siteNavigation.ts) and every preload to the prefetch policy. Lint keeps `useRouter`
 * to this file (eslint.config.mjs).
 */
export function useSiteRouter() {
  const router = useRouter();
  return useMemo(
    () => ({
      push: (href: string) => goesOnHere(href, 'code') && router.push(href),
      replace: (href: string) => goesOnHere(href, 'code') && router.replace(href),
      preload: (href: string) => preloadRoute(href, () => router.prefetch(href)),
    }),
    [router],
  );
}
