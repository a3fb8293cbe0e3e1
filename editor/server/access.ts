/**
 * Who the editor and its preview answer (docs/editors.md#who-can-open-the-editor): a request at their own
 * address (`Host`: the name of each, ./loopback.ts, and its port; `Origin` when the browser sends
 * one; never from another site, and the editor never from its preview's pages either), holding a
 * session of the editor in its cookie. The address `npm run edit` prints carries a one-time entry
 * token, which the first request trades for a session: the cookie, and a second value, the key,
 * that the editor's page keeps in its own origin's storage and sends with every call of its
 * interface. The cookie belongs to the editor's name, which no other server of the machine answers
 * to; should it reach one all the same (a cookie is sent to every port of its host), the key does
 * not (storage belongs to the origin, port included), so the cookie alone shows the editor's page,
 * never reads or writes the texts or publishes. The preview has a credential of its own, which a
 * session brings: a cookie of the editor's and the preview's site, which shows its pages and
 * nothing else.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type http from 'node:http';
import { editorLocale, editorTexts } from '../uiTexts';

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
 * the browser's own word, from another site (an image or a frame of a page elsewhere sends no
 * Origin). With `ownSite`, from another origin of the same site too: the editor's preview, whose
 * pages run the site's code, shares the editor's site, and reaches the editor in no way. With
 * `entry`, a top-level page opened from elsewhere is no stranger: the editor's printed address,
 * opened from the terminal, a forwarding file (./browser.ts) or another application, brings its own
 * credential, the token.
 */
export function isForeign(
  request: http.IncomingMessage,
  hosts: readonly string[],
  { ownSite = false, entry = false } = {},
): boolean {
  const host = request.headers.host ?? '';
  const origin = request.headers.origin;
  const site = request.headers['sec-fetch-site'];
  const opened =
    entry &&
    request.method === 'GET' &&
    request.headers['sec-fetch-mode'] === 'navigate' &&
    request.headers['sec-fetch-dest'] === 'document';
  return (
    !hosts.includes(host) ||
    (origin !== undefined && origin !== `http://${host}`) ||
    (site === 'cross-site' && !opened) ||
    (ownSite && site === 'same-site' && !opened)
  );
}

/**
 * Every value of a cookie in a request. A page of the site (the preview's) can write a cookie of the
 * same name for the whole site, with a narrower path, which the browser sends first; the one the
 * editor set is among the others, and counts.
 */
export function cookieValues(request: http.IncomingMessage, name: string): string[] {
  return (request.headers.cookie ?? '')
    .split(/;\s*/)
    .filter((pair) => pair.startsWith(`${name}=`))
    .map((pair) => pair.slice(name.length + 1));
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
    // Looked up by the value's digest-compared match, never by the raw header as a map key alone.
    for (const value of cookieValues(request, this.cookie).slice(0, 20))
      for (const [session, key] of this.keys) if (same(value, session)) return key;
    return null;
  }
}

/**
 * The one `Host` a server answers: its name and port (./loopback.ts). Never 127.0.0.1, `localhost`
 * or [::1], though the server listens there: those names every server of the machine shares. A
 * browser that opened the editor at 127.0.0.1 would keep its session's cookie where every loopback
 * server receives it, and its page would be the same site as theirs, which is what the names undo;
 * and nothing needs 127.0.0.1: a browser opens the printed address, a client of ours (the tests)
 * connects to 127.0.0.1 and sends the name, as a browser would, and a probe that only asks whether
 * the port answers (Playwright's) takes the 403.
 */
export const hostOf = (name: string, port: number) => [`${name}:${port}`];

/**
 * The preview's cookie, as the editor sets it with each session: for the editor's and the
 * preview's site (`Domain`), which no other server answers under, so that the preview, framed by the
 * editor, receives it as a first party's (never blocked as a third party's); HttpOnly, so that the
 * previewed pages do not read it.
 */
export const previewCookie = (name: string, value: string, site: string, seconds: number) =>
  `${name}=${value}; Domain=${site}; HttpOnly; SameSite=Strict; Path=/; Max-Age=${seconds}`;

/** Why a request is refused: another address or site, a used token, no session, no key. */
export type Why = 'foreign' | 'used' | 'session' | 'key';

/**
 * The refusal's text, in the reader's language (the browser's), saying what to do: the editor is
 * opened from the address `npm run edit` printed, once; the terminal prints the next one. The
 * editor's and the preview's alike; neither names the other's address.
 */
export function refusalOf(request: http.IncomingMessage, why: Why): { language: string; text: string } {
  const language = editorLocale(request.headers['accept-language']);
  const t = editorTexts(language);
  const key = (
    { foreign: 'refusedForeign', used: 'refusedUsed', session: 'refusedSession', key: 'refusedKey' } as const
  )[why];
  return { language, text: `403: ${t[key]}` };
}
