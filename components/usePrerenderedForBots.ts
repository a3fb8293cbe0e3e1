'use client';

import { useEffect, useState } from 'react';

/**
 * What an error page keeps of the prerendered page for a bot (docs/spec.md#2-screens-and-routes): a
 * search or preview bot must never index an error page in its place
 * (docs/design.md#error-pages-and-bots). `capture` reads it from the document at the first render,
 * while the failed page is still there, before React replaces it; on the server there is nothing to
 * read. Returns it while the reader may be a bot, and undefined once the reader is a person. isbot
 * loads only then, so that no page carries it up front.
 */
export function usePrerenderedForBots<T>(capture: () => T | undefined): T | undefined {
  const [prerendered] = useState(() => (typeof document === 'undefined' ? undefined : capture()));
  const [isBot, setIsBot] = useState<boolean | null>(null);

  useEffect(() => {
    if (prerendered === undefined) return;
    import('isbot').then(({ isbot }) => setIsBot(isbot(navigator.userAgent))).catch(() => setIsBot(false));
  }, [prerendered]);

  return isBot === false ? undefined : prerendered;
}
