'use client';

import { useCallback, useEffect, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { checkEmailVerified, sendVerificationEmail, type Account } from '@/lib/firebase/auth';
import FormFeedback from './FormFeedback';
import { useFormAction } from './useFormAction';

/**
 * Whether the signed-in visitor's email address is confirmed, and until it is, the email with the
 * link sent again on request. The link opens in another tab or on another device, so the screen
 * asks Firebase again when it opens, when the visitor comes back to it, and on request.
 */
export default function EmailVerification({ user }: { user: Account }) {
  const t = useTranslations('Account.account');
  const locale = useLocale();
  const { busy, run, error } = useFormAction();
  // Kept as what happened, not as words: those may arrive later (docs/design.md#texts-on-demand).
  const [sent, setSent] = useState(false);
  const [confirmed, setConfirmed] = useState(false);
  const verified = user.emailVerified || confirmed;
  const check = useCallback(() => checkEmailVerified().then(setConfirmed), []);

  useEffect(() => {
    if (verified) return;
    // Unasked, a failure (offline) is no news: the visitor can ask again.
    const quietly = () => void check().catch(() => {});
    const onVisible = () => document.visibilityState === 'visible' && quietly();
    quietly();
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [verified, check]);

  const email = user.email ?? '';
  return (
    <section className="account-card" aria-labelledby="email-title">
      <h2 id="email-title">{t('emailHeading')}</h2>
      <p data-testid="email-status">{verified ? t('emailVerified', { email }) : t('emailUnverified', { email })}</p>
      {!verified && (
        <p className="actions">
          <button
            type="button"
            className="button button-quiet"
            disabled={busy}
            onClick={() =>
              run(async () => {
                setSent(false);
                await sendVerificationEmail(locale, location.pathname);
                setSent(true);
              })
            }
          >
            {t('resendVerification')}
          </button>
          <button type="button" className="link-button" disabled={busy} onClick={() => run(check)}>
            {t('checkVerification')}
          </button>
        </p>
      )}
      <FormFeedback error={error} notice={sent ? t('verificationSent', { email }) : ''} />
    </section>
  );
}
