'use client';

import { useCallback, useState } from 'react';
import { useAccountErrorText } from './useAccountErrorText';

/**
 * One action of an account form at a time: `busy` while it runs, then what it says (`notice`) or
 * what went wrong, in the visitor's words (`error`), which <FormFeedback> shows.
 */
export function useFormAction() {
  const errorText = useAccountErrorText();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [notice, setNotice] = useState('');

  /** Runs `action`; `done`, if given, is the notice once it succeeded. */
  const run = useCallback(
    async (action: () => Promise<unknown>, done = '') => {
      setBusy(true);
      setError('');
      setNotice('');
      try {
        await action();
        if (done) setNotice(done);
      } catch (cause) {
        setError(errorText(cause));
      } finally {
        setBusy(false);
      }
    },
    [errorText],
  );

  return { busy, run, error, notice, setError, setNotice };
}
