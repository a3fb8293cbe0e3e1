/**
 * The editor's server looking at a page of the preview as its server renders it now, HTML and
 * payload, on the loopback with the preview's own name and cookie (editor/preview/shown.ts waits
 * with it until a saved text shows; ./process.ts gives it the preview's address).
 */
import http from 'node:http';
import { payloadUrl } from '../../lib/hosting/buildFiles';
import type { Looked } from './shown';

/** How long one look at a page may take: `next dev` compiles a page on its first request. */
const LOOK_MS = 60_000;

/** A GET of the preview at 127.0.0.1, by its name (`Host`) and with its cookie: the body of a 200, or null. */
function getFrom(port: number, headers: Record<string, string>, path: string): Promise<string | null> {
  return new Promise((resolve) => {
    const request = http.get({ host: '127.0.0.1', port, path, headers, timeout: LOOK_MS }, (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        return resolve(null);
      }
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve(body));
      response.on('error', () => resolve(null));
    });
    request.on('timeout', () => request.destroy());
    request.on('error', () => resolve(null));
  });
}

/** Looks at pages of the preview listening on `port` at `name`, with the preview's `cookie` holding `token`. */
export function looker({ name, port, cookie, token }: { name: string; port: number; cookie: string; token: string }) {
  // As the editor's frame asks: the page's language from its path, not from Accept-Language.
  const headers = { Host: `${name}:${port}`, Cookie: `${cookie}=${token}`, Accept: 'text/html' };
  return async (path: string): Promise<Looked> => {
    const html = await getFrom(port, headers, path);
    // Its payload read after its HTML, as the page's script does (lib/hosting/pageTexts.ts).
    const payload = html === null ? null : await getFrom(port, headers, payloadUrl(path, 'editor'));
    if (html === null || payload === null) return 'no answer';
    try {
      return { html, payload: JSON.parse(payload) as unknown };
    } catch {
      return 'no answer';
    }
  };
}
