/**
 * The versions of legal texts announced and not yet in force: each with its day, which can move
 * until a deploy publishes it, and the languages that still lack its text.
 */
import { useState } from 'react';
import type { LegalText } from '../../lib/legal/texts';
import type { Catalogue } from '../contract';
import { call } from './api';
import { dayOf, legalName, t } from './t';

export function LegalVersions({
  catalogue,
  onCatalogue,
}: {
  catalogue: Catalogue;
  onCatalogue: (c: Catalogue) => void;
}) {
  const [note, setNote] = useState('');
  if (!catalogue.legal.length) return null;
  const name = (code: string) => catalogue.locales.find((l) => l.code === code)?.name ?? code;

  async function move(text: LegalText, effective: string) {
    const outcome = await call('POST /api/legal-day', { text, effective });
    if (outcome.ok) {
      setNote('');
      onCatalogue(outcome.answer);
    } else setNote(t('failed', { error: outcome.refusal.error }));
  }

  return (
    <section className="legal-versions" aria-labelledby="legal-versions-title">
      <h2 id="legal-versions-title">{t('legalVersions')}</h2>
      {catalogue.legal.map((state) => (
        <div key={state.text} role="group" aria-label={legalName[state.text]}>
          <p>
            {t('legalVersion', { text: legalName[state.text], version: state.version, date: dayOf(state.effective) })}{' '}
            {state.deployed ? t('legalDeployed') : t('legalNotDeployed')}
          </p>
          <p>
            {state.needs.length
              ? t('legalNeeds', { languages: state.needs.map(name).join(', ') })
              : t('legalNeedsNone')}
          </p>
          {!state.deployed && (
            <form
              onSubmit={(event) => {
                event.preventDefault();
                move(state.text, new FormData(event.currentTarget).get('effective') as string);
              }}
            >
              <label>
                {t('legalDay')}
                <input type="date" name="effective" defaultValue={state.effective} required />
              </label>
              <button type="submit">{t('legalMoveDay')}</button>
            </form>
          )}
        </div>
      ))}
      <p role="status">{note}</p>
    </section>
  );
}
