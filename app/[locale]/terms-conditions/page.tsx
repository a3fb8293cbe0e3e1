import LegalPage from '@/components/LegalPage';
import { termsSections } from '@/lib/content';
import { resolveLocaleSegment } from '@/lib/i18n/params';
import { localizedPageMetadata } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }> };

export function generateMetadata({ params }: Props) {
  return localizedPageMetadata(params, 'Terms', '/terms-conditions');
}

export default async function TermsPage({ params }: Props) {
  const locale = await resolveLocaleSegment(params);
  return <LegalPage locale={locale} namespace="Terms" sections={termsSections} />;
}
