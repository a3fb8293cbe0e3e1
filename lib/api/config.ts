/** The hosts an API may be reached on over plain http: this machine only. */
const LOOPBACK = ['localhost', '127.0.0.1', '[::1]'];

/**
 * The product API's fixed base address, NEXT_PUBLIC_API_BASE_URL at build time. Unset, the site
 * has no API: screens that need one are not shown. A value that is not an http(s) URL stops the
 * build, and so does plain http anywhere but this machine: the requests carry the visitor's ID
 * token and their messages.
 */
export function readBaseUrl(value: string | undefined): string | null {
  const raw = value?.trim();
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(
      `NEXT_PUBLIC_API_BASE_URL must be an absolute http(s) URL such as https://api.example.com/, got "${raw}"`,
    );
  }
  if (!/^https?:$/.test(url.protocol) || url.search || url.hash) {
    throw new Error(`NEXT_PUBLIC_API_BASE_URL must be an http(s) URL without query or hash, got "${raw}"`);
  }
  if (url.protocol === 'http:' && !LOOPBACK.includes(url.hostname)) {
    throw new Error(
      `NEXT_PUBLIC_API_BASE_URL must use https: plain http is for this machine only (localhost, 127.0.0.1, [::1]), got "${raw}"`,
    );
  }
  return url.href.endsWith('/') ? url.href : `${url.href}/`;
}

export const apiBaseUrl = readBaseUrl(process.env.NEXT_PUBLIC_API_BASE_URL);
