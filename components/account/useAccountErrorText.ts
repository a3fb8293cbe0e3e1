'use client';

import { useCallback } from 'react';
import { useFormatter, useTranslations } from 'next-intl';
import type { Rewording } from '@/lib/account/errors';
import { MIN_PASSWORD_LENGTH } from '@/lib/account/signUp';
import { authErrorKey } from '@/lib/firebase/auth';

const asIs: Rewording = {};

/**
 * The visitor's words for any error of sign-in or the profile (`Account.errors`), never a raw code;
 * `reword` as the screen knows more (a module constant, not a new object each render).
 */
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
