import { getTranslations } from 'next-intl/server';
import PageIntro from '@/components/PageIntro';
import { detectionScript } from '@/lib/i18n/detect';
import { defaultLocale } from '@/lib/i18n/locales';
import { resolveLocaleSegment } from '@/lib/i18n/params';
import { localizedPageMetadata } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }> };

export function generateMetadata({ params }: Props) {
  return localizedPageMetadata(params, 'Home', '/');
}

export default async function HomePage({ params }: Props) {
  const locale = await resolveLocaleSegment(params);
  const t = await getTranslations({ locale, namespace: 'Home' });
  return (
    <>
      {locale === defaultLocale && (
        // On a static host no server can pick the visitor's language: this does it for `/` only.
        <script dangerouslySetInnerHTML={{ __html: detectionScript() }} />
      )}
      <PageIntro heading={t('heading')} intro={t('intro')} />
    </>
  );
}
