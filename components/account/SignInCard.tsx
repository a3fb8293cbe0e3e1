'use client';

import { useState, type FormEvent } from 'react';
import { useFormatter, useTranslations } from 'next-intl';
import type { LegalPaths } from '@/lib/pages/built';
import { MIN_PASSWORD_LENGTH } from '@/lib/account/signUp';
import { isEmail } from '@/lib/email';
import TextField from '../TextField';
import AgreementFields, { TransferConsent, useAgreementChoice } from './AgreementFields';
import FormFeedback from './FormFeedback';
import GoogleSignIn from './GoogleSignIn';
import ModeSwitch, { type Mode } from './ModeSwitch';
import type { useAccountAction } from './useAccountAction';
import type { useSignIn } from './useSignIn';

/** Where an action of the card started, so that what it says shows there. */
export type SignInPlace = 'top' | 'form' | 'google';
/** What the top of the card says that no button there caused. */
export type TopNotice = 'deleted' | 'declined';

/**
 * The sign-in card: sign in, or create an account, with email and password or with Google; the
 * password-reset email. Creating one takes the visitor's agreement (their age and the terms, with
 * links to the terms and the privacy policy). What an action says shows next to its button.
 */
export default function SignInCard({
  mode,
  onMode,
  notice,
  action,
  actions,
  accountPath,
  legalPaths,
  onSignedIn,
}: {
  mode: Mode;
  onMode: (mode: Mode) => void;
  notice: TopNotice | null;
  action: ReturnType<typeof useAccountAction<{ resetSent: string }, SignInPlace>>;
  actions: Pick<ReturnType<typeof useSignIn>, 'signIn' | 'signUp' | 'resetPassword' | 'google'>;
  accountPath: string;
  legalPaths: LegalPaths;
  onSignedIn: (signedIn: boolean) => void;
}) {
  const t = useTranslations('Account.signIn');
  const validation = useTranslations('Account.validation');
  const deleted = useTranslations('Account.account')('deleted');
  const declined = useTranslations('Account.agreement')('declined');
  const minPassword = useFormatter().number(MIN_PASSWORD_LENGTH);
  const choice = useAgreementChoice();
  const { pending, run, errorAt, doneAt } = action;
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  // Which fields were wrong at the last check, worded when shown (docs/design.md#texts-on-demand).
  const [wrong, setWrong] = useState<{ email: boolean; password: boolean }>({ email: false, password: false });

  function check(needPassword: boolean): boolean {
    const agreed = mode === 'signIn' || !needPassword || choice.check();
    const found = { email: !isEmail(email), password: needPassword && password.length < MIN_PASSWORD_LENGTH };
    setWrong(found);
    return !found.email && !found.password && agreed;
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!check(true)) return;
    const address = email.trim();
    run(async () => {
      onSignedIn(
        mode === 'signIn'
          ? await actions.signIn(address, password)
          : await actions.signUp(address, password, accountPath),
      );
    }, 'form');
  }

  function forgot() {
    if (!check(false)) return;
    const address = email.trim();
    run(async () => {
      await actions.resetPassword(address);
      return { resetSent: address };
    }, 'form');
  }

  // Where the market asks a consent to the transfer abroad, Google waits for it on the sign-in tab
  // too: a Google account without one of ours gets it there, abroad, before the agreement step.
  const transferFirst = mode === 'signIn' && choice.boxes.includes('transfer');

  function google() {
    // The popup opens here, in the click; the action waits for it. From the sign-up tab only with
    // the boxes ticked, from the sign-in tab with the transfer consent where it is asked (the
    // button waits for them).
    const signedIn = actions.google(mode === 'signUp');
    run(async () => onSignedIn(await signedIn), 'google');
  }

  const resetSent = doneAt('form')?.resetSent;
  return (
    <div className="account-card">
      <FormFeedback
        error={errorAt('top')}
        notice={notice === 'deleted' ? deleted : notice === 'declined' ? declined : ''}
      />
      <ModeSwitch
        mode={mode}
        onMode={(m) => {
          onMode(m);
          action.clear();
        }}
      />
      <form onSubmit={submit} noValidate className="account-form">
        <TextField
          id="sign-in-email"
          label={t('email')}
          error={wrong.email ? validation('emailInvalid') : undefined}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <TextField
          id="sign-in-password"
          label={t('password')}
          // The rule matters to a new password only.
          hint={mode === 'signUp' ? t('passwordHint', { min: minPassword }) : undefined}
          error={wrong.password ? validation('passwordTooShort', { min: minPassword }) : undefined}
          type="password"
          autoComplete={mode === 'signIn' ? 'current-password' : 'new-password'}
          minLength={MIN_PASSWORD_LENGTH}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        {mode === 'signUp' && <AgreementFields choice={choice} paths={legalPaths} />}
        <p>
          <button type="submit" className="button" disabled={pending}>
            {pending ? t('working') : mode === 'signIn' ? t('submitSignIn') : t('submitSignUp')}
          </button>
        </p>
        {mode === 'signIn' && (
          <p>
            <button type="button" className="link-button" onClick={forgot} disabled={pending}>
              {t('forgot')}
            </button>
          </p>
        )}
        <FormFeedback error={errorAt('form')} notice={resetSent ? t('resetSent', { email: resetSent }) : ''} />
      </form>
      <p className="or">{t('or')}</p>
      {transferFirst && (
        <div className="agreement">
          <TransferConsent choice={choice} />
        </div>
      )}
      <GoogleSignIn
        onClick={google}
        disabled={pending}
        // On the sign-up tab, Google creates the account: it waits for the boxes.
        waits={
          mode === 'signUp' && !choice.complete
            ? 'boxes'
            : transferFirst && !choice.ticked.transfer
              ? 'transfer'
              : undefined
        }
        error={errorAt('google')}
      />
    </div>
  );
}
