/**
 * The editor's server (`npm run edit`): on 127.0.0.1 only, for whoever holds its token. The address
 * it prints carries the token once; the first request trades it for a cookie (HttpOnly, SameSite
 * Strict) and redirects to the bare address. Every request without that cookie, or with a `Host`
 * or `Origin` other than the editor's own, gets 403: another site in the browser, another user of
 * the machine, or a DNS name rebound to 127.0.0.1 can neither read nor write. The rest is a table
 * over the contract (editor/contract.ts, ./routes.ts). It writes only the message files, the records
 * under i18n/ (editor/domain/changes.ts) and the legal versions' data under legal/
 * (editor/domain/legal.ts); Publish commits them and runs `npm run deploy` (editor/domain/publish.ts).
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
import { COOKIE, holdsToken, isForeign, loopbackHosts, same } from './access';
import { bundleForBrowser } from './bundle';
import { routes, withoutBody, type Request } from './routes';

export interface Editor {
  url: string;
  /** The address to open first: with the token, which it trades for a cookie. */
  entry: string;
  close: () => Promise<void>;
}

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
 * Starts the editor on 127.0.0.1:`port` (0: a free one) over `dirs`, for `token` (made here unless
 * given: at least 32 characters). Its preview (editor/preview/process.ts) shows the project at
 * `preview.root` on 127.0.0.1:`preview.port`, once asked for.
 */
export async function startEditor({
  dirs,
  port = 0,
  token = randomBytes(24).toString('base64url'),
  preview: previewAt,
}: {
  dirs: Dirs;
  port?: number;
  token?: string;
  preview: { root: string; port: number };
}): Promise<Editor> {
  if (token.length < 32 || !/^[\w-]+$/.test(token))
    throw new Error('EDIT_TOKEN must be at least 32 letters, digits, - or _.');
  const script = await bundleForBrowser(path.join(import.meta.dirname, '..', 'ui', 'main.tsx'));
  const css = readFileSync(path.join(import.meta.dirname, '..', 'ui', 'editor.css'), 'utf8');
  let hosts: string[] = [];
  let preview: Preview | null = null;
  const policy = editorPolicy(`http://127.0.0.1:${previewAt.port}`);

  // One change at a time: two saves sent together (a double click) never both pass the checks of a
  // legal version before either writes. Check and Publish wait their turn too, and make saves wait.
  let writing: Promise<unknown> = Promise.resolve();
  const oneAtATime = (task: () => Promise<unknown>) => {
    const turn = writing.then(task, task);
    writing = turn.catch(() => {});
    return turn;
  };

  const answer = async (request: http.IncomingMessage, response: http.ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://editor');
    for (const [name, value] of Object.entries({ ...security, 'Content-Security-Policy': policy }))
      response.setHeader(name, value);
    if (isForeign(request, hosts)) return send(response, 403, 'Forbidden: the editor answers only at its own address.');
    const given = url.searchParams.get('token');
    if (request.method === 'GET' && url.pathname === '/' && given !== null) {
      if (!same(given, token)) return send(response, 403, 'Forbidden: this is not the address the editor printed.');
      response.writeHead(303, {
        ...security,
        Location: '/',
        'Set-Cookie': `${COOKIE}=${token}; HttpOnly; SameSite=Strict; Path=/`,
      });
      return response.end();
    }
    if (!holdsToken(request, token))
      return send(response, 403, 'Forbidden: open the address `npm run edit` printed, with its token.');
    try {
      const name = `${request.method} ${url.pathname}` as Route;
      const route = Object.hasOwn(routes, name) ? routes[name] : undefined;
      if (!route)
        return request.method === 'GET' || request.method === 'POST'
          ? send(response, 404, 'Not found.')
          : send(response, 405, 'Method not allowed.');
      const asked: Request = {
        dirs,
        body: request.method === 'POST' && !withoutBody.has(name) ? await bodyOf(request) : {},
        query: url.searchParams,
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
      // A streamed answer (Check, Publish) has begun: it can only end.
      if (response.headersSent) {
        console.error(error);
        return response.end();
      }
      if (error instanceof Refusal) return json(response, error.status, { error: error.message, ...error.details });
      if (error instanceof SyntaxError) return json(response, 400, { error: 'The request is not valid JSON.' });
      console.error(error);
      return json(response, 500, { error: 'The editor failed; its terminal says why.' });
    }
  };
  // Starting the preview writes nothing, and waits for no Check or Publish.
  const server = http.createServer((request, response) =>
    request.method === 'POST' && request.url !== '/api/preview'
      ? oneAtATime(() => answer(request, response))
      : answer(request, response),
  );
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.address() as { port: number };
  hosts = loopbackHosts(bound);
  const url = `http://127.0.0.1:${bound}`;
  preview = previewProcess({ ...previewAt, token, editor: url });
  return {
    url,
    entry: `${url}/?token=${token}`,
    close: () => {
      preview?.close();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
