import 'client-only';

import { AccountFailure } from '../account/errors';
import type { ProfileSnapshot } from '../account/profile';
import { firebase } from './app';

/**
 * Everything stored with the signed-in visitor's account, as one JSON document that a person can
 * read and a machine can load: their sign-in account (email, the name and picture address that a
 * provider such as Google shared, how they sign in, each provider's own id of them and what it
 * shared, when the account was made), their profile (the picture too, as the data URL it is stored
 * as) with the time of its last change, and their consent records (the agreement, the
 * consent to keeping weights, and every such consent they gave and withdrew). Made from the live profile the account screen holds
 * (lib/firebase/profile.ts), which offline is this device's copy. Messages sent through the
 * contact form are kept by the product API, not with the account: the privacy policy's channel
 * gives those.
 */
function myDataJson(stored: ProfileSnapshot): string {
  const user = firebase().auth.currentUser;
  if (!user) throw new AccountFailure('recentLogin');
  const data = {
    service: 'SlimStart',
    exportedAt: new Date().toISOString(),
    account: {
      uid: user.uid,
      email: user.email,
      emailVerified: user.emailVerified,
      name: user.displayName,
      pictureUrl: user.photoURL,
      signInProviders: user.providerData.map((provider) => provider.providerId),
      // What each provider keeps for this account: its own id of the visitor, and what it shared.
      providers: user.providerData.map((provider) => ({
        provider: provider.providerId,
        accountId: provider.uid,
        email: provider.email,
        name: provider.displayName,
        pictureUrl: provider.photoURL,
        phoneNumber: provider.phoneNumber,
      })),
      createdAt: isoDate(user.metadata.creationTime),
      lastSignInAt: isoDate(user.metadata.lastSignInTime),
    },
    profile: stored.profile ?? {},
    profileUpdatedAt: plain(stored.updatedAt),
    consents: {
      agreement: plain(stored.agreement),
      healthData: plain(stored.healthConsent),
      // Every consent to keeping weights, oldest first, each withdrawn one with when it ended.
      healthDataHistory: plain(stored.healthConsentRecords),
    },
  };
  return `${JSON.stringify(data, null, 2)}\n`;
}

function isoDate(text: string | undefined): string | null {
  return text ? new Date(text).toISOString() : null;
}

/** Dates (and Firestore's timestamps) as ISO text, in a value and the lists and maps inside it. */
function plain(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(plain);
  if (value && typeof (value as { toDate?: unknown }).toDate === 'function') {
    return (value as { toDate: () => Date }).toDate().toISOString();
  }
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, plain(inner)]));
  }
  return value ?? null;
}

/** Hands the visitor their data (`myDataJson`) as a file, `slimstart-data-{date}.json`. */
export function downloadMyData(stored: ProfileSnapshot): void {
  const url = URL.createObjectURL(new Blob([myDataJson(stored)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `slimstart-data-${new Date().toISOString().slice(0, 10)}.json`;
  link.click();
  // Once the click has handed the file over, its address is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
