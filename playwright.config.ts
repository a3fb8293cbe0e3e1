import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './scripts/lib/chromium';
import { testBuild } from './scripts/test/builds';
import {
  ANALYTICS_PORT,
  APACHE_PORT,
  CADDY_PORT,
  CLOUDFLARE_PORT,
  EDITOR_ORIGIN,
  FIREBASE_HOSTING_PORT,
  NETLIFY_PORT,
  NGINX_PORT,
  SERVER_PORT,
  STATIC_PORT,
} from './tests/support/webServers';

/**
 * End-to-end tests run the built site in headless Chromium, in both modes (docs/design.md#two-build-modes):
 * `static` against out/ served by `npm start`, `server` against server mode (`npm run start:server`:
 * Next.js with proxy.ts behind scripts/startServer.ts).
 * Both builds must exist first (`npm test` makes them).
 */
// The tests derive the pages they expect from the same page list as the builds they run against.
Object.assign(process.env, testBuild);

// The servers' ports and addresses, for the projects below and the tests that name them.
export {
  APACHE_HTTP_PORT,
  CADDY_HTTP_PORT,
  EDITOR_ORIGIN,
  EDITOR_PREVIEW_ORIGIN,
  NGINX_HTTP_PORT,
} from './tests/support/webServers';

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
    // The headless shell where it is installed (scripts/lib/chromium.ts), unless a window is asked
    // for: the shell has none.
    launchOptions: chromiumLaunchOptions({
      headlessShell: !process.env.PWDEBUG && !process.argv.some((arg) => ['--headed', '--debug', '--ui'].includes(arg)),
    }),
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
  // Every server the projects use (tests/support/webServers.ts), started side by side.
  webServer: {
    // Node itself, not npx: Playwright waits until this process has stopped the servers.
    command: 'node --import tsx tests/support/startServers.ts',
    wait: { stdout: /All web servers are up/ },
    // Each server's own limit is shorter (webServers.ts).
    timeout: 180_000,
    // It stops each server as its entry says (the emulators may take 25 s), then ends.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 40_000 },
  },
});
