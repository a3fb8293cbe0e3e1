/** What each state of a translation means, in one sentence each, and what to do about it. */
import type { CellState } from '../domain/catalogue';
import { stateHelp, stateText, t } from './t';

const STATES: CellState[] = ['missing', 'english', 'stale', 'invalid', 'translated', 'reviewed'];

export function StateLegend() {
  return (
    <details className="legend">
      <summary>{t('statesTitle')}</summary>
      <dl>
        {STATES.map((state) => (
          <div key={state}>
            <dt className={`state-${state}`}>{stateText[state]}</dt>
            <dd>{stateHelp[state]}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
