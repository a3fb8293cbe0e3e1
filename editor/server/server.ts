/**
 * The editor's server (`npm run edit`): on 127.0.0.1 only, for whoever holds one of its sessions
 * (./access.ts). The address it prints carries a one-time token; the first request trades it for a
 * session (a cookie, HttpOnly, SameSite Strict, kept while the editor runs, so that closing the
 * browser does not lock the editor out) and a key the page keeps in its own storage and sends with
 * every call, and redirects to the bare address. A request with a `Host` or `Origin` other than the
 * editor's own, from another site, or without a session gets 403; a call without the key too, so
 * that a cookie that reaches another server of the machine (a cookie of 127.0.0.1 goes to every
 * port) reads and writes nothing. The rest is a table over the contract (editor/contract.ts,
 * ./routes.ts). It writes only the message files, the records under i18n/
 * (editor/domain/changes.ts) and the legal versions' data under legal/ (editor/domain/legal.ts);
 * Publish commits them and runs `npm run deploy` (editor/domain/publish.ts). No request, however
 * malformed, ends it: every answer ends, with 500 where a handler failed.
 * docs/editors.md#the-editor.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { Dirs } from '../../scripts/i18n/records';
import { atBothNames } from '../../lib/editPreview/flag';
import type { Route } from '../contract';
import { Refusal } from '../domain/refusal';
import { previewProcess, type Preview } from '../preview/process';
import { editorLocale, editorTexts } from '../uiTexts';
import { cookieName, isForeign, loopbackHosts, Sessions } from './access';
import { bundleForBrowser } from './bundle';
import { routes, withoutBody, type Request } from './routes';

export interface Editor {
  url: string;
  /** The address to open first: with the one-time token, which it trades for a session. */
  entry: string;
  close: () => Promise<void>;
}

/**
 * How long the browser keeps a session's cookies: a week of closing and reopening it; the editor's
 * own life ends the session sooner. Their names carry the port, so that old ones do not pile up long.
 */
const SESSION_SECONDS = 7 * 24 * 3600;

const security = {
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'no-referrer',
  'Cache-Control': 'no-store',
};

