import 'client-only';

import { useEffect, useState } from 'react';
import { keep, takeRestored } from './keptState';

/** Like useState, for a value that survives a reload onto a new build. */
export function useKeptState<T>(key: string, initial: T): [T, (value: T) => void] {
  const [value, setValue] = useState(initial);
  useEffect(() => {
    const kept = takeRestored(key);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- read once after hydration, so the server HTML matches
    if (kept.found) setValue(kept.value as T);
  }, [key]);
  useEffect(() => keep(key, value), [key, value]);
  return [value, setValue];
}
