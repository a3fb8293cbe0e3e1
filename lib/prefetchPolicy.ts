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

/** At most this many route preloads run at once (docs/spec.md#9-constants-and-limits). */
export const MAX_ROUTE_PRELOADS = 5;
const PREFETCH_HEADER = 'next-router-prefetch';

/**
 * Holds the router's route preloads (its prefetch requests, which carry `Next-Router-Prefetch`) to
 * MAX_ROUTE_PRELOADS at a time; every other request passes untouched. Next.js keeps its own
 * background prefetches to 4, but lets prefetches for hovered links run up to 12 at once
 * (docs/design.md#route-preloads). A preload holds its slot until its body has arrived; the next one
 * waiting takes the slot over. Installs itself once on `target`; returns whether it did now.
 */
export function limitRoutePreloads(target: { fetch: typeof fetch } = window): boolean {
  const send = target.fetch;
  if ((send as { limited?: boolean }).limited) return false;
  let running = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running--;
  };
  const limited = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
    if (!headers.has(PREFETCH_HEADER)) return send.call(target, input, init);
    if (running < MAX_ROUTE_PRELOADS) running++;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      const response = await send.call(target, input, init);
      response.clone().arrayBuffer().then(release, release);
      return response;
    } catch (error) {
      release();
      throw error;
    }
  };
  target.fetch = Object.assign(limited, { limited: true });
  return true;
}
