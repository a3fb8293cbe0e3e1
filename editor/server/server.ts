/**
 * The editor's server (`npm run edit`): on 127.0.0.1 only, for whoever holds its token. The address
 * it prints carries the token once; the first request trades it for a cookie (HttpOnly, SameSite
 * Strict) and redirects to the bare address. Every request without that cookie, or with a `Host`
 * or `Origin` other than the editor's own, gets 403: another site in the browser, another user of
 * the machine, or a DNS name rebound to 127.0.0.1 can neither read nor write. It writes only the
 * message files, the records under i18n/ (editor/domain/catalogue.ts) and the legal versions' data
 * under legal/ (editor/domain/legal.ts); Publish commits them and runs `npm run deploy`
 * (editor/domain/publish.ts). docs/editors.md#the-editor.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { translated, type Dirs } from '../../scripts/i18n/records';
import { statusReport } from '../../scripts/i18n/status';
import { importXliff, xliffOf } from '../../scripts/i18n/transfer';
import { root } from '../../scripts/lib/paths';
import { shellEnv } from '../../scripts/settings/load';
import { confirmText, readCatalogue, Refusal, revertText, reviewText } from '../domain/catalogue';
import { changeWithVersion, moveDay, saveWithVersion } from '../domain/legal';
import { defaultHost, publish } from '../domain/publish';
import { deployHosts } from '../../scripts/hosts/deploys';
import { knownList, listsOf, withEntry, withEntryMoved, withoutEntry, writeEnglish } from '../domain/lists';
import type { Messages } from '../../scripts/i18n/catalog';
import { editorLocale, editorTexts } from '../texts';
import { bundleForBrowser } from './bundle';
import { previewProcess, type Preview } from '../preview/process';
import { allPages } from '../../lib/pages/routes';
import { everyLocale } from '../../lib/i18n/locales';
import { atBothNames } from '../../lib/editPreview/flag';
import { localizedPath } from '../../lib/pages/paths';
import { COOKIE, holdsToken, isForeign, loopbackHosts, same } from './access';

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

function stringField(body: Record<string, unknown>, name: string): string {
  const value = body[name];
  if (typeof value !== 'string') throw new Refusal(`${name} is missing.`, 400);
  return value;
}

/** The site's pages, by name, at their address in each language: what the preview can show. */
const previewPages = allPages.map((page) => ({
  name: page.name,
  paths: Object.fromEntries(everyLocale.map((l) => [l.code, localizedPath(l.code, page.path)])),
}));

/** Everything the interface shows: the texts, the versions announced, the lists, the preview's pages. */
const catalogueOf = (dirs: Dirs) => ({
  ...readCatalogue(dirs),
  lists: listsOf(dirs),
  publish: { hosts: deployHosts, host: defaultHost() },
  preview: { pages: previewPages },
});

/**
 * A change to a list's entries in English (editor/domain/lists.ts): made from the files as they are
 * when it is written, after a legal text's question (editor/domain/legal.ts).
 */
function changeList(dirs: Dirs, path: string, body: Record<string, unknown>) {
  if (!path.startsWith('/api/list-')) return null;
  const list = stringField(body, 'list');
  const item = stringField(body, 'item');
  const changed: Record<string, () => Messages> = {
    '/api/list-add': () =>
      withEntry(dirs, {
        list,
        item,
        after: body.after === null ? null : stringField(body, 'after'),
        texts: (body.texts ?? {}) as Record<string, unknown>,
      }),
    '/api/list-remove': () => withoutEntry(dirs, { list, item }),
    '/api/list-move': () => withEntryMoved(dirs, { list, item, by: Number(body.by) }),
  };
  const next = changed[path];
  if (!next) return null;
  return changeWithVersion(dirs, knownList(dirs, list).legal ?? null, body, {
    check: () => void next(),
    write: () => writeEnglish(dirs, next()),
  });
}

/**
 * "Check": `npm run i18n`'s report on the edited texts, then the site's build (`npm run build`;
 * EDIT_CHECK_BUILD=off leaves it out, as the tests do), each line sent as it comes. The last line
 * says whether both passed.
 */
