import LegalPage from '@/components/LegalPage';
import { termsSections } from '@/lib/content';
import { guardPage } from '@/lib/pageGuard';
import { localizedPageMetadata } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }> };

export function generateMetadata({ params }: Props) {
  return localizedPageMetadata(params, 'terms-conditions');
}

export default async function TermsPage({ params }: Props) {
  const locale = await guardPage(params, 'terms-conditions');
  return <LegalPage locale={locale} namespace="Terms" sections={termsSections} />;
}
