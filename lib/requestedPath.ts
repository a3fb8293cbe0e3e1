/** The request header through which proxy.ts tells the server-rendered 404 which path was asked for. */
export const REQUESTED_PATH_HEADER = 'x-slimstart-path';

/**
 * The path a 404 reports. In server mode proxy.ts runs on every request and always overwrites the
 * header, so a visitor cannot smuggle in text of their own. The export's 404 pages are built before
 * anyone asks: they leave it empty for the static server (or, on other hosts, the browser) to fill.
 */
export async function requestedPath(): Promise<string> {
  if (process.env.NEXT_OUTPUT === 'export') return '';
  const { headers } = await import('next/headers');
  const raw = (await headers()).get(REQUESTED_PATH_HEADER) ?? '';
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
