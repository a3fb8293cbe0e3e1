/**
 * One text being edited, as a reducer over what its reader does and what the server answers
 * (editor/contract.ts): editing, then asking the legal question (428), then saved, or a conflict
 * with the disk (409), or refused (422 and the rest), each said in its note.
 */
import type { LegalText } from '../../lib/legal/texts';
import type { Outcome } from '../contract';
import { problemsText } from './problems';
import { doneNote, t } from './t';

/** The routes a text's buttons call. */
export type TextRoute = 'POST /api/save' | 'POST /api/revert' | 'POST /api/still-correct' | 'POST /api/reviewed';

export interface TextState {
  /** The text typed and not saved yet (null: none, the saved text shows). */
  draft: string | null;
  note: string;
  /** The text on disk and the one typed, when the file changed after the editor loaded it. */
  conflict: { disk: string | null; yours: string } | null;
  /**
   * The legal text whose question is asked before this text is saved, and the save it answers:
   * the text and the base it was sent with (after a conflict, the disk's), sent again with the answer.
   */
  asking: { text: LegalText; yours: string; base: string | null } | null;
}

export type TextEvent =
  | { type: 'typed'; text: string }
  | { type: 'undone' }
  | { type: 'cancelled' }
  | { type: 'tookDisk' }
  | {
      type: 'answered';
      /** The route that answered (a save's refusal is "cannot be saved", a mark's "not marked"). */
      route?: TextRoute;
      outcome: Outcome<TextRoute>;
      done: string;
      yours: string;
      base?: string | null;
    };

export const editing: TextState = { draft: null, note: '', conflict: null, asking: null };

export function textState(state: TextState, event: TextEvent): TextState {
  switch (event.type) {
    case 'typed':
      return { ...state, draft: event.text, note: '' };
    case 'undone':
      return { ...state, draft: null, note: '' };
    case 'cancelled':
      return { ...state, asking: null };
    case 'tookDisk':
      return { ...state, draft: null, conflict: null, note: '' };
    case 'answered': {
      const { outcome } = event;
      if (outcome.ok) return { ...editing, note: doneNote(outcome.answer, event.done) };
      const { refusal } = outcome;
      if (refusal.status === 428 && 'asks' in refusal && refusal.asks === 'legalChange')
        return { ...state, asking: { text: refusal.text, yours: event.yours, base: event.base ?? null }, note: '' };
      if (refusal.status === 409)
        return { ...state, conflict: { disk: refusal.disk ?? null, yours: event.yours }, note: t('conflict') };
      const problems = 'problems' in refusal ? refusal.problems : undefined;
      const marking = event.route === 'POST /api/still-correct' || event.route === 'POST /api/reviewed';
      return {
        ...state,
        note: problems
          ? t(marking ? 'notMarked' : 'cannotSave', { problems: problemsText(problems) })
          : t('failed', { error: refusal.error }),
      };
    }
  }
}
