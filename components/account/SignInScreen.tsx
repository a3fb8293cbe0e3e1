'use client';

import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useSiteRouter } from '../useSiteRouter';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import Link from '../SiteLink';
import TextField from '../TextField';
import type { LegalPaths } from '@/lib/builtPages';
import {
  discardAsLeaving,
  discardNewAccount,
  finishRedirectSignIn,
  heldNewAccount,
  holdNewAccount,
  releaseNewAccount,
  resetPassword,
  signIn,
  signInWithGoogle,
  signUp,
  type GoogleSignIn,
} from '@/lib/firebase/auth';
import { MIN_PASSWORD_LENGTH } from '@/lib/account/signUp';
import { sitePathOr } from '@/lib/url';
import type { Locale } from '@/lib/i18n/locales';
import AgreementFields, { useAgreementChoice } from './AgreementFields';
import AgreementStep from './AgreementStep';
import FormFeedback from './FormFeedback';
import { useFormAction } from './useFormAction';
import { useUser } from './useUser';

type Mode = 'signIn' | 'signUp';

/**
 * Where the last action started, so that what it says shows next to it: the form's buttons, the
 * Google button, or the top of the card for what the visitor arrives with (an account deleted, a
 * step declined, a Google sign-in by redirect).
 */
type Place = 'top' | 'form' | 'google';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Records the visitor's agreement: Firestore loads only then, not with the sign-in screen. */
async function recordAgreement(uid: string, locale: Locale): Promise<void> {
  await (await import('@/lib/firebase/profile')).recordAgreement(uid, locale);
}

/**
 * Sign in, or create an account, with email and password or Google; the password-reset email.
 * Creating one takes the visitor's agreement: their age and the terms, with links to the terms and
 * the privacy policy (`legalPaths`). An account that Google creates from the sign-in tab stops at
 * that step, and is deleted if the visitor declines or leaves.
 * Afterwards the visitor goes where `?next=` says (a path of this site) or to their account.
 */
