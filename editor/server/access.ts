/**
 * Who the editor and its preview answer (docs/editors.md#who-can-open-the-editor): a request at their own
 * address (`Host`, and `Origin` when the browser sends one; never from another site), holding a
 * session of the editor in its cookie. The address `npm run edit` prints carries a one-time entry
 * token, which the first request trades for a session: the cookie, and a second value, the key,
 * that the editor's page keeps in its own origin's storage and sends with every call of its
 * interface. A cookie of 127.0.0.1 reaches every port of the machine, other users' servers too;
 * the key does not (storage belongs to the origin, port included), so a leaked cookie alone can show
 * the editor's page and its preview, never read or write the texts or publish.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type http from 'node:http';

/** The session cookie's name, of the editor at `port`: two editors on one machine keep theirs apart. */
export const cookieName = (port: number) => `slimstart-editor-${port}`;

/** The header the interface sends its key in. */
export const KEY_HEADER = 'x-editor-key';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Whether two secrets are equal, in a time that does not tell how much of them is. Compared as
 * digests, so that any two values, of any length or characters, are compared without throwing.
 */
export const same = (a: string, b: string) => timingSafeEqual(digest(a), digest(b));

/**
 * Whether a request names a host other than `hosts`, comes from a page of another origin, or, by
 * the browser's own word, from another site (an image or a frame of a page elsewhere sends no Origin).
 */
export function isForeign(request: http.IncomingMessage, hosts: readonly string[]): boolean {
  const host = request.headers.host ?? '';
  const origin = request.headers.origin;
  return (
    !hosts.includes(host) ||
    (origin !== undefined && origin !== `http://${host}`) ||
    request.headers['sec-fetch-site'] === 'cross-site'
  );
}

/** A cookie's value in a request, or ''. */
function cookieOf(request: http.IncomingMessage, name: string): string {
  const pair = (request.headers.cookie ?? '').split(/;\s*/).find((c) => c.startsWith(`${name}=`));
  return pair ? pair.slice(name.length + 1) : '';
}

const fresh = () => randomBytes(32).toString('base64url');

/**
 * The editor's sessions: its one-time entry token, and each session it was traded for, with its key.
 * Held in memory: they end when the editor stops.
 */
export class Sessions {
  private entry: string;
  private readonly keys = new Map<string, string>();

  /** The session cookie's name (`cookieName`), once the editor's port is known. */
  cookie = '';

  constructor(entry: string = fresh()) {
    this.entry = entry;
  }

  /** The entry token the next address carries. */
  get token(): string {
    return this.entry;
  }

  /**
   * Trades the entry token for a new session, once: the token is then replaced, so that the
   * address printed before opens nothing any more. Null for any other value.
   */
  redeem(given: string): { session: string; key: string } | null {
    if (!same(given, this.entry)) return null;
    this.entry = fresh();
    const session = { session: fresh(), key: fresh() };
    this.keys.set(session.session, session.key);
    return session;
  }

  /** Whether a request's cookie holds a session: enough for the page, its files and the preview. */
  holds(request: http.IncomingMessage): boolean {
    return this.keyOf(request) !== null;
  }

  /** Whether a request holds a session and sends its key: what every call of the interface needs. */
  admits(request: http.IncomingMessage): boolean {
    const key = this.keyOf(request);
    const sent = request.headers[KEY_HEADER];
    return key !== null && typeof sent === 'string' && same(sent, key);
  }

  private keyOf(request: http.IncomingMessage): string | null {
    const value = cookieOf(request, this.cookie);
    // Looked up by the value's digest-compared match, never by the raw header as a map key alone.
    for (const [session, key] of this.keys) if (same(value, session)) return key;
    return null;
  }
}

/** The name a server on 127.0.0.1:`port` answers to: `localhost` may be another server's, on ::1. */
export const loopbackHosts = (port: number) => [`127.0.0.1:${port}`];
