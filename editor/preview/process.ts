/**
 * The editor's preview (docs/design.md#the-editors-preview): the site as `next dev` renders it from the texts
 * the editor saves, with the deployment's configuration (.env files), in the editor's frame. A click
 * on a text opens its key in the editor.
 *
 * It runs in a process of its own, started by the editor on first use (`previewProcess`): Next.js
 * loads the project's .env files into its process, which must not reach the editor's Check and
 * Publish. That process runs Next.js as a custom server, Next.js's public way to put a server of ours
 * in front of `next dev`: one socket, on 127.0.0.1, whatever PORT says, and every request (the
 * pages, Next.js's files, its hot-reload socket) passes the editor's own checks first
 * (editor/server/access.ts). No port is left where `next dev` answers unchecked.
 * @see https://nextjs.org/docs/app/guides/custom-server
 *
 * The preview flag, EDIT_PREVIEW (the editor's origin), turns on the texts' marks
 * (lib/i18n/messages.ts, only under `next dev`); this server lets the editor frame the pages
 * (./framing.ts), which the site's own headers forbid.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { shellEnv, withoutSettingsImport } from '../../scripts/settings/load';
import http from 'node:http';
import path from 'node:path';
import { atBothNames, editPreviewOrigin, PREVIEW_CLICKS_PATH } from '../../lib/editPreview/flag';
import { runScript } from '../../scripts/lib/entry';
import { readPort } from '../../scripts/lib/port';
import { isForeign, loopbackHosts, same } from '../server/access';
import { bundleForBrowser } from '../server/bundle';
import { framedBy, frameResponse } from './framing';

export interface Preview {
  /** The preview's address, known before it starts: the editor's policy frames it. */
  origin: string;
  /**
   * Starts the preview unless it runs (the first time, or again after it stopped); resolves once it
   * listens, or rejects saying why not.
   */
  start: () => Promise<string>;
  close: () => void;
}

/**
 * The preview of the project at `root`, on 127.0.0.1:`port`, for the editor at `editor` and whoever
 * holds its `token`: started when first asked for.
 */
export function previewProcess({
  root,
  port,
  token,
  cookie,
  editor,
}: {
  root: string;
  port: number;
  /** The preview's own credential, which the editor sets in `cookie` with each session. */
  token: string;
  cookie: string;
  editor: string;
}): Preview {
  const origin = `http://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;
  let started: Promise<string> | null = null;
  const start = () =>
    (started ??= new Promise<string>((resolve, reject) => {
      const me = fork(import.meta.filename, [], {
        cwd: root,
        // Without the editor's settings, as with its environment: `next dev` reads its own files.
        execArgv: withoutSettingsImport(process.execArgv),
        // The shell's settings only: `next dev` reads its own .env files, not those the editor read.
        env: {
          ...shellEnv,
          NODE_ENV: 'development',
          EDIT_PREVIEW: editor,
          EDIT_PREVIEW_PORT: String(port),
          EDIT_PREVIEW_TOKEN: token,
          EDIT_PREVIEW_COOKIE: cookie,
          NEXT_TELEMETRY_DISABLED: '1',
        },
      });
      child = me;
      // Whatever ends it, the next start makes a new one; a late word from an earlier one changes nothing.
      const ended = (error: Error) => {
        if (child === me) {
          child = null;
          started = null;
        }
        reject(error);
      };
      me.once('message', (message) => (message === 'ready' ? resolve(origin) : undefined));
      me.on('error', ended);
      me.once('exit', (code) =>
        ended(new Error(`The preview stopped (exit code ${code}); the editor's terminal says why.`)),
      );
    }));
  return { origin, start, close: () => void child?.kill('SIGTERM') };
}

/** The preview's own process: Next.js in development, behind the editor's checks. */
async function main() {
  const editor = editPreviewOrigin();
  if (!editor || !process.send)
    throw new Error('The preview is started by `npm run edit`, which gives it EDIT_PREVIEW and NODE_ENV=development.');
  // A failure no handler caught (Next.js's request handler, its upgrades) is logged: the preview goes on.
  process.on('unhandledRejection', (error) => console.error(error));
  const token = process.env.EDIT_PREVIEW_TOKEN ?? '';
  const cookie = process.env.EDIT_PREVIEW_COOKIE ?? '';
  // An empty or short credential would let anyone in.
  if (!/^[\w-]{32,}$/.test(token) || !cookie)
    throw new Error(
      'EDIT_PREVIEW_TOKEN (32 letters, digits, - or _ at least) and EDIT_PREVIEW_COOKIE are the editor’s to set.',
    );
  const port = readPort(0, 'EDIT_PREVIEW_PORT');
  const clicks = await bundleForBrowser(path.join(import.meta.dirname, 'clicks.ts'), {
    EDITOR_ORIGINS: JSON.stringify(atBothNames(editor)),
  });
  // Next.js hands its hot-reload handler to the server it is given (`httpServer`): this one, which
  // never listens, and hears only the upgrades that passed the checks below.
  const gate = http.createServer();
  const { default: next } = await import('next');
  // `localhost`, as `next dev` names itself: the URL proxy.ts is given, to which it rewrites English
  // pages, is then Next.js's own, and the rewrite stays inside (next.config.ts lets 127.0.0.1 load
  // the development files).
  const app = next({ dev: true, dir: process.cwd(), hostname: 'localhost', port, turbopack: true, httpServer: gate });
  await app.prepare();
  const handle = app.getRequestHandler();
  const hosts = loopbackHosts(port);
  const refused = (request: http.IncomingMessage) => isForeign(request, hosts) || !holdsCookie(request, cookie, token);
  const framing = framedBy(editor);
  const refusedSafely = (request: http.IncomingMessage) => {
    try {
      return refused(request);
    } catch (error) {
      console.error(error);
      return true;
    }
  };

  // No request, however malformed, ends the preview: a failure answers 500 and is logged.
  const server = http.createServer((request, response) => {
    try {
      gated(request, response);
    } catch (error) {
      console.error(error);
      if (!response.headersSent) response.writeHead(500);
      response.end();
    }
  });
  const gated = (request: http.IncomingMessage, response: http.ServerResponse) => {
    if (refused(request)) {
      response.writeHead(403, { 'Content-Type': 'text/plain; charset=utf-8', 'X-Content-Type-Options': 'nosniff' });
      return response.end('Forbidden: open the preview from the editor that `npm run edit` started.');
    }
    if (request.url === PREVIEW_CLICKS_PATH) {
      response.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' });
      return response.end(clicks);
    }
    frameResponse(response, framing);
    return void handle(request, response);
  };
  // Next.js's hot reload, which keeps the preview current as the texts are saved.
  server.on('upgrade', (request, socket, head) => {
    if (refusedSafely(request)) return void socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n');
    // Next.js takes upgrades once it has answered a request (a page's socket outlives a restart).
    if (!gate.listenerCount('upgrade')) return void socket.destroy();
    gate.emit('upgrade', request, socket, head);
  });
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', resolve));
  process.send('ready');
  // The editor ended, or stopped the preview: so does Next.js.
  const stop = () => void app.close().finally(() => process.exit(0));
  process.on('disconnect', stop);
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

runScript(import.meta.url, main);

/** Whether a request's cookie `name` holds `token`. */
function holdsCookie(request: http.IncomingMessage, name: string, token: string): boolean {
  const pair = (request.headers.cookie ?? '').split(/;\s*/).find((c) => c.startsWith(`${name}=`));
  return same(pair ? pair.slice(name.length + 1) : '', token);
}