export default function SignInScreen({ accountPath, legalPaths }: { accountPath: string; legalPaths: LegalPaths }) {
  const t = useTranslations('Account.signIn');
  const locale = useLocale();
  const validation = useTranslations('Account.validation');
  const minPassword = useFormatter().number(MIN_PASSWORD_LENGTH);
  const deleted = useTranslations('Account.account')('deleted');
  const declined = useTranslations('Account.agreement')('declined');
  const choice = useAgreementChoice();
  const router = useSiteRouter();
  const user = useUser();
  // A new account that Google made from the sign-in tab, held until the visitor accepts or declines;
  // also one held before, when the visitor comes back (read at once, so nothing moves on before).
  // Undefined until this screen decides: then what the device holds.
  const [heldHere, setHeld] = useState<string | null | undefined>(undefined);
  const held = heldHere === undefined ? user && heldNewAccount() : heldHere;
  const [mode, setMode] = useState<Mode>('signIn');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<{ email?: string; password?: string }>({});
  const { busy, run, error, notice, clearError, setNotice } = useFormAction();
  const [place, setPlace] = useState<Place>('top');
  const runAt = (at: Place, ...action: Parameters<typeof run>) => {
    setPlace(at);
    return run(...action);
  };
  const feedbackAt = (at: Place) => (
    <FormFeedback error={place === at ? error : ''} notice={place === at ? notice : ''} />
  );
  const [next, setNext] = useState<string | null>(null);

  /** On from a Google sign-in: at once, or through the agreement when Google made the account. */
  const afterGoogle = useCallback(
    async (result: GoogleSignIn | null, agreed: boolean) => {
      if (!result) return;
      if (result.isNewUser && !agreed) {
        holdNewAccount(result.account.uid);
        setHeld(result.account.uid);
        return;
      }
      if (result.isNewUser) await recordAgreement(result.account.uid, locale);
      setNext((current) => current ?? accountPath);
    },
    [accountPath, locale],
  );

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- read once from the address
    setNext(params.has('next') ? sitePathOr(params.get('next'), accountPath) : null);
    if (params.get('mode') === 'sign-up') setMode('signUp');
    // Back from Google's sign-in page (when the popup was blocked): finish, or say what went wrong.
    // The boxes ticked before it are gone with the page, so a new account asks for them again.
    void run(async () => afterGoogle(await finishRedirectSignIn(), false));
    if (params.has('deleted')) setNotice(deleted);
    if (params.has('declined')) setNotice(declined);
  }, [accountPath, deleted, declined, afterGoogle, run, setNotice]);

  // Leaving the step, by a link or by closing the page, declines: the held account goes.
  const stepShown = useRef(false);
  useEffect(() => {
    if (!held) return;
    stepShown.current = true;
    const leave = () => discardAsLeaving(held);
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      stepShown.current = false;
      // Unless the step comes back at once (React may mount an effect twice) or was answered.
      setTimeout(() => {
        if (!stepShown.current && heldNewAccount() === held) void discardNewAccount(held).catch(() => {});
      }, 0);
    };
  }, [held]);

  // Signed in by this form, by Google, or already: on to where the visitor was going.
  useEffect(() => {
    if (user && next && !busy && !held) router.replace(next);
  }, [user, next, busy, held, router]);

  function check(needPassword: boolean): boolean {
    const agreed = mode === 'signIn' || !needPassword || choice.check();
    const found = {
      email: EMAIL.test(email.trim()) ? undefined : validation('emailInvalid'),
      password:
        !needPassword || password.length >= MIN_PASSWORD_LENGTH
          ? undefined
          : validation('passwordTooShort', { min: minPassword }),
    };
    setFieldErrors(found);
    return !found.email && !found.password && agreed;
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!check(true)) return;
    void runAt('form', async () => {
      if (mode === 'signIn') {
        await signIn(email.trim(), password);
      } else {
        // The profile starts with the agreement, and goes on on the account screen, in the
        // language of the page, where the confirmation email's link leads back.
        const account = await signUp(email.trim(), password, locale, accountPath);
        await recordAgreement(account.uid, locale);
      }
      setNext((current) => current ?? accountPath);
    });
  }

  function forgot() {
    if (!check(false)) return;
    void runAt('form', () => resetPassword(email.trim(), locale), t('resetSent', { email: email.trim() }));
  }

  function google() {
    // From the sign-up tab only with the boxes ticked (the button waits for them).
    void runAt('google', async () => afterGoogle(await signInWithGoogle(locale), mode === 'signUp'));
  }

  if (held) {
    return (
      <AgreementStep
        paths={legalPaths}
        reason="new"
        onAccept={async () => {
          await recordAgreement(held, locale);
          releaseNewAccount();
          setHeld(null);
          setNext((current) => current ?? accountPath);
        }}
        onDecline={async () => {
          await discardNewAccount(held);
          setHeld(null);
          setPlace('top');
          setNotice(declined);
        }}
      />
    );
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

  // On the sign-up tab, Google creates the account: it waits for the boxes, and says so.
  const googleWaits = mode === 'signUp' && !choice.complete;
  return (
    <div className="account-card">
      {feedbackAt('top')}
      <div className="mode-switch" role="group">
        {(['signIn', 'signUp'] as const).map((m) => (
          <button
            key={m}
            type="button"
            className={`button${mode === m ? '' : ' button-quiet'}`}
            aria-pressed={mode === m}
            onClick={() => {
              setMode(m);
              clearError();
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
        {mode === 'signUp' && <AgreementFields choice={choice} paths={legalPaths} />}
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
        {feedbackAt('form')}
      </form>
      <p className="or">{t('or')}</p>
      <p>
        <button
          type="button"
          className="button button-quiet"
          onClick={google}
          disabled={busy || googleWaits}
          aria-describedby={googleWaits ? 'google-waits' : undefined}
        >
          {t('google')}
        </button>
      </p>
      {googleWaits && (
        <p id="google-waits" className="note">
          {t('googleWaits')}
        </p>
      )}
      {feedbackAt('google')}
    </div>
  );
}
