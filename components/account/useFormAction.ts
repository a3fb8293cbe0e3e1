'use client';

import { useCallback, useState } from 'react';
import type { Rewording } from '@/lib/account/errors';
import { useAccountErrorText } from './useAccountErrorText';

/**
 * One action of an account form at a time: `busy` while it runs, then what it says (`notice`) or
 * what went wrong, in the visitor's words (`error`), which <FormFeedback> shows. The failure is
 * kept, not its words: they are written at each render, so that an error met before the screen's
 * deferred texts arrived reads right once they do (docs/design.md#texts-on-demand). `run` stays the
 * same function for the life of the screen, so effects may depend on it. `reword` gives an error
 * other words where the form knows more (a module constant, not a new object each render).
 */
export function useFormAction(reword?: Rewording) {
  const errorText = useAccountErrorText(reword);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<{ cause: unknown } | null>(null);
  const [notice, setNotice] = useState('');

  /** Runs `action`; `done`, if given, is the notice once it succeeded. */
  const run = useCallback(async (action: () => Promise<unknown>, done = '') => {
    setBusy(true);
    setFailure(null);
    setNotice('');
    try {
      await action();
      if (done) setNotice(done);
    } catch (cause) {
      setFailure({ cause });
    } finally {
      setBusy(false);
    }
  }, []);

  const clearError = useCallback(() => setFailure(null), []);

  return { busy, run, error: failure ? errorText(failure.cause) : '', notice, clearError, setNotice };
}
