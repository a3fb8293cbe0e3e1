/**
 * The catalogue the interface shows, as a reducer over the server's answers (editor/contract.ts):
 * loaded once, then replaced by what each change answers; or why it could not be loaded.
 */
import { useEffect, useReducer } from 'react';
import type { Catalogue } from '../contract';
import { call } from './api';

type Loaded = { catalogue: Catalogue | null; error: string };
type Answer = { type: 'answered'; catalogue: Catalogue } | { type: 'failed'; error: string };

const loaded = (state: Loaded, answer: Answer): Loaded =>
  answer.type === 'answered' ? { catalogue: answer.catalogue, error: '' } : { ...state, error: answer.error };

export function useCatalogue() {
  const [state, dispatch] = useReducer(loaded, { catalogue: null, error: '' });
  useEffect(() => {
    call('GET /api/catalogue').then(
      (outcome) =>
        dispatch(
          outcome.ok
            ? { type: 'answered', catalogue: outcome.answer }
            : { type: 'failed', error: String(outcome.refusal.status) },
        ),
      (failure: Error) => dispatch({ type: 'failed', error: failure.message }),
    );
  }, []);
  const answered = (catalogue: Catalogue) => dispatch({ type: 'answered', catalogue });
  return { ...state, answered };
}
