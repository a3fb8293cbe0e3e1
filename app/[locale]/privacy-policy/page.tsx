import LegalPage from '@/components/LegalPage';
import { privacySections } from '@/lib/content';
import { guardPage } from '@/lib/pageGuard';
import { localizedPageMetadata } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }> };

export function generateMetadata({ params }: Props) {
  return localizedPageMetadata(params, 'privacy-policy');
}

export default async function PrivacyPage({ params }: Props) {
  const locale = await guardPage(params, 'privacy-policy');
  return <LegalPage locale={locale} namespace="Privacy" sections={privacySections} />;
}
