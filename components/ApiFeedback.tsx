'use client';

import { useEffect, useState, useSyncExternalStore } from 'react';
import { toast, Toaster } from 'sonner';
import { apiTexts, loadingCount, subscribe, takeToasts } from '@/lib/api/feedback';

/** The overlay's fade-out (docs/spec.md#9-constants-and-limits): it is gone from the page when it ends. */
const FADE_MS = 400;

/**
 * The loading overlay and the toaster of the API client (docs/spec.md, sections 7 to 9): one full-screen
 * white overlay while any request is in flight, and toasts of 3000 ms, 16 px from the top.
 */
export default function ApiFeedback() {
  const busy = useSyncExternalStore(
    subscribe,
    () => loadingCount() > 0,
    () => false,
  );
  const [present, setPresent] = useState(busy);
  if (busy && !present) setPresent(true);

  useEffect(() => {
    if (busy || !present) return;
    const reduced = matchMedia('(prefers-reduced-motion: reduce)').matches;
    const timer = setTimeout(() => setPresent(false), reduced ? 0 : FADE_MS);
    return () => clearTimeout(timer);
  }, [busy, present]);

  useEffect(() => {
    const flush = () => takeToasts().forEach((message) => toast.error(message));
    flush();
    return subscribe(flush);
  }, []);

  return (
    <>
      {present && (
        <div
          className={`loading-overlay${busy ? '' : ' closing'}`}
          style={{ transitionDuration: `${FADE_MS}ms` }}
          role="status"
          aria-live="polite"
          aria-busy={busy}
        >
          <span className="spinner" aria-hidden="true" />
          <span className="visually-hidden">{apiTexts()?.messages.loading ?? 'Loading…'}</span>
        </div>
      )}
      <Toaster position="top-center" offset={16} gap={16} duration={3000} richColors closeButton={false} />
    </>
  );
}
