/**
 * The question a change to an English legal text asks: a correction of wording, or a change of
 * substance, which makes the next version (with what it changes) or joins the one announced.
 */
import { useId, useState } from 'react';
import type { LegalText } from '../../lib/legal/texts';
import type { LegalState } from '../domain/catalogue';
import type { LegalAnswer } from '../contract';
import { dayOf, legalName, t } from './t';

export function LegalQuestion({
  text,
  announced,
  onAnswer,
  onCancel,
}: {
  text: LegalText;
  /** The version of this text announced and not yet in force, which a change of substance joins. */
  announced: LegalState | undefined;
  onAnswer: (answer: LegalAnswer) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [change, setChange] = useState<'correction' | 'substance' | null>(null);
  const [changes, setChanges] = useState('');
  const [missing, setMissing] = useState(false);
  return (
    <fieldset className="legal-question">
      <legend>{t('legalAsk', { text: legalName[text] })}</legend>
      {(['correction', 'substance'] as const).map((kind) => (
        <label key={kind}>
          <input type="radio" name={id} checked={change === kind} onChange={() => setChange(kind)} />
          {kind === 'correction' ? t('legalCorrection') : t('legalSubstance')}
        </label>
      ))}
      {change === 'substance' &&
        (announced ? (
          <p className="note">{t('legalJoins', { version: announced.version, date: dayOf(announced.effective) })}</p>
        ) : (
          <label>
            {t('legalChanges')}
            <textarea
              lang="en"
              value={changes}
              rows={2}
              aria-invalid={missing}
              aria-describedby={`${id}-missing`}
              onChange={(event) => (setChanges(event.target.value), setMissing(false))}
            />
          </label>
        ))}
      <p id={`${id}-missing`} className="note" role="status">
        {missing ? t('legalChangesMissing') : ''}
      </p>
      <div className="actions">
        <button
          type="button"
          disabled={change === null}
          onClick={() => {
            if (change === 'substance' && !announced && !changes.trim()) return setMissing(true);
            onAnswer(change === 'substance' && !announced ? { change, changes } : { change: change! });
          }}
        >
          {t('save')}
        </button>
        <button type="button" onClick={onCancel}>
          {t('legalCancel')}
        </button>
      </div>
    </fieldset>
  );
}
