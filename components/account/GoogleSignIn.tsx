'use client';

import { useTranslations } from 'next-intl';
import FormFeedback from './FormFeedback';

/**
 * "Continue with Google", and what it said. On the sign-up tab Google creates the account, so the
 * button waits for the agreement's boxes (`waits`), and says why; where the market asks a consent
 * to the transfer abroad, on the sign-in tab it waits for that one.
 */
export default function GoogleSignIn({
  onClick,
  disabled,
  waits,
  error,
}: {
  onClick: () => void;
  disabled: boolean;
  waits?: 'boxes' | 'transfer';
  error: string;
}) {
  const t = useTranslations('Account.signIn');
  return (
    <>
      <p>
        <button
          type="button"
          className="button button-quiet"
          onClick={onClick}
          disabled={disabled || Boolean(waits)}
          aria-describedby={waits ? 'google-waits' : undefined}
        >
          {t('google')}
        </button>
      </p>
      {waits && (
        <p id="google-waits" className="note">
          {waits === 'boxes' ? t('googleWaits') : t('googleWaitsTransfer')}
        </p>
      )}
      <FormFeedback error={error} notice="" />
    </>
  );
}
