import { shareImage } from '@/lib/og/shareImage';
import { resolveLocaleSegment } from '@/lib/i18n/params';
import { prefixedSegments } from '@/lib/i18n/locales';

// Each prefixed locale's share image (English's is at the root: app/og-image.png/route.tsx).
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return prefixedSegments.map((locale) => ({ locale }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  return shareImage(await resolveLocaleSegment(params));
}
