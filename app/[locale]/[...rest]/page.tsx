import NotFoundContent from '@/components/NotFoundContent';
import { servedLocaleTable } from '@/lib/i18n/locales';
import { resolveLocaleSegment } from '@/lib/i18n/params';

/**
 * The 404 page of a locale: `Page not found: {path}`. Both builds prerender one per locale
 * (`/de/404`), with an empty slot for the path that whoever serves it fills in, escaped
 * (lib/hosting/notFoundSlot.ts): the export's hosts, and in server mode proxy.ts, which answers every
 * unknown path with it and status 404. (It is not a notFound() call: that serves an empty HTML
 * shell, vercel/next.js#62228.)
 */
export function generateStaticParams() {
  return servedLocaleTable.map((l) => ({ locale: l.segment, rest: ['404'] }));
}

// Only those: a path the proxy let through is never rendered (and cached) on demand.
// @see https://nextjs.org/docs/app/api-reference/file-conventions/route-segment-config/dynamicParams
export const dynamicParams = false;

export default async function LocaleNotFoundPage({ params }: { params: Promise<{ locale: string }> }) {
  const locale = await resolveLocaleSegment(params);
  return <NotFoundContent locale={locale} />;
}