/** The editor's policy: nothing but its own files, and the frame of its preview. */
const editorPolicy = (preview: string) =>
  [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "connect-src 'self'",
    "img-src 'self' data:",
    `frame-src ${atBothNames(preview).join(' ')}`,
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');

function send(
  response: http.ServerResponse,
  status: number,
  body: string,
  type = 'text/plain; charset=utf-8',
  headers: Record<string, string> = {},
) {
  response.writeHead(status, { ...security, 'Content-Type': type, ...headers });
  response.end(body);
}

const json = (response: http.ServerResponse, status: number, value: unknown) =>
  send(response, status, JSON.stringify(value), 'application/json; charset=utf-8');

/** A JSON body of at most 1 MB, or a refusal. */
async function bodyOf(request: http.IncomingMessage): Promise<Record<string, unknown>> {
  if (!(request.headers['content-type'] ?? '').startsWith('application/json')) throw new Refusal('Send JSON.', 415);
  let text = '';
  for await (const chunk of request) {
    text += chunk;
    if (text.length > 1_000_000) throw new Refusal('Too large.', 413);
  }
  const value = JSON.parse(text);
  if (!value || typeof value !== 'object') throw new Refusal('Send a JSON object.', 400);
  return value;
}

/** The page that holds the interface: its texts in the reader's language, as data. */
function shell(acceptLanguage: string | undefined): string {
  const locale = editorLocale(acceptLanguage);
  const texts = JSON.stringify({ locale, texts: editorTexts(locale) }).replace(/</g, '\\u003c');
  return (
    `<!DOCTYPE html><html lang="${locale}"><head><meta charset="utf-8"/>` +
    '<meta name="viewport" content="width=device-width, initial-scale=1"/>' +
    `<title>${editorTexts(locale).title.replace(/[<&]/g, '')}</title>` +
    '<link rel="icon" href="data:,"/><link rel="stylesheet" href="/editor.css"/>' +
    `<script type="application/json" id="editor-texts">${texts}</script>` +
    '<script type="module" src="/editor.js"></script></head><body><div id="editor"></div></body></html>'
  );
}

/**
 * Starts the editor on 127.0.0.1:`port` (0: a free one) over `dirs`; its first address carries
 * `token` (made here unless given: at least 32 characters), which opens it once. `redeemed` hears
 * the next address each time one is used. Its preview (editor/preview/process.ts) shows the project
 * at `preview.root` on 127.0.0.1:`preview.port`, once asked for, to whoever holds the preview's own
 * cookie, which a session brings.
 */
export async function startEditor({
  dirs,
  port = 0,
  token = randomBytes(24).toString('base64url'),
  preview: previewAt,
  redeemed = () => {},
}: {
  dirs: Dirs;
  port?: number;
  token?: string;
  preview: { root: string; port: number };
  redeemed?: (next: string) => void;
}): Promise<Editor> {
  if (token.length < 32 || !/^[\w-]+$/.test(token))
    throw new Error('EDIT_TOKEN must be at least 32 letters, digits, - or _.');
  const script = await bundleForBrowser(path.join(import.meta.dirname, '..', 'ui', 'main.tsx'));
  const css = readFileSync(path.join(import.meta.dirname, '..', 'ui', 'editor.css'), 'utf8');
  let hosts: string[] = [];
  const sessions = new Sessions(token);
  let url = '';
  let preview: Preview | null = null;
  const policy = editorPolicy(`http://127.0.0.1:${previewAt.port}`);
  // The preview's own credential: it shows pages, and reads or writes nothing of the editor's.
  const previewToken = randomBytes(32).toString('base64url');
  const previewCookie = `slimstart-preview-${previewAt.port}`;

  // One change at a time: two saves sent together (a double click) never both pass the checks of a
  // legal version before either writes. Check and Publish wait their turn too, and make saves wait.
  let writing: Promise<unknown> = Promise.resolve();
  const oneAtATime = (task: () => Promise<unknown>) => {
    const turn = writing.then(task, task);
    writing = turn.catch(() => {});
    return turn;
  };

  const answer = async (request: http.IncomingMessage, response: http.ServerResponse) => {
    const address = new URL(request.url ?? '/', 'http://editor');
    if (isForeign(request, hosts)) return send(response, 403, refusal(request, 'foreign'));
    const given = address.searchParams.get('token');
    if (request.method === 'GET' && address.pathname === '/' && given !== null) {
      const session = sessions.redeem(given);
      // The address opened again (a second click, another tab) in a browser that holds a session: it is open.
      if (!session && sessions.holds(request)) {
        response.writeHead(303, { ...security, Location: '/' });
        return response.end();
      }
      if (!session) return send(response, 403, refusal(request, 'used'));
      redeemed(`${url}/?token=${sessions.token}`);
      // The key goes in the address's fragment, which no request carries: the page keeps it.
      response.writeHead(303, {
        ...security,
        Location: `/#key=${session.key}`,
        'Set-Cookie': [
          `${sessions.cookie}=${session.session}; HttpOnly; SameSite=Strict; Path=/; Max-Age=${SESSION_SECONDS}`,
          `${previewCookie}=${previewToken}; HttpOnly; SameSite=Strict; Path=/; Max-Age=${SESSION_SECONDS}`,
        ],
      });
      return response.end();
    }
    const call = address.pathname.startsWith('/api/');
    if (call ? !sessions.admits(request) : !sessions.holds(request))
      return send(response, 403, refusal(request, sessions.holds(request) ? 'key' : 'session'));
    // Named only to whoever holds a session: a refusal does not tell where the preview listens.
    response.setHeader('Content-Security-Policy', policy);
    const name = `${request.method} ${address.pathname}` as Route;
    const route = Object.hasOwn(routes, name) ? routes[name] : undefined;
    if (!route)
      return request.method === 'GET' || request.method === 'POST'
        ? send(response, 404, 'Not found.')
        : send(response, 405, 'Method not allowed.');
    try {
      const asked: Request = {
        dirs,
        body: request.method === 'POST' && !withoutBody.has(name) ? await bodyOf(request) : {},
        query: address.searchParams,
        acceptLanguage: request.headers['accept-language'],
        shell,
        assets: { script, css },
        startPreview: () => preview!.start(),
      };
      if (route.kind === 'file') {
        const { type, text, headers } = route.answer(asked);
        return send(response, 200, text, type, headers);
      }
      if (route.kind === 'json') return json(response, 200, await route.answer(asked));
      // Streamed (Check, Publish): each line sent as it comes; the answer ends with the last.
      response.writeHead(200, { ...security, 'Content-Type': 'text/plain; charset=utf-8' });
      await route.answer(asked, (line) => void response.write(`${line}\n`));
      return response.end();
    } catch (error) {
      if (error instanceof Refusal && !response.headersSent)
        return json(response, error.status, { error: error.message, ...error.details });
      if (error instanceof SyntaxError && !response.headersSent)
        return json(response, 400, { error: 'The request is not valid JSON.' });
      throw error;
    }
  };
  /** Every answer ends: a handler that fails answers 500 (or ends what it began), and the editor goes on. */
  const answered = (request: http.IncomingMessage, response: http.ServerResponse) =>
    answer(request, response).catch((error: unknown) => {
      console.error(error);
      // A streamed answer (Check, Publish) has begun: it can only end.
      if (response.headersSent) return void response.end();
      json(response, 500, { error: 'The editor failed; its terminal says why.' });
    });
  // Starting the preview writes nothing, and waits for no Check or Publish; a request the editor
  // refuses waits for nothing either (answer refuses it at once), so that nobody else can queue calls.
  const admitted = (request: http.IncomingMessage) => !isForeign(request, hosts) && sessions.admits(request);
  const server = http.createServer((request, response) =>
    request.method === 'POST' && request.url !== '/api/preview' && admitted(request)
      ? oneAtATime(() => answered(request, response))
      : answered(request, response),
  );
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.address() as { port: number };
  hosts = loopbackHosts(bound);
  sessions.cookie = cookieName(bound);
  url = `http://127.0.0.1:${bound}`;
  preview = previewProcess({ ...previewAt, token: previewToken, cookie: previewCookie, editor: url });
  return {
    url,
    entry: `${url}/?token=${token}`,
    close: () => {
      preview?.close();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * Why a request is refused, in the reader's language (the browser's), with what to do: the editor
 * is opened from the address `npm run edit` printed, once; the terminal prints the next one.
 */
function refusal(request: http.IncomingMessage, why: 'foreign' | 'used' | 'session' | 'key'): string {
  const t = editorTexts(editorLocale(request.headers['accept-language']));
  const key = { foreign: 'refusedForeign', used: 'refusedUsed', session: 'refusedSession', key: 'refusedKey' }[why];
  return `403: ${t[key]}`;
}
