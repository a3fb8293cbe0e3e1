'use client';

import { useCallback } from 'react';
import { useTranslations } from 'next-intl';
import { authErrorKey } from '@/lib/firebase/auth';

/** The visitor's words for any error of sign-in or the profile (`Account.errors`), never a raw code. */
export function useAccountErrorText(): (cause: unknown) => string {
  const errors = useTranslations('Account.errors');
  return useCallback((cause: unknown) => errors(authErrorKey(cause)), [errors]);
}
