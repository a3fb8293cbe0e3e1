'use client';

import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

function currentPath(): string {
  try {
    return decodeURIComponent(location.pathname);
  } catch {
    return location.pathname; // A malformed escape is shown as it was typed.
  }
}

/**
 * The path a 404 reports. The server (or the static server, which writes it into the exported
 * 404 page) provides it when it can; otherwise the browser fills it in. React renders it as text,
 * so a path such as `/<script>…` is shown, never run.
 */
export default function RequestedPath({ initial }: { initial: string }) {
  const path = useSyncExternalStore(subscribe, currentPath, () => initial);
  return (
    <code data-requested-path suppressHydrationWarning>
      {path}
    </code>
  );
}
