/**
 * Whether this server is the editor's preview (docs/design.md#the-editors-preview): `next dev` started
 * by `npm run edit` (editor/preview/process.ts) with EDIT_PREVIEW, the editor's origin. The site asks
 * it in two places only: the loader of the messages, which marks every text with its key
 * (lib/i18n/messages.ts), and the document shell, which loads the click script (components/SiteDocument.tsx).
 * The preview's own server frames the page for the editor; the site's headers never name it.
 */

/** Where the preview (editor/preview/process.ts) serves the script that opens a clicked text's key. */
export const PREVIEW_CLICKS_PATH = '/__slimstart-edit/clicks.js';

/**
 * A loopback origin at both the names it answers to, `http://127.0.0.1:{port}` first: the editor and
 * its preview are opened at either.
 */
export const atBothNames = (origin: string): string[] => [origin, origin.replace('127.0.0.1', 'localhost')];

/**
 * The editor's origin when this server is its preview: `next dev` with EDIT_PREVIEW set, which must be
 * `http://127.0.0.1:{port}`. Null otherwise, and always in a build: `next build` runs in production,
 * and marks itself (NEXT_PHASE, next/constants' PHASE_PRODUCTION_BUILD) should NODE_ENV say otherwise.
 */
export function editPreviewOrigin(env: Record<string, string | undefined> = process.env): string | null {
  const origin = env.EDIT_PREVIEW;
  if (env.NODE_ENV !== 'development' || env.NEXT_PHASE === 'phase-production-build' || !origin) return null;
  if (!/^http:\/\/127\.0\.0\.1:\d{1,5}$/.test(origin))
    throw new Error(`EDIT_PREVIEW must be the editor's origin, http://127.0.0.1:{port}, not "${origin}".`);
  return origin;
}
