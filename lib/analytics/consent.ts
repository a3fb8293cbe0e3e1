/**
 * The visitor's analytics choice: remembered for a year in local storage. Global Privacy Control
 * counts as a refusal, whatever was stored.
 */
export type Consent = 'granted' | 'denied';

export const CONSENT_KEY = 'slimstart:analytics-consent';
const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

type Store = Pick<Storage, 'getItem' | 'setItem'>;

export function storedConsent(store: Store, now: number): Consent | null {
  try {
    const saved = JSON.parse(store.getItem(CONSENT_KEY) ?? 'null');
    if (
      (saved?.value === 'granted' || saved?.value === 'denied') &&
      typeof saved.expires === 'number' &&
      now < saved.expires
    ) {
      return saved.value;
    }
  } catch {
    // A damaged record is no choice: the banner asks again.
  }
  return null;
}

export function storeConsent(store: Store, value: Consent, now: number): void {
  try {
    store.setItem(CONSENT_KEY, JSON.stringify({ value, expires: now + YEAR_MS }));
  } catch {
    // Without storage the choice holds for this page only.
  }
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
