'use client';

import { useState, type FormEvent } from 'react';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { AccountFailure } from '@/lib/account/errors';
import type { Account } from '@/lib/account/session';
import { MIN_PASSWORD_LENGTH } from '@/lib/account/signUp';
import { isEmail } from '@/lib/email';
import { freshSignInMethod } from '@/lib/firebase/freshSignIn';
import { changeEmail, changePassword } from '@/lib/firebase/loginDetails';
import TextField from '../TextField';
import FormFeedback from './FormFeedback';
import { useAccountAction } from './useAccountAction';

/** Only the current password is asked: a wrong one is said so, not as "email or password". */
const passwordOnly = { wrongPassword: 'passwordWrong' } as const;

type Change = 'email' | 'password';
/** What a change left to say: the link sent (to which address), or the new password in place. */
type Done = { linkTo: string } | { password: true };

/**
 * The sign-in details (docs/design.md#sign-in-details): the email address and the password, each
 * changed after the current password is given again. An account that signs in with Google only is
 * told where those are managed.
 */
export default function LoginSection({ user }: { user: Account }) {
  const t = useTranslations('Account.login');
  const locale = useLocale();
  const min = useFormatter().number(MIN_PASSWORD_LENGTH);
  const { pending, run, errorAt, doneAt, clear } = useAccountAction<Done, Change>(passwordOnly);
  const [open, setOpen] = useState<Change | null>(null);
  const [fieldError, setFieldError] = useState('');
  const [current, setCurrent] = useState('');
  const [newEmail, setNewEmail] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const email = user.email ?? '';

  if (freshSignInMethod() === 'google') {
    return (
      <section className="account-card" aria-labelledby="login-title">
        <h2 id="login-title">{t('heading')}</h2>
        <p>{t('googleOnly')}</p>
      </section>
    );
  }

  function toggle(change: Change) {
    setOpen(open === change ? null : change);
    setCurrent('');
    setFieldError('');
    clear();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setFieldError('');
    if (open === 'email') {
      const to = newEmail.trim();
      if (to.toLowerCase() === email.toLowerCase()) {
        setFieldError(t('sameEmail'));
        return;
      }
      run(async () => {
        // Checked before Firebase is asked, as at sign-in.
        if (!isEmail(to)) throw new AccountFailure('invalidEmail');
        await changeEmail(to, current, locale, location.pathname);
        setOpen(null);
        setNewEmail('');
        return { linkTo: to };
      }, 'email');
    } else if (open === 'password') {
      run(async () => {
        await changePassword(current, newPassword);
        setOpen(null);
        setNewPassword('');
        return { password: true };
      }, 'password');
    }
  }

  const done = doneAt('email') ?? doneAt('password');
  const notice =
    done && 'linkTo' in done ? t('linkSent', { email: done.linkTo, current: email }) : done ? t('passwordChanged') : '';

  return (
    <section className="account-card" aria-labelledby="login-title">
      <h2 id="login-title">{t('heading')}</h2>
      <p>{t('intro', { email })}</p>
      <p className="actions">
        <button
          type="button"
          className="button button-quiet"
          aria-expanded={open === 'email'}
          onClick={() => toggle('email')}
        >
          {t('changeEmail')}
        </button>
        <button
          type="button"
          className="button button-quiet"
          aria-expanded={open === 'password'}
          onClick={() => toggle('password')}
        >
          {t('changePassword')}
        </button>
      </p>
      {open && (
        <form className="account-form" onSubmit={submit} noValidate>
          {open === 'email' ? (
            <TextField
              id="new-email"
              label={t('newEmail')}
              type="email"
              autoComplete="email"
              required
              value={newEmail}
              error={fieldError}
              onChange={(event) => setNewEmail(event.target.value)}
              autoFocus
            />
          ) : (
            <TextField
              id="new-password"
              label={t('newPassword', { min })}
              type="password"
              autoComplete="new-password"
              required
              minLength={MIN_PASSWORD_LENGTH}
              value={newPassword}
              onChange={(event) => setNewPassword(event.target.value)}
              autoFocus
            />
          )}
          <TextField
            id="current-password"
            label={t('currentPassword')}
            type="password"
            autoComplete="current-password"
            required
            value={current}
            onChange={(event) => setCurrent(event.target.value)}
          />
          <p className="actions">
            <button type="submit" className="button" disabled={pending}>
              {open === 'email' ? t('sendLink') : t('savePassword')}
            </button>
          </p>
        </form>
      )}
      <FormFeedback error={errorAt('email') || errorAt('password')} notice={notice} />
    </section>
  );
}
