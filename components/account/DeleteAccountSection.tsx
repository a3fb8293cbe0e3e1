'use client';

import { useState, type FormEvent } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { freshSignInMethod, needsFreshSignIn, signInAgain } from '@/lib/firebase/freshSignIn';
import TextField from '../TextField';
import FormFeedback from './FormFeedback';
import ModalDialog from './ModalDialog';
import { useAccountAction } from './useAccountAction';
import type { DeletionOutcome } from './useAccountScreen';

/** Only the password is asked again: a wrong one is said so, not as "email or password". */
const passwordOnly = { wrongPassword: 'passwordWrong' } as const;

/**
 * Account deletion: the warning, and a prompt that asks once more before `onDelete` runs. When the
 * last sign-in is older than Firebase allows for a deletion (without the functions: always), or
 * Firebase refuses it all the same, the prompt asks the visitor to sign in again (password, or
 * Google) and then deletes; where the profile went and the account stayed, it says both. It closes
 * when the deletion fails otherwise, so that the screen's error message can be read.
 */
export default function DeleteAccountSection({
  busy,
  onDelete,
}: {
  busy: boolean;
  onDelete: () => Promise<DeletionOutcome>;
}) {
  const t = useTranslations('Account.account');
  const locale = useLocale();
  const signInTexts = useTranslations('Account.signIn');
  const [step, setStep] = useState<'closed' | 'confirm' | 'signInAgain'>('closed');
  // Firebase refused the deletion: the step says so, and what it left (nothing deleted, or the account).
  const [refused, setRefused] = useState<'nothingDeleted' | 'accountKept' | null>(null);
  const [password, setPassword] = useState('');
  const signingIn = useAccountAction(passwordOnly);
  const method = step === 'signInAgain' ? freshSignInMethod() : null;

  async function remove() {
    const outcome = await onDelete();
    if (outcome === 'signInAgain' || outcome === 'accountKept') {
      setRefused(outcome === 'accountKept' ? 'accountKept' : 'nothingDeleted');
      setPassword('');
      setStep('signInAgain');
    } else if (outcome === 'failed') setStep('closed');
  }

  function confirm() {
    if (needsFreshSignIn()) setStep('signInAgain');
    else void remove();
  }

  function signInAndDelete(event: FormEvent) {
    event.preventDefault();
    signingIn.run(async () => {
      await signInAgain(method === 'password' ? password : null, locale);
      setRefused(null);
      await remove();
    });
  }

  function close() {
    setStep('closed');
    setRefused(null);
    setPassword('');
    signingIn.clear();
  }

  return (
    <>
      <section className="account-card danger" aria-labelledby="danger-title">
        <h2 id="danger-title">{t('dangerHeading')}</h2>
        <p>{t('dangerText')}</p>
        <button type="button" className="button danger-button" onClick={() => setStep('confirm')} disabled={busy}>
          {t('delete')}
        </button>
      </section>

      {step !== 'closed' && (
        <ModalDialog className="confirm-dialog" labelledBy="confirm-title" describedBy="confirm-text" onClose={close}>
          <h2 id="confirm-title">{t('confirmTitle')}</h2>
          {step === 'confirm' ? (
            <>
              <p id="confirm-text">{t('confirmText')}</p>
              <div className="dialog-actions">
                <button type="button" className="button button-quiet" onClick={close} autoFocus>
                  {t('cancel')}
                </button>
                <button type="button" className="button danger-button" onClick={confirm} disabled={busy}>
                  {t('confirmDelete')}
                </button>
              </div>
            </>
          ) : (
            <form onSubmit={signInAndDelete} className="account-form">
              {refused && (
                <p role="alert" className="field-error">
                  {t(refused === 'accountKept' ? 'accountKept' : 'deleteRefused')}
                </p>
              )}
              <p id="confirm-text">{method === 'password' ? t('signInAgainPassword') : t('signInAgainGoogle')}</p>
              {method === 'password' && (
                <TextField
                  id="fresh-password"
                  label={signInTexts('password')}
                  type="password"
                  autoComplete="current-password"
                  required
                  value={password}
                  onChange={(event) => setPassword(event.target.value)}
                  autoFocus
                />
              )}
              <FormFeedback error={signingIn.errorAt()} notice="" />
              <div className="dialog-actions">
                <button type="button" className="button button-quiet" onClick={close}>
                  {t('cancel')}
                </button>
                <button type="submit" className="button danger-button" disabled={busy || signingIn.pending}>
                  {t('signInAgainDelete')}
                </button>
              </div>
            </form>
          )}
        </ModalDialog>
      )}
    </>
  );
}
