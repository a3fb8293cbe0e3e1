import LegalNoticePage from '@/components/legal/LegalNoticePage';
import LeftOutPage from '@/components/LeftOutPage';
import { guardPage, localesBuilt } from '@/lib/pages/guard';
import { localizedPageMetadata } from '@/lib/pages/seo';

type Props = { params: Promise<{ locale: string }> };

export const generateStaticParams = localesBuilt('legal-notice');

export function generateMetadata({ params }: Props) {
  return localizedPageMetadata(params, 'legal-notice');
}

export default async function LegalNotice({ params }: Props) {
  const { locale, failure } = await guardPage(params, 'legal-notice');
  if (failure) return <LeftOutPage locale={locale} failure={failure} />;
  return <LegalNoticePage locale={locale} />;
}