async function check(dirs: Dirs, response: http.ServerResponse): Promise<void> {
  response.writeHead(200, { ...security, 'Content-Type': 'text/plain; charset=utf-8' });
  const line = (text: string) => response.write(`${text}\n`);
  line('> npm run i18n');
  const texts = statusReport(dirs, { log: line, error: line });
  let built = 0;
  if (texts !== 0) line('✗ The texts have problems: see above. Nothing was built.');
  else if (process.env.EDIT_CHECK_BUILD === 'off') line('(The build is left out here: EDIT_CHECK_BUILD=off.)');
  else if (path.resolve(dirs.messages) !== path.join(root, 'messages'))
    line('(The build is left out: it builds this project, and the texts edited here are another copy, EDIT_ROOT.)');
  else {
    line('\n> npm run build');
    const child = spawn('npm', ['run', 'build'], { cwd: root, env: shellEnv, stdio: ['ignore', 'pipe', 'pipe'] });
    for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk: Buffer) => response.write(chunk));
    built = await new Promise<number>((resolve) => {
      child.on('error', (error) => (line(error.message), resolve(1)));
      child.on('close', (code) => resolve(code ?? 1));
    });
    if (built !== 0) line(`✗ The build failed (exit code ${built}): see above.`);
  }
  if (texts === 0 && built === 0) line('✓ The texts are complete and valid, and the site builds.');
  response.end();
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
      if (request.method === 'GET') {
        if (url.pathname === '/')
          return send(response, 200, shell(request.headers['accept-language']), 'text/html; charset=utf-8');
        if (url.pathname === '/editor.js') return send(response, 200, script, 'text/javascript; charset=utf-8');
        if (url.pathname === '/editor.css') return send(response, 200, css, 'text/css; charset=utf-8');
        if (url.pathname === '/api/catalogue') return json(response, 200, catalogueOf(dirs));
        if (url.pathname === '/api/xliff') {
          // What a language needs, as npm run i18n -- --export writes it: a download, never a file here.
          const code = url.searchParams.get('code') ?? '';
          if (!translated.includes(code))
            return json(response, 404, { error: `${code} is not a language of the site.` });
          const xliff = xliffOf(dirs, code);
          if (!xliff) return json(response, 404, { error: 'nothing to translate', count: 0 });
          return send(response, 200, xliff.text, 'application/xliff+xml; charset=utf-8', {
            'Content-Disposition': `attachment; filename="${code}.xlf"`,
          });
        }
        return send(response, 404, 'Not found.');
      }
      if (request.method !== 'POST') return send(response, 405, 'Method not allowed.');
      if (url.pathname === '/api/check') return await check(dirs, response);
      if (url.pathname === '/api/preview') {
        try {
          return json(response, 200, { origin: await preview!.start() });
        } catch (error) {
          return json(response, 503, { error: (error as Error).message });
        }
      }
      if (url.pathname === '/api/publish') {
        const { host, dryRun } = await bodyOf(request);
        const locale = editorLocale(request.headers['accept-language']);
        response.writeHead(200, { ...security, 'Content-Type': 'text/plain; charset=utf-8' });
        return await publish(dirs, response, {
          host: typeof host === 'string' ? host : defaultHost(),
          dryRun: dryRun === true,
          locale,
          texts: editorTexts(locale),
        });
      }
      const body = await bodyOf(request);
      if (url.pathname === '/api/xliff') {
        // A translator's file back, as npm run i18n -- --import takes it: every problem by key, or all in.
        const result = importXliff(dirs, stringField(body, 'text'));
        if (!result.ok) return json(response, 422, { error: 'refused', problems: result.problems });
        return json(response, 200, { ...catalogueOf(dirs), imported: { code: result.code, keys: result.imported } });
      }
      const listed = changeList(dirs, url.pathname, body);
      if (listed) {
        // The catalogue as the change left it: read once the change is written.
        const announced = await listed;
        return json(response, 200, { ...catalogueOf(dirs), ...announced });
      }
      if (url.pathname === '/api/legal-day') {
        await moveDay(dirs, stringField(body, 'text'), stringField(body, 'effective'));
        return json(response, 200, catalogueOf(dirs));
      }
      const code = stringField(body, 'code');
      const key = stringField(body, 'key');
      if (url.pathname === '/api/save') {
        const base = body.base === null ? null : stringField(body, 'base');
        const saved = await saveWithVersion(dirs, { code, key, text: stringField(body, 'text'), base }, body);
        return json(response, 200, { ...catalogueOf(dirs), ...saved });
      } else if (url.pathname === '/api/revert') revertText(dirs, { code, key });
      else if (url.pathname === '/api/still-correct' && code !== 'en') confirmText(dirs, { code, key });
      else if (url.pathname === '/api/reviewed' && code !== 'en') reviewText(dirs, { code, key });
      else return send(response, 404, 'Not found.');
      return json(response, 200, catalogueOf(dirs));
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
