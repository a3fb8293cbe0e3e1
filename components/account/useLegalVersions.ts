'use client';

import { useEffect, useState } from 'react';
import { legalVersionData } from '@/lib/legal/versions';
import type { LegalPayload } from '@/lib/legal/payload';
import { loadPagePayload } from '@/lib/hosting/pageTexts';

/**
 * The legal texts' versions and what each new one changes, from the screen's payload
 * (lib/legal/payload.ts); until it arrives, the versions bundled with the screen, which a
 * build's payload repeats, without the words of the changes.
 */
export function useLegalVersions(): LegalPayload {
  const [legal, setLegal] = useState<LegalPayload>({ versions: legalVersionData, changes: {} });
  useEffect(() => {
    let live = true;
    loadPagePayload().then(
      (payload) => live && payload.legal && setLegal(payload.legal),
      // Logged where it is loaded; the bundled versions stay.
      () => {},
    );
    return () => {
      live = false;
    };
  }, []);
  return legal;
}
