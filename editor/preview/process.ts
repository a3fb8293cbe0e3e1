/**
 * The editor's preview (docs/design.md#the-editors-preview): the site as `next dev` renders it from the texts
 * the editor saves, with the deployment's configuration (.env files), in the editor's frame. A click
 * on a text opens its key in the editor.
 *
 * It runs in a process of its own, started by the editor on first use (`previewProcess`): Next.js
 * loads the project's .env files into its process, which must not reach the editor's Check and
 * Publish. That process runs Next.js as a custom server, Next.js's public way to put a server of ours
 * in front of `next dev`: one port, on the loopback's two addresses (editor/server/loopback.ts),
 * whatever PORT says, at a name of its own, and every request (the pages, Next.js's files, its
 * hot-reload socket) passes the editor's own checks first (editor/server/access.ts). No port is
 * left where `next dev` answers unchecked.
 * @see https://nextjs.org/docs/app/guides/custom-server
 *
 * Its credential is a cookie of its own, which the editor sets with each session for the site the
 * two share, and no other server (editor/server/access.ts, `previewCookie`): the editor frames the
 * preview as a page of its own site, which the browser lets keep its storage and receive its
 * cookie where third-party cookies are blocked. The two are different origins: the previewed pages
 * (the site's own scripts) reach neither the editor's cookie nor its storage, and the editor answers
 * nothing they ask.
 *
 * The preview flag, EDIT_PREVIEW (the editor's origin), turns on the texts' marks
 * (lib/i18n/messages.ts, only under `next dev`); NEXT_PUBLIC_EDIT_PREVIEW, the same in the browser,
 * keeps the analytics services from starting (lib/analytics/services.ts). The pages keep the
 * deployment's configuration, which their texts show, but reach none of its services (security
 * review L-6): Firebase and the product API are pointed at nowhere (`unreachable`), and every
 * page's policy allows this server alone (./framing.ts). This server lets the editor frame the pages,
 * which the site's own headers forbid.
 */
import { fork, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import nextEnv from '@next/env';
import { shellEnv, withoutSettingsImport } from '../../scripts/settings/load';
import { editPreviewOrigin, PREVIEW_CLICKS_PATH } from '../../lib/editPreview/flag';
import { runScript } from '../../scripts/lib/entry';
import { readPort } from '../../scripts/lib/port';
import { cookieValues, hostOf, isForeign, refusalOf, same, type Why } from '../server/access';
import { bundleForBrowser } from '../server/bundle';
import { listenOnLoopback } from '../server/loopback';
import { framedBy, frameResponse } from './framing';
import { looker } from './look';
import type { Looked } from './shown';

/**
 * An address no browser connects to: port 1 is on the Fetch standard's list of bad ports, which
 * browsers refuse before any connection (and only the machine's administrator could listen on).
 * @see https://fetch.spec.whatwg.org/#bad-port
 */
export const NOWHERE = '127.0.0.1:1';

/**
 * The settings that point the previewed pages' services at nowhere (security review L-6): Firebase
 * (sign-in, the profile, the functions) through its emulator settings, which a real project too
 * obeys (lib/firebase/config.ts), and the product API, where the deployment has one, so that the
 * pages still show what they show with it (the contact form, the policy's recipient). Everything
 * else stays, the project's name and the analytics service included: the texts show them.
 */
export function unreachable(env: Record<string, string | undefined>): Record<string, string> {
  return {
    NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST: NOWHERE,
    NEXT_PUBLIC_FIREBASE_FIRESTORE_EMULATOR_HOST: NOWHERE,
    NEXT_PUBLIC_FIREBASE_FUNCTIONS_EMULATOR_HOST: NOWHERE,
    ...(env.NEXT_PUBLIC_API_BASE_URL?.trim() ? { NEXT_PUBLIC_API_BASE_URL: `http://${NOWHERE}/` } : {}),
  };
}

export interface Preview {
  /** The preview's address, at its name, known before it starts: the editor's policy frames it. */
  origin: string;
  /**
   * Starts the preview unless it runs (the first time, or again after it stopped); resolves once it
   * listens, or rejects saying why not.
   */
  start: () => Promise<string>;
  /**
   * The page at `path` as the preview's server answers it now, HTML and payload (./look.ts), or
   * `stopped` while it does not listen (editor/preview/shown.ts waits with it).
   */
  look: (path: string) => Promise<Looked>;
  close: () => void;
}

/**
 * The preview of the project at `root`, at `name` and the loopback's `port`, for the editor at
 * `editor` and whoever holds its `token`: started when first asked for.
 */
export function previewProcess({
  root,
  port,
  name,
  token,
  cookie,
  editor,
}: {
  root: string;
  port: number;
  name: string;
  /** The preview's own credential, which the editor sets in `cookie` with each session. */
  token: string;
  cookie: string;
  editor: string;
}): Preview {
  const origin = `http://${name}:${port}`;
  let child: ChildProcess | null = null;
  let started: Promise<string> | null = null;
  let listening = false;
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
          NEXT_PUBLIC_EDIT_PREVIEW: editor,
          EDIT_PREVIEW_HOSTNAME: name,
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
          listening = false;
        }
        reject(error);
      };
      me.once('message', (message) => {
        if (message !== 'ready') return;
        listening = child === me;
        resolve(origin);
      });
      me.on('error', ended);
      me.once('exit', (code) =>
        ended(new Error(`The preview stopped (exit code ${code}); the editor's terminal says why.`)),
      );
    }));
  const lookAt = looker({ name, port, cookie, token });
  const look = async (path: string): Promise<Looked> => (listening ? lookAt(path) : 'stopped');
  return { origin, start, look, close: () => void child?.kill('SIGTERM') };
}

