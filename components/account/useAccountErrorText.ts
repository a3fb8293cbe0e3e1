'use client';

import { useCallback } from 'react';
import { useFormatter, useTranslations } from 'next-intl';
import { authErrorKey } from '@/lib/firebase/auth';
import { MIN_PASSWORD_LENGTH } from '@/lib/signUp';

type ErrorKey = ReturnType<typeof authErrorKey>;
/** Another text for an error where the screen knows more, such as `wrongPassword` where only the password was asked. */
export type Rewording = Partial<Record<ErrorKey, 'passwordWrong'>>;
const asIs: Rewording = {};

/** The visitor's words for any error of sign-in or the profile (`Account.errors`), never a raw code. */
export function useAccountErrorText(reword: Rewording = asIs): (cause: unknown) => string {
  const errors = useTranslations('Account.errors');
  const min = useFormatter().number(MIN_PASSWORD_LENGTH);
  return useCallback(
    (cause: unknown) => {
      const key = authErrorKey(cause);
      return errors(reword[key] ?? key, { min });
    },
    [errors, min, reword],
  );
}
