'use client';

import { useEffect, useState } from 'react';
import { saveProfile, watchProfile, type ProfileSnapshot } from '@/lib/firebase/profile';
import type { Profile } from '@/lib/account/profile';
import { useAccountErrorText } from './useAccountErrorText';

type SaveState = 'idle' | 'saving' | 'saved' | 'savedOffline';

/** How long a write may wait for the server before the screen says it is kept on this device. */
const OFFLINE_AFTER_MS = 1500;

/**
 * The signed-in visitor's profile (`users/{uid}`), live, and how its last write went: "saved" when
 * the server confirms, "saved on this device" while it has not (offline, Firestore keeps the write
 * and sends it later). `error` is the visitor's text for the last failure, or empty.
 */
export function useProfile(uid: string) {
  const errorText = useAccountErrorText();
  const [snapshot, setSnapshot] = useState<ProfileSnapshot | null>(null);
  const [saveState, setSaveState] = useState<SaveState>('idle');
  const [error, setError] = useState('');

  useEffect(() => watchProfile(uid, setSnapshot, (cause) => setError(errorText(cause))), [uid, errorText]);

  /** Writes fields with a merge, even offline. */
  function write(fields: Profile) {
    setError('');
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
        setError(errorText(cause));
      },
    );
  }

  return { snapshot, saveState, setSaveState, write, error, setError };
}
