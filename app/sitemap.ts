import type { MetadataRoute } from 'next';
import { builtPages } from '@/lib/pages/built';
import { alternateUrls } from '@/lib/pages/seo';
import { absoluteUrl } from '@/lib/site';

// Written once at build time, in both builds.
// @see https://nextjs.org/docs/app/api-reference/file-conventions/metadata/sitemap
export const dynamic = 'force-static';

/** The built pages: never a moved address of redirects.json, which the build refuses while it is a page (lib/hosting/redirectRules.ts). */
export default function sitemap(): MetadataRoute.Sitemap {
  return builtPages().map(({ page, url }) => ({
    url: absoluteUrl(url),
    alternates: { languages: alternateUrls(page) },
  }));
}
