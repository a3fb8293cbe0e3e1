'use client';

import { useTranslations } from 'next-intl';
import type { LegalPaths } from '@/lib/pages/built';
import AgreementFields, { useAgreementChoice } from './AgreementFields';
import FormFeedback from './FormFeedback';
import { useAccountAction } from './useAccountAction';

/**
 * The step a signed-in visitor stops at until they have accepted the current terms and confirmed
 * their age: a new account that Google made from the sign-in tab (`new`: declining deletes it), or
 * an account whose accepted versions are older than the current ones (`changed`).
 */
export default function AgreementStep({
  paths,
  reason,
  onAccept,
  onDecline,
}: {
  paths: LegalPaths;
  reason: 'new' | 'changed';
  onAccept: () => Promise<void>;
  onDecline?: () => Promise<void>;
}) {
  const t = useTranslations('Account.agreement');
  const choice = useAgreementChoice();
  const { pending, run, errorAt } = useAccountAction();

  return (
    <section className="account-card" aria-labelledby="agreement-title">
      <h2 id="agreement-title">{t('heading')}</h2>
      <p>{reason === 'new' ? t('introNew') : t('introChanged')}</p>
      <div className="account-form">
        <AgreementFields choice={choice} paths={paths} />
        <p className="actions">
          <button type="button" className="button" disabled={pending} onClick={() => choice.check() && run(onAccept)}>
            {t('accept')}
          </button>
          {onDecline && (
            <button type="button" className="button button-quiet" disabled={pending} onClick={() => run(onDecline)}>
              {t('decline')}
            </button>
          )}
        </p>
      </div>
      <FormFeedback error={errorAt()} notice="" />
    </section>
  );
}
