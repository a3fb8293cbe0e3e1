/**
 * The servers the end-to-end tests run against, each on a port of its own, started side by side by
 * tests/support/startServers.ts before the first test (docs/architecture.md#the-suites-time).
 * playwright.config.ts names the ports to the projects and the tests.
 */
import { DEFAULT_EMULATORS } from '../../lib/firebase/config';
import { editorEnvironment } from '../../scripts/test/builds';
import { EDITOR_COPY, EDITOR_GIT_ENV, EDITOR_TOKEN } from './editorCopy';

export const STATIC_PORT = Number(process.env.STATIC_PORT ?? 3100);
export const SERVER_PORT = Number(process.env.SERVER_PORT ?? 3200);
/** The stand-in for the product API; the test builds name it as NEXT_PUBLIC_API_BASE_URL (scripts/test/builds.ts). */
export const API_PORT = 3300;
/** The static site built with both analytics services and the app's store links configured (scripts/test/builds.ts: out-analytics/). */
export const ANALYTICS_PORT = Number(process.env.ANALYTICS_PORT ?? 3400);
/** The same out/ on nginx with deploy/nginx.conf, and on the Firebase Hosting emulator (scripts/hosts/nginx.ts, scripts/hosts/firebase.ts). */
export const NGINX_PORT = Number(process.env.NGINX_PORT ?? 3500);
/** nginx's plain-HTTP server, which only sends visitors to HTTPS (the test builds' site is https). */
export const NGINX_HTTP_PORT = Number(process.env.NGINX_HTTP_PORT ?? 3550);
export const FIREBASE_HOSTING_PORT = Number(process.env.FIREBASE_HOSTING_PORT ?? 3600);
/** The same out/ on Apache with deploy/apache.conf and on Caddy with deploy/Caddyfile, over HTTPS as nginx. */
export const APACHE_PORT = Number(process.env.APACHE_PORT ?? 3700);
export const CADDY_PORT = Number(process.env.CADDY_PORT ?? 3800);
/** Their plain-HTTP hosts, which only send visitors to HTTPS. */
export const APACHE_HTTP_PORT = Number(process.env.APACHE_HTTP_PORT ?? 3750);
export const CADDY_HTTP_PORT = Number(process.env.CADDY_HTTP_PORT ?? 3850);
/** The same out/ on the local servers of Cloudflare Pages' and Netlify's CLIs (scripts/hosts/cliServers.ts). */
export const CLOUDFLARE_PORT = Number(process.env.CLOUDFLARE_PORT ?? 3900);
export const NETLIFY_PORT = Number(process.env.NETLIFY_PORT ?? 3950);
/** The editor (`npm run edit`) on a copy of the texts (tests/support/editorCopy.ts). */
export const EDITOR_PORT = Number(process.env.EDITOR_PORT ?? 3980);
/** Its preview (`next dev`, editor/preview/process.ts). */
export const EDITOR_PREVIEW_PORT = Number(process.env.EDITOR_PREVIEW_PORT ?? 3985);
/**
 * The site they are named in (EDIT_HOSTNAME), fixed for the tests, which must know it: `npm run edit`
 * makes a random one (editor/server/loopback.ts). Chromium resolves the names itself; Node.js does
 * not, so a request of the tests' own goes to 127.0.0.1 with the name in `Host`
 * (tests/support/editorSession.ts).
 */
const EDITOR_SITE = 'e2e.localhost';
export const EDITOR_ORIGIN = `http://editor.${EDITOR_SITE}:${EDITOR_PORT}`;
export const EDITOR_PREVIEW_ORIGIN = `http://preview.${EDITOR_SITE}:${EDITOR_PREVIEW_PORT}`;

export type WebServer = {
  /** How `E2E_SERVERS` names it (startServers.ts). */
  name: string;
  command: string;
  env?: Record<string, string>;
  /** Up once it answers with a status under 404 (a redirect or the editor's 403 counts). */
  url: string;
  /** …and, where given, once it has printed this on its standard output. */
  ready?: RegExp;
  /** How long it may take to come up, from the start of them all. */
  startSeconds: number;
  /** How long it may take to stop once signalled (SIGTERM) before it is killed; 5 s unless given. */
  stopSeconds?: number;
};

