import { isDocument } from './documents';

/** What the browser says about the connection (Network Information API, where there is one). */
function connection(): { effectiveType?: string; saveData?: boolean } | undefined {
  if (typeof navigator === 'undefined') return undefined;
  return (navigator as Navigator & { connection?: { effectiveType?: string; saveData?: boolean } }).connection;
}

/** Link prefetching is off for visitors who save data or are on a 2g connection (docs/design.md#4-reference-behaviours). */
export function mayPrefetchLinks(): boolean {
  const info = connection();
  return !(info?.saveData || /2g/.test(info?.effectiveType ?? ''));
}

/** The build manifest is not prefetched on slow-2g. */
export function mayPrefetchManifest(): boolean {
  return connection()?.effectiveType !== 'slow-2g';
}

/** At most this many route preloads start at once (docs/spec.md#9-constants-and-limits). */
export const MAX_ROUTE_PRELOADS = 5;

const asked = new Set<string>();
const waiting: (() => void)[] = [];
let draining = false;

/**
 * Preloads the route behind `href` once per page load, by `prefetch` (one `router.prefetch(href)`
 * call: components/useSiteRouter.ts), unless the visitor saves data or is on 2g. The calls start
 * at most MAX_ROUTE_PRELOADS at once, the next ones when the browser is idle again; each hands its
 * route to Next.js's scheduler, which fetches at most 4 at a time (docs/design.md#route-preloads).
 */
export function preloadRoute(href: string, prefetch: () => void): void {
  // A document has no route to preload: the application leaves for it by a full load.
  if (asked.has(href) || !mayPrefetchLinks() || isDocument(href.split(/[?#]/, 1)[0])) return;
  asked.add(href);
  waiting.push(prefetch);
  if (!draining) {
    draining = true;
    whenIdle(drain);
  }
}

function drain(): void {
  for (const prefetch of waiting.splice(0, MAX_ROUTE_PRELOADS)) prefetch();
  if (waiting.length) whenIdle(drain);
  else draining = false;
}

function whenIdle(task: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout: 1000 });
  else setTimeout(task, 50);
}
