/**
 * The time as the host that serves the site has it, for what depends on a day: which version of a
 * legal text applies (lib/legal/versions.ts) is judged by the rules at the server's time, and a
 * device whose clock is off would otherwise show the notice of terms the server already asks for,
 * or ask for terms the server does not take yet. Each answer from the host carries its clock (its
 * `Date` header, whole seconds); a device within a minute of it keeps its own, finer clock.
 */
const TOLERANCE_MS = 60_000;
let offset = 0;

/** Notes the host's clock from an answer's `Date` header, received at `receivedAt` on this device. */
export function noteHostDate(date: string | null, receivedAt: number = Date.now()): void {
  const host = date ? Date.parse(date) : Number.NaN;
  if (Number.isNaN(host)) return;
  const skew = host - receivedAt;
  offset = Math.abs(skew) > TOLERANCE_MS ? skew : 0;
}

/**
 * Now, by the host's clock once an answer has told it, else by this device's. A build made ahead of a
 * legal version's day renders as of that day (LEGAL_BUILD_DAY, scripts/deploy/ahead.ts), which a
 * browser is never told.
 */
export function hostNow(): Date {
  const buildDay = typeof window === 'undefined' ? process.env.LEGAL_BUILD_DAY : undefined;
  if (buildDay) return new Date(`${buildDay}T00:00:00Z`);
  return new Date(Date.now() + offset);
}
