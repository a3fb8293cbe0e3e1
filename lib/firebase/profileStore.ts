import 'client-only';

import { fromChunk } from './later';

let profile: Promise<typeof import('./profile')> | undefined;

/**
 * The profile's reads and writes (lib/firebase/profile.ts) and Firestore with them, requested
 * once, as the account screen starts (docs/design.md#firestore-later); asked again after a failure.
 */
export function profileStore(): Promise<typeof import('./profile')> {
  profile ??= fromChunk(() => import('./profile')).catch((error: unknown) => {
    profile = undefined;
    throw error;
  });
  return profile;
}
