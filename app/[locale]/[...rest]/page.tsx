import NotFoundContent from '@/components/NotFoundContent';
import { localeTable } from '@/lib/i18n/locales';
import { resolveLocaleSegment } from '@/lib/i18n/params';
import { requestedPath } from '@/lib/requestedPath';

/**
 * The 404 page of a locale: `Page not found: {path}` with the path in the HTML.
 * Server mode renders it per request for any path under a locale that is no page; proxy.ts gives
 * those requests status 404. (It is not a notFound() call: that serves an empty HTML shell,
 * vercel/next.js#62228.) The export prerenders one per locale (`/de/404`), which the static server
 * and the host configs serve with status 404.
 */
export const generateStaticParams =
  process.env.NEXT_OUTPUT === 'export'
    ? () => localeTable.map((l) => ({ locale: l.segment, rest: ['404'] }))
    : undefined;

export default async function LocaleNotFoundPage({ params }: { params: Promise<{ locale: string }> }) {
  const locale = await resolveLocaleSegment(params);
  return <NotFoundContent locale={locale} path={await requestedPath()} />;
}
