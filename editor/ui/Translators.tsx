/** The translators' round trip for one language: what it needs, as XLIFF, and their file back. */
import { useState } from 'react';
import type { Catalogue } from '../contract';
import type { ImportProblem } from '../../scripts/i18n/transfer';
import { call, xliffFor } from './api';
import { problemText } from './problems';
import { t } from './t';

/** Downloads what a language needs, as XLIFF, for its translators; false where it needs nothing. */
export async function downloadXliff(code: string): Promise<boolean> {
  const file = await xliffFor(code);
  if (!file) return false;
  const link = document.createElement('a');
  link.href = URL.createObjectURL(file);
  link.download = `${code}.xlf`;
  link.click();
  URL.revokeObjectURL(link.href);
  return true;
}

export function Translators({
  code,
  language,
  onCatalogue,
}: {
  code: string;
  language: string;
  onCatalogue: (c: Catalogue) => void;
}) {
  const [note, setNote] = useState('');
  const [problems, setProblems] = useState<ImportProblem[]>([]);

  async function download() {
    setNote((await downloadXliff(code)) ? '' : t('xliffNothing', { language }));
  }

  async function upload(file: File) {
    const outcome = await call('POST /api/xliff', { text: await file.text() });
    if (outcome.ok) {
      setProblems([]);
      setNote(t('xliffImported', { count: outcome.answer.imported.keys.length }));
      onCatalogue(outcome.answer);
    } else {
      const { refusal } = outcome;
      setProblems('problems' in refusal ? refusal.problems : [{ problem: refusal.error }]);
      setNote(t('xliffRefused'));
    }
  }

  return (
    <details className="translators">
      <summary>{t('xliff')}</summary>
      <button type="button" onClick={download}>
        {t('xliffExport', { language })}
      </button>
      <label>
        {t('xliffImport')}
        <input
          type="file"
          accept=".xlf,.xliff,application/xliff+xml"
          onChange={(event) => event.target.files?.[0] && upload(event.target.files[0])}
        />
      </label>
      <div role="status">
        <p>{note}</p>
        {problems.length > 0 && (
          <ul>
            {problems.map((unit, index) => (
              <li key={index}>
                {'key' in unit && <code>{unit.key}</code>} {unit.line !== undefined && `(${unit.line})`}{' '}
                {typeof unit.problem === 'string' ? unit.problem : problemText(unit.problem)}
              </li>
            ))}
          </ul>
        )}
      </div>
    </details>
  );
}
