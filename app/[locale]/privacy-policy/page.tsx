import LegalPage from '@/components/legal/LegalPage';
import LeftOutPage from '@/components/LeftOutPage';
import { guardPage, localesBuilt } from '@/lib/pages/guard';
import { localizedPageMetadata } from '@/lib/pages/seo';

type Props = { params: Promise<{ locale: string }> };

export const generateStaticParams = localesBuilt('privacy-policy');

export function generateMetadata({ params }: Props) {
  return localizedPageMetadata(params, 'privacy-policy');
}

export default async function PrivacyPage({ params }: Props) {
  const { locale, failure } = await guardPage(params, 'privacy-policy');
  if (failure) return <LeftOutPage locale={locale} failure={failure} />;
  return <LegalPage locale={locale} text="privacy" />;
}
