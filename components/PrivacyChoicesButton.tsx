'use client';

import { OPEN_PRIVACY_CHOICES } from '@/lib/analytics/placement';

/** The footer's way back to the analytics choice, at any time. */
export default function PrivacyChoicesButton({ label }: { label: string }) {
  return (
    <button type="button" className="link-button" onClick={() => window.dispatchEvent(new Event(OPEN_PRIVACY_CHOICES))}>
      {label}
    </button>
  );
}
