import LegalPage from '@/components/LegalPage';
import { privacySections } from '@/lib/content';
import { resolveLocaleSegment } from '@/lib/i18n/params';
import { localizedPageMetadata } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }> };

export function generateMetadata({ params }: Props) {
  return localizedPageMetadata(params, 'Privacy', '/privacy-policy');
}

export default async function PrivacyPage({ params }: Props) {
  const locale = await resolveLocaleSegment(params);
  return <LegalPage locale={locale} namespace="Privacy" sections={privacySections} />;
}
