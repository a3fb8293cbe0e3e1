/**
 * One text of one language: its box, validated as it is typed with the checks of `npm run i18n`
 * (editor/checks.ts), and Save, Undo, "Undo the saved change", "Still correct" and "Reviewed". A
 * legal text asks its question when the server answers that it needs it (428, editor/contract.ts).
 */
import { useId, useReducer, useState } from 'react';
import type { Cell, LegalState } from '../domain/catalogue';
import type { Catalogue, LegalAnswer, Routes } from '../contract';
import { saveProblems } from '../checks';
import { call } from './api';
import { Fits } from './Fits';
import { LegalQuestion } from './LegalQuestion';
import { problemsText } from './problems';
import { stateHelp, stateText, t } from './t';
import { editing, textState, type TextRoute } from './textState';

export function TextEditor({
  entryKey,
  code,
  label,
  english,
  saved,
  published,
  cell,
  legal,
  onCatalogue,
}: {
  entryKey: string;
  code: string;
  label: string;
  english: string;
  saved: string | null;
  /** The committed text, where the texts are in git. */
  published?: string | null;
  cell?: Cell;
  /** The versions of legal texts announced, for the question a legal text asks. */
  legal: LegalState[];
  onCatalogue: (catalogue: Catalogue) => void;
}) {
  const id = useId();
  const [state, dispatch] = useReducer(textState, editing);
  const { draft, note, conflict, asking } = state;
  const text = draft ?? saved ?? '';
  const changed = draft !== null && draft !== (saved ?? '');
  const problems = changed ? saveProblems(english, text, code) : [];
  // The text last saved, for the check that it fits its page (./Fits.tsx), made anew with each Save.
  const [fitting, setFitting] = useState<{ text: string; save: number } | null>(null);

  async function act<R extends TextRoute>(
    route: R,
    body: Omit<Routes[R]['body'], 'code' | 'key'>,
    done: string,
    sent: { yours: string; base?: string | null } = { yours: text },
  ) {
    const outcome = await call(route, { code, key: entryKey, ...body } as Routes[R]['body']);
    dispatch({ type: 'answered', route, outcome, done, ...sent });
    if (outcome.ok) onCatalogue(outcome.answer);
    return outcome.ok;
  }
  const save = async (yours: string, base: string | null, answer: LegalAnswer = {}) => {
    if (await act('POST /api/save', { text: yours, base, ...answer }, t('saved'), { yours, base }))
      setFitting((last) => ({ text: yours, save: (last?.save ?? 0) + 1 }));
  };

  return (
    <div className="text-editor" role="group" aria-label={label}>
      <label htmlFor={id}>
        {label}
        {cell && <span className={`state state-${cell.state}`}>{stateText[cell.state]}</span>}
      </label>
      {cell && cell.state !== 'reviewed' && <p className="state-help">{stateHelp[cell.state]}</p>}
      <textarea
        id={id}
        lang={code}
        dir="auto"
        value={text}
        rows={Math.min(12, Math.max(2, Math.ceil(text.length / 70) + text.split('\n').length - 1))}
        aria-invalid={problems.length > 0}
        aria-describedby={`${id}-note`}
        onChange={(event) => dispatch({ type: 'typed', text: event.target.value })}
      />
      <p id={`${id}-note`} className="note" role="status">
        {problems.length ? t('cannotSave', { problems: problemsText(problems) }) : note}
      </p>
      {fitting && <Fits key={fitting.save} entryKey={entryKey} code={code} text={fitting.text} />}
      {cell?.state === 'invalid' && !changed && <p className="note">{problemsText(cell.problems)}</p>}
      {conflict && (
        <div className="conflict" role="group" aria-label={t('conflict')}>
          <p>
            {t('onDisk')}: <q>{conflict.disk ?? ''}</q>
          </p>
          <p>
            {t('yours')}: <q>{conflict.yours}</q>
          </p>
          <button type="button" onClick={() => save(conflict.yours, conflict.disk)}>
            {t('keepYours')}
          </button>
          <button
            type="button"
            onClick={async () => {
              dispatch({ type: 'tookDisk' });
              const outcome = await call('GET /api/catalogue');
              if (outcome.ok) onCatalogue(outcome.answer);
            }}
          >
            {t('takeDisk')}
          </button>
        </div>
      )}
      {asking && (
        <LegalQuestion
          text={asking.text}
          announced={legal.find((state) => state.text === asking.text)}
          onAnswer={(answer) => save(asking.yours, asking.base, answer)}
          onCancel={() => dispatch({ type: 'cancelled' })}
        />
      )}
      <div className="actions">
        <button
          type="button"
          className="primary"
          disabled={!changed || problems.length > 0 || asking !== null}
          onClick={() => save(text, saved)}
        >
          {t('save')}
        </button>
        <button type="button" disabled={!changed} onClick={() => dispatch({ type: 'undone' })}>
          {t('undo')}
        </button>
        {published !== undefined && published !== saved && !changed && (
          <button type="button" onClick={() => act('POST /api/revert', {}, t('reverted'))}>
            {t('undoSaved')}
          </button>
        )}
        {cell?.state === 'stale' && !changed && (
          <button type="button" onClick={() => act('POST /api/still-correct', {}, t('confirmed'))}>
            {t('stillCorrect')}
          </button>
        )}
        {(cell?.state === 'stale' || cell?.state === 'translated') && !changed && (
          <button type="button" onClick={() => act('POST /api/reviewed', {}, t('markedReviewed'))}>
            {t('reviewed')}
          </button>
        )}
      </div>
    </div>
  );
}
