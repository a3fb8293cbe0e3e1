import type { ProfileSnapshot } from './profile';

/*
 * What sizes the account screen's profile cards: a picture or none, and the consent to keeping
 * weights (given, it says when and to which version, and the weights' fields show under it). Until
 * Firestore has read the profile, the cards stand in place drawn from a placeholder
 * (docs/design.md#firestore-later); kept from the last read on this device, its shape makes a
 * returning visitor's placeholder the size of their real cards, so nothing below moves when they
 * arrive (no layout shift). It goes with the rest of what the site keeps of the visitor when they
 * leave (lib/firebase/signOut.ts, lib/firebase/droppedSession.ts).
 */

/** Where the shape is kept in localStorage. */
export const PROFILE_SHAPE = 'slimstart:profile-shape';

export interface ProfileShape {
  /** Whose profile it is: another account signed in on this device gets a new visitor's placeholder. */
  uid: string;
  photo: boolean;
  /** The consent in force, its day as a time (ms), for the same words in the same width. */
  healthConsent: { version: string; givenAt: number } | null;
}

/** The shape of `stored`, the profile of `uid`. */
export function shapeOf(uid: string, stored: ProfileSnapshot): ProfileShape {
  const consent = stored.healthConsent;
  return {
    uid,
    photo: Boolean(stored.profile?.photo),
    healthConsent: consent && { version: consent.version, givenAt: consent.givenAt.getTime() },
  };
}

/** A picture that shows nothing, drawn at the size of any (128 px, components/account/PhotoSection.tsx). */
const NO_PICTURE = "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='128' height='128'/%3E";

/**
 * What the cards are drawn from until the profile is read: nothing of the visitor's, at the size
 * `shape` says; without a shape, a new visitor's (an empty profile).
 */
export function placeholderOf(shape: ProfileShape | null): ProfileSnapshot {
  const consent = shape?.healthConsent;
  return {
    profile: shape?.photo ? { photo: NO_PICTURE } : null,
    agreement: null,
    healthConsent: consent ? { version: consent.version, givenAt: new Date(consent.givenAt) } : null,
    healthConsentRecords: [],
    updatedAt: null,
    pending: false,
    withdrawalUnsent: false,
    fromCache: true,
  };
}

/** Keeps `shape` for the next visit; a storage that refuses it leaves the next placeholder a new visitor's. */
export function rememberShape(shape: ProfileShape): void {
  try {
    localStorage.setItem(PROFILE_SHAPE, JSON.stringify(shape));
  } catch {
    // Storage refused (private mode, quota): the cards may move once, as before.
  }
}

/** The shape kept for `uid`, or null (none, another account's, or unreadable). */
export function keptShape(uid: string): ProfileShape | null {
  try {
    const shape = JSON.parse(localStorage.getItem(PROFILE_SHAPE) ?? 'null') as ProfileShape | null;
    if (shape?.uid !== uid || typeof shape.photo !== 'boolean') return null;
    const consent = shape.healthConsent;
    const validConsent = consent === null || (typeof consent?.version === 'string' && Number.isFinite(consent.givenAt));
    return validConsent ? shape : null;
  } catch {
    return null;
  }
}

export function forgetShape(): void {
  try {
    localStorage.removeItem(PROFILE_SHAPE);
  } catch {
    // Storage refused: nothing was kept.
  }
}