export const webServers: WebServer[] = [
  // The demo project's Firebase emulators, Auth, Firestore and the functions in one run
  // (docs/design.md#5-firebase-emulators), where the test builds point.
  {
    name: 'emulators',
    command: 'npx tsx scripts/emulators.ts',
    url: `http://${DEFAULT_EMULATORS.auth}/`,
    ready: /Firebase emulators ready/,
    startSeconds: 120,
    // firebase-tools runs the emulators in process groups of their own: only it can stop them.
    stopSeconds: 25,
  },
  {
    name: 'api',
    command: 'npx tsx tests/support/runApiServer.ts',
    env: { PORT: String(API_PORT) },
    url: `http://127.0.0.1:${API_PORT}/__requests`,
    startSeconds: 60,
  },
  // The builds `npm test` made, as they are: never one made anew by `npm start` (scripts/start.ts).
  {
    name: 'static',
    command: 'npx tsx scripts/start.ts --no-build',
    env: { PORT: String(STATIC_PORT) },
    url: `http://localhost:${STATIC_PORT}/`,
    startSeconds: 90,
  },
  {
    name: 'analytics',
    command: 'npx tsx scripts/start.ts',
    env: { PORT: String(ANALYTICS_PORT), OUT_DIR: 'out-analytics' },
    url: `http://localhost:${ANALYTICS_PORT}/`,
    startSeconds: 90,
  },
  ...(
    [
      ['nginx', NGINX_PORT, NGINX_HTTP_PORT],
      ['apache', APACHE_PORT, APACHE_HTTP_PORT],
      ['caddy', CADDY_PORT, CADDY_HTTP_PORT],
    ] as const
  ).map(([host, port, httpPort]) => ({
    name: host,
    command: `npx tsx scripts/preview.ts ${host}`,
    env: { PORT: String(port), HTTP_PORT: String(httpPort) },
    // The plain server answers with a redirect to HTTPS once both are up.
    url: `http://127.0.0.1:${httpPort}/`,
    startSeconds: 120,
  })),
  ...(
    [
      ['firebase', FIREBASE_HOSTING_PORT],
      ['cloudflare', CLOUDFLARE_PORT],
      ['netlify', NETLIFY_PORT],
    ] as const
  ).map(([host, port]) => ({
    name: host,
    command: `npx tsx scripts/preview.ts ${host}`,
    env: { PORT: String(port) },
    url: `http://127.0.0.1:${port}/`,
    startSeconds: 120,
    // These previews end their namespace or emulator and remove the copy of out/ they served.
    stopSeconds: 10,
  })),
  // As an editor types it, on a fresh copy of the texts.
  {
    name: 'editor',
    command: 'npx tsx tests/support/editorCopy.ts && npm run edit',
    // Check runs npm run i18n; the site's build, which `npm test` makes anyway, is left out.
    env: {
      EDIT_ROOT: EDITOR_COPY,
      EDIT_PORT: String(EDITOR_PORT),
      EDIT_PREVIEW_PORT: String(EDITOR_PREVIEW_PORT),
      EDIT_TOKEN: EDITOR_TOKEN,
      EDIT_HOSTNAME: EDITOR_SITE,
      // The tests open the printed address themselves: no browser of the machine's may use it first.
      BROWSER: 'none',
      EDIT_CHECK_BUILD: 'off',
      // Publish deploys the copy as an operator would: a live site's address, and the test builds'
      // API and switched-off page left out, so that the copy's .env.production.local decides.
      SITE_URL: 'https://slimstart.app',
      NEXT_PUBLIC_API_BASE_URL: '',
      UNPUBLISHED_PAGES: '',
      ...EDITOR_GIT_ENV,
    },
    // 127.0.0.1, which answers 403 (the editor answers to its name alone): the one-time token is
    // the tests' to use.
    url: `http://127.0.0.1:${EDITOR_PORT}/`,
    startSeconds: 90,
  },
  {
    name: 'server',
    command: 'npx tsx scripts/startServer.ts',
    // With the editor's environment, its preview flag too: no mark in what `next start` serves.
    env: { PORT: String(SERVER_PORT), ...editorEnvironment },
    url: `http://localhost:${SERVER_PORT}/faq`,
    startSeconds: 90,
  },
];
