import { PRIVACY_CHOICES_BUTTON } from '@/lib/analytics/consent';

/**
 * The way back to the analytics choice, at any time: a click opens the banner again
 * (lib/analytics/run.ts listens, in the application and on documents alike).
 */
export default function PrivacyChoicesButton({ label }: { label: string }) {
  return (
    <button type="button" className="link-button" {...{ [PRIVACY_CHOICES_BUTTON]: '' }}>
      {label}
    </button>
  );
}
