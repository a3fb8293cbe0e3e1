import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { plainTexts } from '../i18n/plain';
import { resolveLocaleSegment } from '../i18n/params';
import { defaultLocale, localeInfo, servedLocaleTable, type Locale } from '../i18n/locales';
import { localizedPath } from './paths';
import { isBuilt, pageFailure } from './built';
import { pages, type Page, type PageName } from './routes';
import { absoluteUrl } from '../site';
import { ogImage, ogImagePath } from '../og/image';

/**
 * Every public URL of a page, keyed by hreflang, plus `x-default` (English): in the locales where
 * it is built (lib/pages/built.ts), so that no alternate names a page that is left out.
 */
export function alternateUrls(page: Page): Record<string, string> {
  const urls: Record<string, string> = Object.fromEntries(
    servedLocaleTable
      .filter((l) => isBuilt(l.code, page))
      .map((l) => [l.hreflang, absoluteUrl(localizedPath(l.code, page.path))]),
  );
  if (isBuilt(defaultLocale, page)) urls['x-default'] = absoluteUrl(localizedPath(defaultLocale, page.path));
  return urls;
}

/** Title, description, canonical, hreflang alternates, Open Graph and Twitter card of a page. */
function pageMetadata(
  locale: Locale,
  page: Page,
  text: { title: string; description: string; siteName: string; tagline: string },
): Metadata {
  const url = absoluteUrl(localizedPath(locale, page.path));
  const image = absoluteUrl(ogImagePath(locale));
  // Its texts go into `<title>` and `<meta>`, where the editor preview's marks must never be.
  return plainTexts({
    title: text.title,
    description: text.description,
    alternates: { canonical: url, languages: alternateUrls(page) },
    openGraph: {
      type: 'website',
      url,
      siteName: text.siteName,
      title: text.title,
      description: text.description,
      locale: localeInfo(locale).ogLocale,
      alternateLocale: servedLocaleTable
        .filter((l) => l.code !== locale && isBuilt(l.code, page))
        .map((l) => l.ogLocale),
      images: [{ url: image, width: ogImage.width, height: ogImage.height, alt: `${text.siteName}: ${text.tagline}` }],
    },
    twitter: {
      card: 'summary_large_image',
      title: text.title,
      description: text.description,
      images: [image],
    },
  });
}

/** `generateMetadata` of a localized page: its texts come from the page's message namespace. */
export async function localizedPageMetadata(params: Promise<{ locale: string }>, name: PageName): Promise<Metadata> {
  const locale = await resolveLocaleSegment(params);
  const page = pages.find((p) => p.name === name)!;
  // A page left out by its check (only server mode builds it): the error page's title, unindexed.
  const failure = pageFailure(locale, page);
  if (failure) return { title: failure.statusText, robots: { index: false, follow: true } };
  const t = await getTranslations({ locale, namespace: page.namespace as 'Home' });
  const site = await getTranslations({ locale, namespace: 'Site' });
  return pageMetadata(locale, page, {
    title: t('title'),
    description: t('description'),
    siteName: site('name'),
    tagline: site('tagline'),
  });
}

/** An account screen's title and description; the screens are kept out of search results. */
export async function accountPageMetadata(
  params: Promise<{ locale: string }>,
  screen: 'signIn' | 'account',
): Promise<Metadata> {
  const locale = await resolveLocaleSegment(params);
  const t = await getTranslations({ locale, namespace: 'Account' });
  return plainTexts({
    title: t(`${screen}.title`),
    description: t(`${screen}.description`),
    robots: { index: false, follow: true },
  });
}
