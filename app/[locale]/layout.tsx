import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import SiteDocument from '@/components/SiteDocument';
import { resolveLocaleSegment } from '@/lib/i18n/params';
import { servedLocaleTable } from '@/lib/i18n/locales';
import { siteUrl } from '@/lib/site';

export function generateStaticParams() {
  return servedLocaleTable.map((l) => ({ locale: l.segment }));
}

// Only the locales above exist: anything else is a 404, never rendered on demand.
// @see https://nextjs.org/docs/app/api-reference/file-conventions/route-segment-config/dynamicParams
export const dynamicParams = false;

export const metadata: Metadata = {
  metadataBase: siteUrl,
  // Listing icons here replaces the ones Next.js would add for app/icon.svg, so all are named.
  icons: { icon: [{ url: '/icon.svg', type: 'image/svg+xml' }], apple: '/icons/icon-180.png' },
};

export default async function LocaleLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const locale = await resolveLocaleSegment(params);
  return <SiteDocument locale={locale}>{children}</SiteDocument>;
}
