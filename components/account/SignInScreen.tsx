'use client';

import { useEffect, useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { useFormatter, useTranslations } from 'next-intl';
import Link from '../SiteLink';
import TextField from '../TextField';
import { finishRedirectSignIn, resetPassword, signIn, signInWithGoogle, signUp } from '@/lib/firebase/auth';
import { MIN_PASSWORD_LENGTH } from '@/lib/signUp';
import { sitePathOr } from '@/lib/url';
import type { Locale } from '@/lib/i18n/locales';
import { useAccountErrorText } from './useAccountErrorText';
import FormFeedback from './FormFeedback';
import { useFormAction } from './useFormAction';
import { useUser } from './useUser';

type Mode = 'signIn' | 'signUp';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Sign in, or create an account, with email and password or Google; the password-reset email.
 * Afterwards the visitor goes where `?next=` says (a path of this site) or to their account.
 */
export default function SignInScreen({ locale, accountPath }: { locale: Locale; accountPath: string }) {
  const t = useTranslations('Account.signIn');
  const validation = useTranslations('Account.validation');
  const errorText = useAccountErrorText();
  const minPassword = useFormatter().number(MIN_PASSWORD_LENGTH);
  const deleted = useTranslations('Account.account')('deleted');
  const router = useRouter();
  const user = useUser();
  const [mode, setMode] = useState<Mode>('signIn');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<{ email?: string; password?: string }>({});
  const { busy, run, error, notice, setError, setNotice } = useFormAction();
  const [next, setNext] = useState<string | null>(null);

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- read once from the address
    setNext(params.has('next') ? sitePathOr(params.get('next'), accountPath) : null);
    if (params.get('mode') === 'sign-up') setMode('signUp');
    if (params.has('deleted')) setNotice(deleted);
    // Back from Google's sign-in page (when the popup was blocked): finish, or say what went wrong.
    finishRedirectSignIn().then(
      (user) => user && setNext((current) => current ?? accountPath),
      (cause: unknown) => setError(errorText(cause)),
    );
  }, [accountPath, deleted, errorText, setError, setNotice]);

  // Signed in by this form, by Google's redirect, or already: on to where the visitor was going.
  useEffect(() => {
    if (user && next) router.replace(next);
  }, [user, next, router]);

  function check(needPassword: boolean): boolean {
    const found = {
      email: EMAIL.test(email.trim()) ? undefined : validation('emailInvalid'),
      password:
        !needPassword || password.length >= MIN_PASSWORD_LENGTH
          ? undefined
          : validation('passwordTooShort', { min: minPassword }),
    };
    setFieldErrors(found);
    return !found.email && !found.password;
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!check(true)) return;
    void run(async () => {
      if (mode === 'signIn') {
        await signIn(email.trim(), password);
      } else {
        // The profile starts on the account screen, in the language of the page, where the
        // confirmation email's link leads back.
        await signUp(email.trim(), password, locale, accountPath);
      }
      setNext((current) => current ?? accountPath);
    });
  }

  function forgot() {
    if (!check(false)) return;
    void run(() => resetPassword(email.trim(), locale), t('resetSent', { email: email.trim() }));
  }

  function google() {
    void run(async () => {
      if (await signInWithGoogle(locale)) setNext((current) => current ?? accountPath);
    });
  }

  if (user === undefined) {
    return (
      <p role="status" className="lead">
        {t('checking')}
      </p>
    );
  }
  if (user && !next) {
    return (
      <div className="account-card">
        <p>{t('signedInAs', { email: user.email ?? '' })}</p>
        <p>
          <Link className="button" href={accountPath}>
            {t('toAccount')}
          </Link>
        </p>
      </div>
    );
  }

  return (
    <div className="account-card">
      <div className="mode-switch" role="group">
        {(['signIn', 'signUp'] as const).map((m) => (
          <button
            key={m}
            type="button"
            className={`button${mode === m ? '' : ' button-quiet'}`}
            aria-pressed={mode === m}
            onClick={() => {
              setMode(m);
              setError('');
            }}
          >
            {m === 'signIn' ? t('modeSignIn') : t('modeSignUp')}
          </button>
        ))}
      </div>
      <form onSubmit={submit} noValidate className="account-form">
        <TextField
          id="sign-in-email"
          label={t('email')}
          error={fieldErrors.email}
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
          error={fieldErrors.password}
          type="password"
          autoComplete={mode === 'signIn' ? 'current-password' : 'new-password'}
          minLength={MIN_PASSWORD_LENGTH}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <p>
          <button type="submit" className="button" disabled={busy}>
            {busy ? t('working') : mode === 'signIn' ? t('submitSignIn') : t('submitSignUp')}
          </button>
        </p>
        {mode === 'signIn' && (
          <p>
            <button type="button" className="link-button" onClick={forgot} disabled={busy}>
              {t('forgot')}
            </button>
          </p>
        )}
      </form>
      <p className="or">{t('or')}</p>
      <p>
        <button type="button" className="button button-quiet" onClick={google} disabled={busy}>
          {t('google')}
        </button>
      </p>
      <FormFeedback error={error} notice={notice} />
    </div>
  );
}
