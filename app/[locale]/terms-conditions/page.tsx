import LegalPage from '@/components/legal/LegalPage';
import LeftOutPage from '@/components/LeftOutPage';
import { guardPage, localesBuilt } from '@/lib/pages/guard';
import { localizedPageMetadata } from '@/lib/pages/seo';

type Props = { params: Promise<{ locale: string }> };

export const generateStaticParams = localesBuilt('terms-conditions');

export function generateMetadata({ params }: Props) {
  return localizedPageMetadata(params, 'terms-conditions');
}

export default async function TermsPage({ params }: Props) {
  const { locale, failure } = await guardPage(params, 'terms-conditions');
  if (failure) return <LeftOutPage locale={locale} failure={failure} />;
  return <LegalPage locale={locale} text="terms" />;
}
