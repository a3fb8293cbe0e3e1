'use client';

import { useSyncExternalStore } from 'react';
import { displayPath } from '@/lib/url';

const subscribe = () => () => {};

const currentPath = () => displayPath(location.pathname);

/**
 * The path a 404 reports. The prerendered page leaves it empty for whoever serves the page to fill
 * in (lib/hosting/notFoundSlot.ts); the browser then shows the path it is at: on the 404 pages, which
 * are documents, their island does (islands/requestedPath.ts), wherever else the page runs as the
 * application (`npm run dev`), this component. Either renders it as text, so a path such as
 * `/<script>…` is shown, never run.
 */
export default function RequestedPath() {
  const path = useSyncExternalStore(subscribe, currentPath, () => '');
  return (
    <>
      <code data-requested-path suppressHydrationWarning>
        {path}
      </code>
      <span hidden data-island="requested-path" />
    </>
  );
}
