'use client';

import dynamic from 'next/dynamic';
import { useSyncExternalStore } from 'react';
import { feedbackWanted, subscribe } from '@/lib/api/feedback';
import { answerChunkError } from '@/lib/navigation/reload';

const ApiFeedback = dynamic(
  () =>
    import('./ApiFeedback').catch((error: unknown) => {
      // Offline (or gone with a replaced build): the page stays, without the overlay and the toasts,
      // and loads afresh once it can (docs/design.md#navigation).
      answerChunkError(error);
      return () => null;
    }),
  { ssr: false },
);

let wanted = false;
const wasWanted = () => (wanted ||= feedbackWanted());

/**
 * The place of the loading overlay and the one toaster, in every page's layout. Their code (and
 * sonner's) loads only once something has used the API, so pages that never do pay nothing for it.
 */
export default function ApiFeedbackSlot() {
  const show = useSyncExternalStore(subscribe, wasWanted, () => false);
  return show ? <ApiFeedback /> : null;
}
