'use client';

import { startTransition, useActionState, useCallback } from 'react';
import type { Rewording } from '@/lib/account/errors';
import { useAccountErrorText } from './useAccountErrorText';

type Outcome<Done, Place> = { at: Place; done?: Done; failure?: { cause: unknown } };
type Job<Done, Place> = { action: () => Promise<Done | void>; at: Place } | null;

/**
 * The one way an account screen runs what the visitor asks for: React's `useActionState`, one action
 * at a time, `pending` while it runs, then what it returned or why it failed. The failure is kept as
 * its cause and worded at each render, so that an error met before the screen's deferred texts
 * arrived reads right once they do (docs/design.md#texts-on-demand). `at` names where the action
 * started, so that what it says shows next to what caused it. `reword` gives an error other words
 * where the form knows more (a module constant, not a new object each render).
 */
export function useAccountAction<Done = true, Place extends string = 'here'>(reword?: Rewording) {
  const [outcome, dispatch, pending] = useActionState(
    async (_last: Outcome<Done, Place> | null, job: Job<Done, Place>): Promise<Outcome<Done, Place> | null> => {
      if (!job) return null;
      // The action starts a step later, outside the transition: React would hold back until its end
      // the updates it makes before its first `await`, and a move of the session (leaving) must show
      // at once (docs/design.md#the-account-session). Only the outcome belongs to the transition.
      await Promise.resolve();
      try {
        return { at: job.at, done: (await job.action()) ?? undefined };
      } catch (cause) {
        return { at: job.at, failure: { cause } };
      }
    },
    null,
  );
  const run = useCallback(
    (action: () => Promise<Done | void>, at = 'here' as Place) => startTransition(() => dispatch({ action, at })),
    [dispatch],
  );
  const clear = useCallback(() => startTransition(() => dispatch(null)), [dispatch]);
  // While an action runs, the last one's words are gone.
  const shown = pending ? null : outcome;
  const error = useAccountErrorText(shown?.failure, reword);
  return {
    pending,
    run,
    clear,
    /** The words of the last failure, when its action started `at`. */
    errorAt: (at = 'here' as Place) => (shown?.at === at ? error : ''),
    /** What the last action returned, when it started `at` and went well. */
    doneAt: (at = 'here' as Place) => (shown?.at === at ? shown.done : undefined),
  };
}
