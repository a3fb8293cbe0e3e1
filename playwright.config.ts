import { defineConfig, devices } from '@playwright/test';
import { DEFAULT_EMULATORS } from './lib/firebase/config';
import { chromiumLaunchOptions } from './scripts/lib/chromium';
import { editorEnvironment, testBuild } from './scripts/test/builds';
import { EDITOR_COPY, EDITOR_GIT_ENV, EDITOR_TOKEN } from './tests/support/editorCopy';

/**
 * End-to-end tests run the built site in headless Chromium, in both modes (docs/design.md#two-build-modes):
 * `static` against out/ served by `npm start`, `server` against server mode (`npm run start:server`:
 * Next.js with proxy.ts behind scripts/startServer.ts).
 * Both builds must exist first (`npm test` makes them).
 */
// The tests derive the pages they expect from the same page list as the builds they run against.
Object.assign(process.env, testBuild);

export const STATIC_PORT = Number(process.env.STATIC_PORT ?? 3100);
export const SERVER_PORT = Number(process.env.SERVER_PORT ?? 3200);
/** The stand-in for the product API; the test builds name it as NEXT_PUBLIC_API_BASE_URL (scripts/test.ts). */
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

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  // Each project's time, printed at the end and in npm test's summary (tests/support/projectTimes.ts).
  reporter: [['list'], ['./tests/support/projectTimes.ts']],
  // Hang guards, not judgements of speed: each at least three times the slowest run seen under
  // .ci/run (a test: 8.0 s at most; two account tests set their own).
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    ...devices['Desktop Chrome'],
    launchOptions: chromiumLaunchOptions(),
  },
  projects: [
    // `*.static.spec.ts` runs against the static site only, `*.server.spec.ts` against server mode
    // only, `*.nginx.spec.ts`, `*.apache.spec.ts` and `*.caddy.spec.ts` against that host only, `*.analytics.spec.ts` against the static build with analytics and the app configured. The host
    // contract (hosts.spec.ts) and what documents are served as (documents.spec.ts) run against every
    // host that serves out/: `npm start`'s server, nginx, Firebase Hosting, Apache, Caddy, Cloudflare
    // Pages and Netlify; what
    // their islands do in the browser (islands.spec.ts) on the first three and in server mode (the
    // others serve the same files with the same types and headers, which the contract checks); the
    // hostile-input suite against nginx too.
    {
      name: 'static',
      use: { baseURL: `http://localhost:${STATIC_PORT}` },
      testIgnore: /\.(server|analytics|nginx|apache|caddy|firebase|editor)\.spec\.ts$/,
    },
    {
      name: 'server',
      use: { baseURL: `http://localhost:${SERVER_PORT}` },
      testIgnore: /(\.(static|analytics|nginx|apache|caddy|firebase|editor)|hosts)\.spec\.ts$/,
    },
    {
      // Over HTTPS, as deploy/nginx.conf serves an https site, with a certificate the preview makes;
      // Apache and Caddy the same.
      name: 'nginx',
      use: { baseURL: `https://127.0.0.1:${NGINX_PORT}`, ignoreHTTPSErrors: true },
      testMatch: /(hosts|hostile|documents|islands|\.nginx)\.spec\.ts$/,
    },
    ...(
      [
        ['apache', APACHE_PORT],
        ['caddy', CADDY_PORT],
      ] as const
    ).map(([name, port]) => ({
      name,
      use: { baseURL: `https://127.0.0.1:${port}`, ignoreHTTPSErrors: true },
      testMatch: new RegExp(`(hosts|documents|\\.${name})\\.spec\\.ts$`),
    })),
    {
      name: 'firebase',
      use: { baseURL: `http://127.0.0.1:${FIREBASE_HOSTING_PORT}` },
      testMatch: /(hosts|documents|islands|\.firebase)\.spec\.ts$/,
    },
    ...(
      [
        ['cloudflare', CLOUDFLARE_PORT],
        ['netlify', NETLIFY_PORT],
      ] as const
    ).map(([name, port]) => ({
      name,
      use: { baseURL: `http://127.0.0.1:${port}` },
      testMatch: /(hosts|documents)\.spec\.ts$/,
    })),
    { name: 'analytics', use: { baseURL: `http://localhost:${ANALYTICS_PORT}` }, testMatch: /\.analytics\.spec\.ts$/ },
    {
      name: 'editor',
      use: { baseURL: EDITOR_ORIGIN },
      testMatch: /\.editor\.spec\.ts$/,
      // One editor, one copy, one session (tests/support/editorSession.ts): its spec files one at a
      // time. Last: started first, beside the rest, its tests took 2.5 times as long and the run
      // longer (docs/architecture.md#the-suites-time).
      workers: 1,
    },
  ],
  webServer: [
    // The demo project's Firebase emulators, Auth, Firestore and the functions in one run
    // (docs/design.md#5-firebase-emulators), where the test builds point.
    {
      command: 'npx tsx scripts/emulators.ts',
      url: `http://${DEFAULT_EMULATORS.auth}/`,
      wait: { stdout: /Firebase emulators ready/ },
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      // firebase-tools runs the emulators in process groups of their own: only it can stop them.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 25_000 },
    },
    {
      command: 'npx tsx tests/support/runApiServer.ts',
      env: { PORT: String(API_PORT) },
      url: `http://127.0.0.1:${API_PORT}/__requests`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    // The builds `npm test` made, as they are: never one made anew by `npm start` (scripts/start.ts).
    {
      command: 'npx tsx scripts/start.ts --no-build',
      env: { PORT: String(STATIC_PORT) },
      url: `http://localhost:${STATIC_PORT}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      command: 'npx tsx scripts/start.ts',
      env: { PORT: String(ANALYTICS_PORT), OUT_DIR: 'out-analytics' },
      url: `http://localhost:${ANALYTICS_PORT}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    ...(
      [
        ['nginx', NGINX_PORT, NGINX_HTTP_PORT],
        ['apache', APACHE_PORT, APACHE_HTTP_PORT],
        ['caddy', CADDY_PORT, CADDY_HTTP_PORT],
      ] as const
    ).map(([host, port, httpPort]) => ({
      command: `npx tsx scripts/preview.ts ${host}`,
      env: { PORT: String(port), HTTP_PORT: String(httpPort) },
      // The plain server answers with a redirect to HTTPS, which Playwright follows to the made certificate.
      url: `http://127.0.0.1:${httpPort}/`,
      ignoreHTTPSErrors: true,
      reuseExistingServer: !process.env.CI,
      timeout: 90_000,
    })),
    ...(
      [
        ['firebase', FIREBASE_HOSTING_PORT],
        ['cloudflare', CLOUDFLARE_PORT],
        ['netlify', NETLIFY_PORT],
      ] as const
    ).map(([host, port]) => ({
      command: `npx tsx scripts/preview.ts ${host}`,
      env: { PORT: String(port) },
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 90_000,
      // These previews end their namespace or emulator and remove the copy of out/ they served.
      gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 10_000 },
    })),
    // As an editor types it, on a fresh copy of the texts.
    {
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
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      command: 'npx tsx scripts/startServer.ts',
      // With the editor's environment, its preview flag too: no mark in what `next start` serves.
      env: { PORT: String(SERVER_PORT), ...editorEnvironment },
      url: `http://localhost:${SERVER_PORT}/faq`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ],
});
