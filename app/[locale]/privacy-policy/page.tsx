import { getTranslations } from 'next-intl/server';
import PageIntro from '@/components/PageIntro';
import { resolveLocaleSegment } from '@/lib/i18n/params';
import { localizedPageMetadata } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }> };

export function generateMetadata({ params }: Props) {
  return localizedPageMetadata(params, 'Privacy', '/privacy-policy');
}

export default async function PrivacyPage({ params }: Props) {
  const locale = await resolveLocaleSegment(params);
  const t = await getTranslations({ locale, namespace: 'Privacy' });
  return <PageIntro heading={t('heading')} intro={t('intro')} />;
}
