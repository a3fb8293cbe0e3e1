/**
 * The running build, as `npm run build` / `npm run build:server` stamped it (scripts/build.ts):
 * its id (also Next.js's build id) and when it was made.
 */
export const buildId = process.env.NEXT_PUBLIC_BUILD_ID ?? 'development';
export const buildTimestamp = Number(process.env.NEXT_PUBLIC_BUILD_TIME ?? 0);

/** How often open pages ask whether a newer build is deployed (ms); BUILD_CHECK_INTERVAL sets it at build time. */
export const buildCheckInterval = Number(process.env.NEXT_PUBLIC_BUILD_CHECK_INTERVAL ?? 60 * 60 * 1000);
