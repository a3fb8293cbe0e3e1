/**
 * Who the editor and its preview answer (docs/editors.md#the-editor): a request at one of their own
 * addresses (`Host`, and `Origin` when the browser sends one), holding the editor's token in its
 * cookie. The cookie, set by the editor, reaches the preview too: a cookie belongs to the host, not
 * the port, and the preview is framed by the editor, on the same site.
 */
import { timingSafeEqual } from 'node:crypto';
import type http from 'node:http';

export const COOKIE = 'slimstart-editor';

/** Whether two secrets are equal, in a time that does not tell how much of them is. */
export const same = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** Whether a request names a host other than `hosts`, or comes from a page of another origin. */
export function isForeign(request: http.IncomingMessage, hosts: readonly string[]): boolean {
  const host = request.headers.host ?? '';
  const origin = request.headers.origin;
  return !hosts.includes(host) || (origin !== undefined && origin !== `http://${host}`);
}

/** Whether a request's cookie holds the editor's token. */
export function holdsToken(request: http.IncomingMessage, token: string): boolean {
  const pair = (request.headers.cookie ?? '').split(/;\s*/).find((c) => c.startsWith(`${COOKIE}=`));
  return same(pair ? pair.slice(COOKIE.length + 1) : '', token);
}

/** The names a server on 127.0.0.1:`port` answers to. */
export const loopbackHosts = (port: number) => [`127.0.0.1:${port}`, `localhost:${port}`];
