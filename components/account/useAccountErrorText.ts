'use client';

import { useEffect, useState } from 'react';
import { useFormatter, useTranslations } from 'next-intl';
import type { AccountError, Rewording } from '@/lib/account/errors';
import { MIN_PASSWORD_LENGTH } from '@/lib/account/signUp';

let catalogue: Promise<(cause: unknown) => AccountError> | undefined;

/**
 * What went wrong, by name, through the error catalogue (lib/firebase/errors.ts). The catalogue is no
 * part of a screen's first load: it loads once the screen runs, as the error texts do
 * (docs/design.md#texts-on-demand). A catalogue that cannot load (offline) names the network.
 */
export async function accountErrorOf(cause: unknown): Promise<AccountError> {
  catalogue ??= import('@/lib/firebase/errors').then(
    (loaded) => loaded.accountError,
    () => {
      catalogue = undefined;
      return () => 'network' as const;
    },
  );
  return (await catalogue)(cause);
}

const asIs: Rewording = {};

/**
 * The visitor's words for a failure of sign-in or the profile (`Account.errors`), never a raw code;
 * '' when there is none. `reword` as the screen knows more (a module constant).
 */
export function useAccountErrorText(failure: { cause: unknown } | null | undefined, reword: Rewording = asIs): string {
  const errors = useTranslations('Account.errors');
  const min = useFormatter().number(MIN_PASSWORD_LENGTH);
  const [named, setNamed] = useState<{ failure: object; key: AccountError } | null>(null);
  useEffect(() => {
    // Loaded while the screen is first shown, before the visitor could be offline.
    void accountErrorOf(undefined);
  }, []);
  useEffect(() => {
    if (failure) void accountErrorOf(failure.cause).then((key) => setNamed({ failure, key }));
  }, [failure]);
  if (!failure || named?.failure !== failure) return '';
  return errors(reword[named.key] ?? named.key, { min });
}
