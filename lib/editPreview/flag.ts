/**
 * Whether this server is the editor's preview (docs/design.md#the-editors-preview): `next dev` started
 * by `npm run edit` (editor/preview/process.ts) with EDIT_PREVIEW, the editor's origin. The site asks
 * it in three places only: the loader of the messages, which marks every text with its key
 * (lib/i18n/messages.ts), the document shell, which loads the click script (components/SiteDocument.tsx),
 * and, in the browser, the analytics services, which never start there (lib/analytics/services.ts).
 * The preview's own server frames the page for the editor and keeps it from every other server;
 * the site's headers never name it.
 */

/** Where the preview (editor/preview/process.ts) serves the script that opens a clicked text's key. */
export const PREVIEW_CLICKS_PATH = '/__slimstart-edit/clicks.js';

/**
 * The editor's origin when this server is its preview: `next dev` with EDIT_PREVIEW set, which must be
 * `http://editor.{site}.localhost:{port}` (editor/server/loopback.ts). Null otherwise, and always in a build:
 * `next build` runs in production, and marks itself (NEXT_PHASE, next/constants'
 * PHASE_PRODUCTION_BUILD) should NODE_ENV say otherwise.
 */
export function editPreviewOrigin(env: Record<string, string | undefined> = process.env): string | null {
  const origin = env.EDIT_PREVIEW;
  if (env.NODE_ENV !== 'development' || env.NEXT_PHASE === 'phase-production-build' || !origin) return null;
  if (!/^http:\/\/editor\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.localhost:\d{1,5}$/.test(origin))
    throw new Error(
      `EDIT_PREVIEW must be the editor's origin, http://editor.{site}.localhost:{port}, not "${origin}".`,
    );
  return origin;
}

/**
 * Whether this page is the editor's preview, in the browser: NEXT_PUBLIC_EDIT_PREVIEW, which the
 * preview's process sets beside EDIT_PREVIEW, and which Next.js writes into the browser's code.
 * Always false in a build, whose code says `production` there, whatever its environment held.
 */
export function inEditPreview(): boolean {
  // Both read literally: Next.js replaces exactly these expressions.
  return process.env.NODE_ENV === 'development' && Boolean(process.env.NEXT_PUBLIC_EDIT_PREVIEW);
}
