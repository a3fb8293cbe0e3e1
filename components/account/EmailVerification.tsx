'use client';

import { useCallback, useEffect, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import type { Account } from '@/lib/account/session';
import { checkEmailVerified, sendVerificationEmail } from '@/lib/firebase/auth';
import FormFeedback from './FormFeedback';
import { useAccountAction } from './useAccountAction';

/**
 * Whether the signed-in visitor's email address is confirmed, and until it is, the email with the
 * link sent again on request. The link opens in another tab or on another device, so the screen
 * asks Firebase again when it opens, when the visitor comes back to it, and on request.
 */
export default function EmailVerification({ user }: { user: Account }) {
  const t = useTranslations('Account.account');
  const locale = useLocale();
  const { pending, run, errorAt } = useAccountAction();
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
            disabled={pending}
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
          <button type="button" className="link-button" disabled={pending} onClick={() => run(check)}>
            {t('checkVerification')}
          </button>
        </p>
      )}
      <FormFeedback error={errorAt()} notice={sent ? t('verificationSent', { email }) : ''} />
    </section>
  );
}
