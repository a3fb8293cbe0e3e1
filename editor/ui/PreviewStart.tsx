/**
 * Starts the preview (editor/preview/process.ts) the first time it is asked for, and gives its origin:
 * a name of its own beside the editor's, under the same random site (editor/server/access.ts).
 */
import { useState } from 'react';
import { call } from './api';
import { t } from './t';

export function PreviewStart({ again = false, onStarted }: { again?: boolean; onStarted: (origin: string) => void }) {
  const [state, setState] = useState<'off' | 'starting' | 'failed'>('off');
  const [error, setError] = useState('');
  async function start() {
    setState('starting');
    try {
      const outcome = await call('POST /api/preview');
      if (!outcome.ok) throw new Error(outcome.refusal.error);
      setState('off');
      onStarted(outcome.answer.origin);
    } catch (failure) {
      setError((failure as Error).message);
      setState('failed');
    }
  }
  return (
    <div className="preview-start">
      <button type="button" onClick={start} disabled={state === 'starting'}>
        {state === 'starting' ? t('previewStarting') : again ? t('previewRestart') : t('previewShow')}
      </button>
      {state === 'failed' && <p role="alert">{t('previewFailed', { error })}</p>}
    </div>
  );
}
