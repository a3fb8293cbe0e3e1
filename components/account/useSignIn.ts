'use client';

import { useMemo, type Dispatch } from 'react';
import { useLocale } from 'next-intl';
import type { Move } from '@/lib/account/session';
import {
  finishRedirectSignIn,
  resetPassword,
  signIn,
  signInWithGoogle,
  signUp,
  type GoogleSignIn,
} from '@/lib/firebase/auth';
import { leavingOnPurpose } from '@/lib/firebase/droppedSession';
import { profileStore } from '@/lib/firebase/profileStore';
import { discardNewAccount, heldAccountExists, holdNewAccount, releaseNewAccount } from '@/lib/firebase/newAccountHold';
import type { Locale } from '@/lib/i18n/locales';

/** Records the visitor's agreement: Firestore loads only then, not with the sign-in screen. */
async function recordAgreement(uid: string, locale: Locale): Promise<void> {
  await (await profileStore()).recordAgreement(uid, locale);
}

/** Records that the site has just created this account, before anything else is written for it. */
async function recordSignUp(uid: string): Promise<void> {
  await (await profileStore()).recordSignUp(uid);
}

/**
 * The sign-in screen's actions, which call Firebase and move the session (`dispatch`,
 * components/account/useAccountSession.ts). Each that signs the visitor in resolves with whether they
 * are now signed in with an account they agreed to, and may go on.
 */
export function useSignIn(dispatch: Dispatch<Move>) {
  const locale = useLocale();
  return useMemo(() => {
    /** On from a Google sign-in, or held for the agreement when Google made the account without it. */
    async function afterGoogle(result: GoogleSignIn | null, agreed: boolean): Promise<boolean> {
      if (!result) return false;
      if (result.isNewUser && !agreed) {
        holdNewAccount(result.account.uid);
        dispatch({ type: 'hold' });
        await recordSignUp(result.account.uid);
        return false;
      }
      if (result.isNewUser) {
        await recordSignUp(result.account.uid);
        await recordAgreement(result.account.uid, locale);
      }
      return true;
    }

    return {
      signIn: async (email: string, password: string) => Boolean(await signIn(email, password)),
      /**
       * The profile starts with the agreement, and goes on on the account screen, in the language of
       * the page, where the confirmation email's link leads back.
       */
      signUp: async (email: string, password: string, accountPath: string) => {
        const account = await signUp(email, password, locale, accountPath);
        await recordSignUp(account.uid);
        await recordAgreement(account.uid, locale);
        return true;
      },
      resetPassword: (email: string) => resetPassword(email, locale),
      /**
       * Google's popup opens now, in the visitor's click: an action that waits its turn would lose the
       * browser's permission to open it. `agreed`: the visitor ticked the boxes (the sign-up tab).
       */
      google: (agreed: boolean) => signInWithGoogle(locale).then((result) => afterGoogle(result, agreed)),
      /** Back from Google's sign-in page (when the popup was blocked): the boxes went with the page. */
      finishRedirect: async () => afterGoogle(await finishRedirectSignIn(), false),
      /**
       * Records the agreement of the held account, and says whether it could: not when the account
       * is gone meanwhile (declined in another tab), which leaves this tab signed out.
       */
      acceptHeld: async (uid: string) => {
        if (!(await heldAccountExists(uid))) return false;
        await recordAgreement(uid, locale);
        releaseNewAccount();
        dispatch({ type: 'accepted' });
        return true;
      },
      /** Declining deletes the held account; it never had a profile. */
      declineHeld: async (uid: string) => {
        dispatch({ type: 'leave', why: 'decline', to: null });
        try {
          await leavingOnPurpose(() => discardNewAccount(uid));
        } catch (cause) {
          dispatch({ type: 'stayed' });
          throw cause;
        }
      },
    };
  }, [dispatch, locale]);
}
