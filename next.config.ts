import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

// One codebase, two builds (DESIGN.md section 3): `npm run build` sets NEXT_OUTPUT=export for the
// static site in out/; `npm run build:server` leaves it unset for `next start` with proxy.ts.
const isExport = process.env.NEXT_OUTPUT === 'export';

const withNextIntl = createNextIntlPlugin({
  requestConfig: './lib/i18n/request.ts',
  experimental: { createMessagesDeclaration: './messages/en.json' },
});

const nextConfig: NextConfig = {
  output: isExport ? 'export' : undefined,
  // Separate build folders, so that building one mode never breaks `next start` of the other
  // (the export builds in .next and writes out/).
  distDir: isExport ? undefined : '.next-server',
  poweredByHeader: false,
  reactStrictMode: true,
  images: { unoptimized: true },
};

export default withNextIntl(nextConfig);
