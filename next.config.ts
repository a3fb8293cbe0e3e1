import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { frameworkHeaders } from './lib/hosting/serverHeaders';
import { SERVER_DIST_DIR } from './lib/hosting/serverManifest';
import { analyticsRoutes } from './lib/analytics/settings';
import { readFirebaseHosting } from './lib/i18n/firebaseLanguage';
import { readFunctionsSettings } from './lib/firebase/functionsRegions';

// One codebase, two builds (docs/design.md#two-build-modes): `npm run build` sets NEXT_OUTPUT=export for the
// static site in out/; `npm run build:server` leaves it unset for `next start` with proxy.ts.
const isExport = process.env.NEXT_OUTPUT === 'export';

// A market's analytics route that names no route stops the build before any page is rendered.
analyticsRoutes(process.env);
readFirebaseHosting(process.env);
// So does a functions switch other than on and off, or a region Cloud Functions does not have.
const functions = readFunctionsSettings(process.env);

const withNextIntl = createNextIntlPlugin({
  requestConfig: './lib/i18n/request.ts',
  experimental: { createMessagesDeclaration: './messages/en.json' },
});

// Server mode sends the route rules' security headers itself (static hosts get them from
// deploy/); caching stays Next.js's own, which knows what it prerendered (lib/hosting/serverHeaders.ts).
async function serverHeaders() {
  const headers = frameworkHeaders(process.env.NODE_ENV === 'development');
  return [{ source: '/:path*', headers: Object.entries(headers).map(([key, value]) => ({ key, value })) }];
}

const nextConfig: NextConfig = {
  // The id stamped by scripts/build.ts, which the build watcher compares with builds/latest.json.
  generateBuildId: async () => process.env.NEXT_PUBLIC_BUILD_ID ?? null,
  output: isExport ? 'export' : undefined,
  // Separate build folders, so that building one mode never breaks `next start` of the other
  // (the export builds in .next and writes out/).
  distDir: isExport ? undefined : SERVER_DIST_DIR,
  // Read by the page checks (lib/pages/checks.ts) and the locale table (lib/i18n/locales.ts) on the
  // server and in the browser alike, so both know the same pages and the same markets.
  // The functions' switch and region likewise (lib/firebase/functions.ts), checked: the switch as
  // exactly `on` or `off`, which the pages compare as literals, so that each build carries one way
  // of deleting an account and the minifier drops the other.
  env: {
    UNPUBLISHED_PAGES: process.env.UNPUBLISHED_PAGES ?? '',
    LOCALES: process.env.LOCALES ?? '',
    FIREBASE_FUNCTIONS: functions.enabled ? 'on' : 'off',
    FIREBASE_FUNCTIONS_REGION: functions.region,
  },
  // Nor does the preview show Next.js's development badge over the page an editor reads.
  ...(process.env.EDIT_PREVIEW ? { devIndicators: false as const } : {}),
  // `npm test` checks the types once, in its typecheck step, over the files Next.js's check reads
  // (tsconfig.json, route types included): its builds skip Next.js's own check
  // (BUILD_TYPECHECK=off), which takes longer than compiling (docs/architecture.md#the-suites-time).
  // Every other build checks, and says so when the setting turns it off.
  typescript: { ignoreBuildErrors: process.env.BUILD_TYPECHECK === 'off' },
  poweredByHeader: false,
  // proxy.ts applies the trailing-slash rule every host follows: 301, and only to a page.
  skipTrailingSlashRedirect: true,
  reactStrictMode: true,
  images: { unoptimized: true },
  // The export has no server to send headers: every host applies them from the route rules
  // (deploy/), so only server mode declares them, and the export's build does not warn that it
  // ignores them.
  ...(isExport ? {} : { headers: serverHeaders }),
};

export default withNextIntl(nextConfig);
