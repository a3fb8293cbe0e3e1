import { shareImage } from '@/lib/og/shareImage';
import { defaultLocale } from '@/lib/i18n/locales';

// English's share image, at the root as English's pages are; the other locales' are below their prefix.
export const dynamic = 'force-static';

export function GET() {
  return shareImage(defaultLocale);
}
