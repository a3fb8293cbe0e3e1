/**
 * The text a served 404 page's path slot shows: what is in it, without the HTML comments a host
 * left there (lib/hosting/notFoundSlot.ts: nginx and Apache leave Caddy's template action).
 */
export function slotText(html: string): string | null {
  const match = /<code data-requested-path="true">(.*?)<\/code>/s.exec(html);
  return match ? match[1].replace(/<!--.*?-->/gs, '') : null;
}
