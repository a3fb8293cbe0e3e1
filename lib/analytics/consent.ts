/**
 * The visitor's analytics choice, one per market (docs/design.md#analytics): the pages of a market
 * (lib/markets.ts; German, French and Spanish share the EU's) ask for their own consent, since what
 * a visitor accepts is what that market's banner told them (China and Korea name a transfer abroad
 * that the others do not). Each choice is remembered for a year in local storage. Global Privacy
 * Control counts as a refusal, whatever was stored.
 */
export type Consent = 'granted' | 'denied';

export const CONSENT_KEY = 'slimstart:analytics-consent';
const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

type Store = Pick<Storage, 'getItem' | 'setItem'>;

interface Choice {
  value: Consent;
  expires: number;
}

const isChoice = (saved: unknown, now: number): saved is Choice =>
  typeof saved === 'object' &&
  saved !== null &&
  ((saved as Choice).value === 'granted' || (saved as Choice).value === 'denied') &&
  typeof (saved as Choice).expires === 'number' &&
  now < (saved as Choice).expires;

/**
 * Every market's choice in force at `now`. A record from before choices were kept per market (one
 * choice for the whole site) keeps its refusal everywhere; its acceptance was given on one market's
 * banner, so every market asks again.
 */
function choices(store: Store, now: number): Record<string, Choice> {
  try {
    const saved = JSON.parse(store.getItem(CONSENT_KEY) ?? 'null');
    if (isChoice(saved, now)) return saved.value === 'denied' ? { '*': saved } : {};
    const markets = saved?.markets;
    if (typeof markets !== 'object' || markets === null) return {};
    return Object.fromEntries(Object.entries(markets).filter(([, choice]) => isChoice(choice, now))) as Record<
      string,
      Choice
    >;
  } catch {
    // A damaged record is no choice: the banner asks again.
    return {};
  }
}

/** The choice made on `market`'s pages, or null when none holds there. */
export function storedConsent(store: Store, market: string, now: number): Consent | null {
  const held = choices(store, now);
  return (held[market] ?? held['*'])?.value ?? null;
}

/** Records `value` for `market`'s pages, for a year; the other markets' choices stay. */
export function storeConsent(store: Store, market: string, value: Consent, now: number): void {
  storeConsents(store, [market], value, now);
}

/** Records `value` for each of `markets`. */
export function storeConsents(store: Store, markets: readonly string[], value: Consent, now: number): void {
  const held = choices(store, now);
  const legacy = held['*'];
  delete held['*'];
  for (const market of markets) held[market] = { value, expires: now + YEAR_MS };
  // An old refusal of the whole site stays for the markets not chosen on since.
  const record = legacy ? { '*': legacy, ...held } : held;
  try {
    store.setItem(CONSENT_KEY, JSON.stringify({ markets: record }));
  } catch {
    // Without storage the choice holds for this page only.
  }
}

/**
 * The markets other than `market` whose pages count visits, the visitor having accepted there:
 * among `counting`, the markets whose pages run analytics in this build.
 */
export function acceptedElsewhere(store: Store, market: string, now: number, counting: readonly string[]): string[] {
  return Object.entries(choices(store, now))
    .filter(([other, { value }]) => other !== market && value === 'granted' && counting.includes(other))
    .map(([other]) => other);
}

/** The choice in force: refused under Global Privacy Control, else what was stored (null: ask). */
export function effectiveConsent(globalPrivacyControl: boolean, stored: Consent | null): Consent | null {
  return globalPrivacyControl ? 'denied' : stored;
}

/**
 * The attribute of a "Privacy choices" button (the footer's, the privacy policy's): a click on one
 * opens the banner again, wherever the analytics run (lib/analytics/run.ts listens).
 */
export const PRIVACY_CHOICES_BUTTON = 'data-privacy-choices';
