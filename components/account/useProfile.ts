'use client';

import { useEffect, useState } from 'react';
import { saveProfile, watchProfile, type ProfileSnapshot } from '@/lib/firebase/profile';
import type { Profile } from '@/lib/account/profile';

type SaveState = 'idle' | 'saving' | 'saved' | 'savedOffline';

/** How long a write may wait for the server before the screen says it is kept on this device. */
const OFFLINE_AFTER_MS = 1500;

/**
 * The signed-in visitor's profile (`users/{uid}`), live, and how its last write went: "saved" when
 * the server confirms, "saved on this device" while it has not (offline, Firestore keeps the write
 * and sends it later). `failure` is the last thing that went wrong, kept as its cause: the screen
 * writes its words at render, so that a failure met before the texts arrived reads right once they
 * do (docs/design.md#texts-on-demand).
 */
export function useProfile(uid: string) {
  const [snapshot, setSnapshot] = useState<ProfileSnapshot | null>(null);
  const [saveState, setSaveState] = useState<SaveState>('idle');
  const [failure, setFailure] = useState<{ cause: unknown } | null>(null);

  useEffect(() => watchProfile(uid, setSnapshot, (cause) => setFailure({ cause })), [uid]);

  /** Writes fields with a merge, even offline. */
  function write(fields: Profile) {
    setFailure(null);
    setSaveState('saving');
    const timer = setTimeout(() => setSaveState('savedOffline'), navigator.onLine ? OFFLINE_AFTER_MS : 0);
    saveProfile(uid, fields).then(
      () => {
        clearTimeout(timer);
        setSaveState('saved');
      },
      (cause: unknown) => {
        clearTimeout(timer);
        setSaveState('idle');
        setFailure({ cause });
      },
    );
  }

  return { snapshot, saveState, setSaveState, write, failure, setFailure };
}
