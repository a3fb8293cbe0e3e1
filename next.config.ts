import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { contentSecurityPolicy, routeRules } from './lib/delivery/routeRules';

// One codebase, two builds (DESIGN.md section 3): `npm run build` sets NEXT_OUTPUT=export for the
// static site in out/; `npm run build:server` leaves it unset for `next start` with proxy.ts.
const isExport = process.env.NEXT_OUTPUT === 'export';

const withNextIntl = createNextIntlPlugin({
  requestConfig: './lib/i18n/request.ts',
  experimental: { createMessagesDeclaration: './messages/en.json' },
});

const nextConfig: NextConfig = {
  // The id stamped by scripts/build.ts, which the build watcher compares with builds/latest.json.
  generateBuildId: async () => process.env.NEXT_PUBLIC_BUILD_ID ?? null,
  output: isExport ? 'export' : undefined,
  // Separate build folders, so that building one mode never breaks `next start` of the other
  // (the export builds in .next and writes out/).
  distDir: isExport ? undefined : '.next-server',
  poweredByHeader: false,
  reactStrictMode: true,
  images: { unoptimized: true },
  // Server mode sends the route rules' security headers itself (static hosts get them from
  // deploy/); caching stays Next.js's own, which knows what it prerendered.
  async headers() {
    const headers: Record<string, string> = {
      ...routeRules['/**'].headers,
      'Content-Security-Policy': contentSecurityPolicy({ inlineScripts: true }),
    };
    delete headers['Cache-Control'];
    return [{ source: '/:path*', headers: Object.entries(headers).map(([key, value]) => ({ key, value })) }];
  },
};

export default withNextIntl(nextConfig);
