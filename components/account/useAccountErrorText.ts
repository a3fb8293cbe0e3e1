'use client';

import { useCallback } from 'react';
import { useFormatter, useTranslations } from 'next-intl';
import { authErrorKey } from '@/lib/firebase/auth';
import { MIN_PASSWORD_LENGTH } from '@/lib/signUp';

/** The visitor's words for any error of sign-in or the profile (`Account.errors`), never a raw code. */
export function useAccountErrorText(): (cause: unknown) => string {
  const errors = useTranslations('Account.errors');
  const min = useFormatter().number(MIN_PASSWORD_LENGTH);
  return useCallback((cause: unknown) => errors(authErrorKey(cause), { min }), [errors, min]);
}
