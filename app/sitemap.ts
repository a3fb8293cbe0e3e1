import type { MetadataRoute } from 'next';
import { localeTable } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/paths';
import { pages } from '@/lib/routes';
import { alternateUrls } from '@/lib/seo';
import { absoluteUrl } from '@/lib/site';

// Written once at build time, in both builds.
// @see https://nextjs.org/docs/app/api-reference/file-conventions/metadata/sitemap
export const dynamic = 'force-static';

export default function sitemap(): MetadataRoute.Sitemap {
  return localeTable.flatMap((locale) =>
    pages.map((page) => ({
      url: absoluteUrl(localizedPath(locale.code, page.path)),
      alternates: { languages: alternateUrls(page.path) },
    })),
  );
}
