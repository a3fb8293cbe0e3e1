/**
 * The editor's server (`npm run edit`): at a name of its own under `.localhost`, on the loopback
 * only (127.0.0.1 and ::1, one port: ./loopback.ts), for whoever holds one of its sessions
 * (./access.ts). The address it prints carries a one-time token; the first request trades it for a
 * session (a cookie, HttpOnly, SameSite Strict, kept while the editor runs, so that closing the
 * browser does not lock the editor out) and a key the page keeps in its own storage and sends with
 * every call, and goes on to the bare address. A request with a `Host` or `Origin` other than the
 * editor's own (its name: never 127.0.0.1 or `localhost`, which every server of the machine
 * shares), from another site or from the preview's pages, or without a session gets 403, in the
 * reader's language, saying what to do; a call without the key too, so that a cookie that reaches
 * another server reads and writes nothing. The rest is a table over the contract (editor/contract.ts,
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
import type { Route } from '../contract';
import { Refusal } from '../domain/refusal';
import { previewProcess, type Preview } from '../preview/process';
import { editorLocale, editorTexts } from '../uiTexts';
import { cookieName, hostOf, isForeign, previewCookie, refusalOf, Sessions, type Why } from './access';
import { bundleForBrowser } from './bundle';
import { listenOnLoopback, namesOf, siteOf } from './loopback';
import { routes, unqueued, withoutBody, type Request } from './routes';

export interface Editor {
  /** Its origin, at its name: `http://editor-….localhost:port`. */
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
    `frame-src ${preview}`,
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
 * Starts the editor at `editor.{site}` (`site` random unless given: ./loopback.ts) on the loopback's
 * `port` (0: a free one) over `dirs`; its first address carries `token` (made here unless given: at
 * least 32 characters), which opens it once. `redeemed` hears the next address each time one is
 * used. Its preview (editor/preview/process.ts) shows the project at `preview.root`, at
 * `preview.{site}` and `preview.port`, once asked for, to whoever holds the preview's own cookie,
 * which a session brings.
 */
export async function startEditor({
  dirs,
  site = siteOf(undefined),
  port = 0,
  token = randomBytes(24).toString('base64url'),
  preview: previewAt,
  redeemed = () => {},
}: {
  dirs: Dirs;
  site?: string;
  port?: number;
  token?: string;
  preview: { root: string; port: number };
  redeemed?: (next: string) => void;
}): Promise<Editor> {
  if (token.length < 32 || !/^[\w-]+$/.test(token))
    throw new Error('EDIT_TOKEN must be at least 32 letters, digits, - or _.');
  const script = await bundleForBrowser(path.join(import.meta.dirname, '..', 'ui', 'main.tsx'));
  // The page's look, then its panels' (editor/ui/): one sheet, whose colours the panels use.
  const css = ['editor.css', 'panels.css']
    .map((name) => readFileSync(path.join(import.meta.dirname, '..', 'ui', name), 'utf8'))
    .join('\n');
  let hosts: string[] = [];
  const sessions = new Sessions(token);
  let url = '';
  let preview: Preview | null = null;
  const names = namesOf(site);
  const policy = editorPolicy(`http://${names.preview}:${previewAt.port}`);
  // The preview's own credential: it shows pages, and reads or writes nothing of the editor's.
  const previewToken = randomBytes(32).toString('base64url');
  const previewCookieName = `slimstart-preview-${previewAt.port}`;

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
    const refuse = (why: Why) => {
      const { language, text } = refusalOf(request, why);
      send(response, 403, text, 'text/plain; charset=utf-8', { 'Content-Language': language });
    };
    const given = address.searchParams.get('token');
    const entry = request.method === 'GET' && address.pathname === '/' && given !== null;
    if (isForeign(request, hosts, { ownSite: true, entry })) return refuse('foreign');
    if (entry) {
      const session = sessions.redeem(given);
      // The address opened again (a second click, another tab) in a browser that holds a session: it is open.
      if (!session && sessions.holds(request)) {
        response.writeHead(303, { ...security, Location: '/' });
        return response.end();
      }
      if (!session) return refuse('used');
      redeemed(`${url}/?token=${sessions.token}`);
      // On to the bare address, the key in its fragment, which no request carries: the page keeps
      // it. By a page of the editor's own rather than a redirect: the address opened from elsewhere
      // (the forwarding file, ./browser.ts), a redirect would still come from elsewhere, and the
      // session's cookie (SameSite) would not go with it.
      response.writeHead(200, {
        ...security,
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Security-Policy': "default-src 'none'",
        'Set-Cookie': [
          `${sessions.cookie}=${session.session}; HttpOnly; SameSite=Strict; Path=/; Max-Age=${SESSION_SECONDS}`,
          previewCookie(previewCookieName, previewToken, site, SESSION_SECONDS),
        ],
      });
      return response.end(
        `<!DOCTYPE html><html><head><meta charset="utf-8"/><meta http-equiv="refresh" content="0;url=/#key=${session.key}"/>` +
          `<title>${editorTexts(editorLocale(request.headers['accept-language'])).title.replace(/[<&]/g, '')}</title></head></html>`,
      );
    }
    const call = address.pathname.startsWith('/api/');
    if (call ? !sessions.admits(request) : !sessions.holds(request))
      return refuse(sessions.holds(request) ? 'key' : 'session');
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
        lookAtPreview: (at) => preview!.look(at),
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
  // Starting the preview, and waiting for it to show a saved text, write nothing, and wait for no
  // Check or Publish (nor make a Save wait); a request the editor refuses waits for nothing either
  // (answer refuses it at once), so that nobody else can queue calls.
  const admitted = (request: http.IncomingMessage) =>
    !isForeign(request, hosts, { ownSite: true }) && sessions.admits(request);
  const server = http.createServer((request, response) =>
    request.method === 'POST' && !unqueued.has(`POST ${request.url}` as Route) && admitted(request)
      ? oneAtATime(() => answered(request, response))
      : answered(request, response),
  );
  const listening = await listenOnLoopback(server, port, { setting: 'EDIT_PORT' });
  hosts = hostOf(names.editor, listening.port);
  sessions.cookie = cookieName(listening.port);
  url = `http://${names.editor}:${listening.port}`;
  preview = previewProcess({
    root: previewAt.root,
    port: previewAt.port,
    name: names.preview,
    token: previewToken,
    cookie: previewCookieName,
    editor: url,
  });
  return {
    url,
    entry: `${url}/?token=${token}`,
    close: () => {
      preview?.close();
      return listening.close();
    },
  };
}
