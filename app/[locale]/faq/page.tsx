import { getTranslations } from 'next-intl/server';
import PageIntro from '@/components/PageIntro';
import { resolveLocaleSegment } from '@/lib/i18n/params';
import { localizedPageMetadata } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }> };

export function generateMetadata({ params }: Props) {
  return localizedPageMetadata(params, 'Faq', '/faq');
}

export default async function FaqPage({ params }: Props) {
  const locale = await resolveLocaleSegment(params);
  const t = await getTranslations({ locale, namespace: 'Faq' });
  return <PageIntro heading={t('heading')} intro={t('intro')} />;
}