/**
 * The preview's checks, before Next.js sees a request: at its name and port (`Host`), from its own
 * pages (`Origin`) or the editor's frame (the same site), never from another site, holding its
 * cookie. A refusal is in the reader's language and says what to do, never naming the editor's
 * address.
 */
export function previewGate({
  name,
  port,
  cookie,
  token,
}: {
  name: string;
  port: number;
  cookie: string;
  token: string;
}): {
  /** Whether it answered `request` itself, refusing it; if not, the request goes on to Next.js. */
  answered: (request: http.IncomingMessage, response: http.ServerResponse) => boolean;
  /** Whether an upgrade (the hot-reload socket) is refused; a failure of the checks refuses it. */
  refusesUpgrade: (request: http.IncomingMessage) => boolean;
} {
  const hosts = hostOf(name, port);
  const refused = (request: http.IncomingMessage): Why | null =>
    isForeign(request, hosts)
      ? 'foreign'
      : cookieValues(request, cookie)
            .slice(0, 20)
            .some((value) => same(value, token))
        ? null
        : 'session';
  return {
    answered: (request, response) => {
      const why = refused(request);
      if (!why) return false;
      const { language, text } = refusalOf(request, why);
      response.writeHead(403, {
        'Content-Type': 'text/plain; charset=utf-8',
        'Content-Language': language,
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'no-store',
      });
      response.end(text);
      return true;
    },
    refusesUpgrade: (request) => {
      try {
        return refused(request) !== null;
      } catch (error) {
        console.error(error);
        return true;
      }
    },
  };
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
  const name = process.env.EDIT_PREVIEW_HOSTNAME ?? '';
  if (!/^preview\.[a-z0-9-]+\.localhost$/.test(name))
    throw new Error('EDIT_PREVIEW_HOSTNAME, the preview’s name under .localhost, is the editor’s to set.');
  const port = readPort(0, 'EDIT_PREVIEW_PORT');
  const checks = previewGate({ name, port, cookie, token });
  const clicks = await bundleForBrowser(path.join(import.meta.dirname, 'clicks.ts'), {
    EDITOR_ORIGINS: JSON.stringify([editor]),
  });
  const framing = framedBy(editor);
  let handle: ((request: http.IncomingMessage, response: http.ServerResponse) => Promise<void>) | null = null;
  // Next.js hands its hot-reload handler to the server it is given (`httpServer`): this one, which
  // never listens, and hears only the upgrades that passed the checks.
  const gate = http.createServer();

  // No request, however malformed, ends the preview: a failure answers 500 and is logged.
  const server = http.createServer((request, response) => {
    try {
      if (checks.answered(request, response)) return;
      if (!handle) return void response.writeHead(503, { 'Retry-After': '1' }).end();
      if (request.url === PREVIEW_CLICKS_PATH) {
        response.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' });
        return void response.end(clicks);
      }
      frameResponse(response, framing);
      void handle(request, response);
    } catch (error) {
      console.error(error);
      if (!response.headersSent) response.writeHead(500);
      response.end();
    }
  });
  // Next.js's hot reload, which keeps the preview current as the texts are saved.
  server.on('upgrade', (request, socket, head) => {
    if (checks.refusesUpgrade(request)) return void socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n');
    // Next.js takes upgrades once it has answered a request (a page's socket outlives a restart).
    if (!gate.listenerCount('upgrade')) return void socket.destroy();
    gate.emit('upgrade', request, socket, head);
  });
  // Listening first: a port another program holds on either address stops the preview at once, saying so.
  await listenOnLoopback(server, port, { setting: 'EDIT_PREVIEW_PORT' });

  // The deployment's settings, as `next dev` reads them from the .env files, with its services
  // pointed at nowhere: set before Next.js reads them, and kept should it read the files again.
  nextEnv.loadEnvConfig(process.cwd(), true, { info: () => {}, error: console.error });
  const nowhere = unreachable(process.env);
  Object.assign(process.env, nowhere);
  nextEnv.updateInitialEnv(nowhere);
  const { default: next } = await import('next');
  // `localhost`, as `next dev` names itself: the URL proxy.ts is given, to which it rewrites English
  // pages, is then Next.js's own, and the rewrite stays inside. Next.js lets pages of any
  // `*.localhost` name, the preview's too, load its development files.
  const app = next({ dev: true, dir: process.cwd(), hostname: 'localhost', port, turbopack: true, httpServer: gate });
  await app.prepare();
  handle = app.getRequestHandler();
  process.send('ready');
  // The editor ended, or stopped the preview: so does Next.js.
  const stop = () => void app.close().finally(() => process.exit(0));
  process.on('disconnect', stop);
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

runScript(import.meta.url, main);
