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
