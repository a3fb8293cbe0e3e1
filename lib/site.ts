import { emailSetting } from './email';

/**
 * The one configured site origin that every absolute URL (canonical, alternates, Open Graph,
 * sitemap) is built from. Set SITE_URL at build time; a value that is not an http(s) origin stops
 * the build with a message saying so rather than publishing broken links.
 */
function readSiteUrl(value: string | undefined): URL {
  const raw = value?.trim() || 'http://localhost:3000';
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`SITE_URL must be an absolute http(s) URL such as https://slimstart.example, got "${raw}"`);
  }
  if (!/^https?:$/.test(url.protocol) || url.pathname !== '/' || url.search || url.hash) {
    throw new Error(`SITE_URL must be an http(s) origin without path, query or hash, got "${raw}"`);
  }
  return url;
}

export const siteUrl = readSiteUrl(process.env.SITE_URL);

export function absoluteUrl(path: string): string {
  return new URL(path, siteUrl).href;
}

/** Where visitors write to us (privacy requests, questions). CONTACT_EMAIL overrides it at build time. */
export const contactEmail = emailSetting('CONTACT_EMAIL', 'hello@slimstart.example');
