import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import LegalPage, { HealthConsentVersion } from '@/components/legal/LegalPage';
import { builtVersionPages } from '@/lib/pages/built';
import { resolveLocaleSegment } from '@/lib/i18n/params';
import { versionPages, versionSlug, versionUrl } from '@/lib/pages/legalVersions';
import { hasOwnPage, legalTexts } from '@/lib/legal/texts';
import { absoluteUrl } from '@/lib/site';
import { plainTexts } from '@/lib/i18n/plain';

/**
 * The page of one version of a legal text (lib/pages/legalVersions.ts): what a consent or an acceptance
 * of that version agreed to, and an announced version before it applies. Kept out of search results
 * and the sitemap; the text's own page shows the version in force.
 */
type Props = { params: Promise<{ locale: string; text: string; version: string }> };

export function generateStaticParams() {
  return builtVersionPages().map(({ locale, page }) => ({
    locale: locale.segment,
    text: legalTexts[page.text].folder,
    version: versionSlug(page.version),
  }));
}

// Only those: every version is known when the site is built.
// @see https://nextjs.org/docs/app/api-reference/file-conventions/route-segment-config/dynamicParams
export const dynamicParams = false;

async function versionPage(params: Props['params']) {
  const locale = await resolveLocaleSegment(params);
  const { text, version } = await params;
  const page = versionPages().find((p) => legalTexts[p.text].folder === text && versionSlug(p.version) === version);
  if (!page) notFound();
  return { locale, page };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, page } = await versionPage(params);
  const t = await getTranslations({ locale, namespace: 'LegalVersions' });
  const name = hasOwnPage(page.text)
    ? (await getTranslations({ locale, namespace: legalTexts[page.text].namespace }))('heading')
    : t('consentHeading');
  return plainTexts({
    title: t('pageTitle', { name, version: page.version }),
    alternates: { canonical: absoluteUrl(versionUrl(locale, page)) },
    robots: { index: false, follow: true },
  });
}

export default async function LegalVersionPage({ params }: Props) {
  const { locale, page } = await versionPage(params);
  if (!hasOwnPage(page.text)) return <HealthConsentVersion locale={locale} version={page.version} />;
  return <LegalPage locale={locale} text={page.text} version={page.version} />;
}
