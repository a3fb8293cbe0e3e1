/**
 * A list's entries where they stand, in the order the page shows them: each entry's texts under its
 * name (an FAQ entry's question), with its buttons to move it and to remove it from every language
 * once confirmed, and a new entry added after any of them, in English, which the other languages
 * follow (editor/domain/lists.ts). A list of a legal text asks the legal question first, when the
 * server answers that it needs it.
 */
import { useId, useState, type ReactNode } from 'react';
import type { LegalText } from '../../lib/legal/texts';
import type { LegalState } from '../domain/catalogue';
import type { List } from '../domain/lists';
import type { Catalogue, LegalAnswer, Routes } from '../contract';
import { call } from './api';
import { LegalQuestion } from './LegalQuestion';
import { roleName } from './places';
import { doneNote, t } from './t';

type ListRoute = 'POST /api/list-add' | 'POST /api/list-remove' | 'POST /api/list-move';
/** A change to the list, by its route: what it sends but the list's name, and what it says when done. */
type Change = {
  [R in ListRoute]: { route: R; body: Omit<Routes[R]['body'], 'list' | keyof LegalAnswer>; done: string };
}[ListRoute];

export function ListTools({
  list,
  legal,
  onCatalogue,
  nameOf,
  entries,
}: {
  list: List;
  legal: LegalState[];
  onCatalogue: (c: Catalogue) => void;
  /** An entry's name, as the page shows it (./places.ts). */
  nameOf: (item: string) => string;
  /** An entry's texts, shown under its name. */
  entries: (item: string) => ReactNode;
}) {
  const id = useId();
  const [note, setNote] = useState('');
  const [asking, setAsking] = useState<(Change & { text: LegalText }) | null>(null);

  async function change(asked: Change, answer: LegalAnswer = {}) {
    const sent = { list: list.list, ...asked.body, ...answer } as Routes[ListRoute]['body'];
    const outcome = await call(asked.route, sent);
    if (!outcome.ok && outcome.refusal.status === 428) return setAsking({ ...asked, text: outcome.refusal.text });
    setAsking(null);
    if (outcome.ok) {
      setNote(doneNote(outcome.answer, asked.done));
      onCatalogue(outcome.answer);
    } else setNote(t('failed', { error: outcome.refusal.error }));
  }
  const move = (item: string, by: 1 | -1) =>
    change({ route: 'POST /api/list-move', body: { item, by }, done: t('listMoved') });

  return (
    <div className="list-tools">
      <ol className="list-entries" aria-label={t('listEntriesTitle')}>
        {list.items.map((item, index) => {
          const name = nameOf(item);
          // The site's code names it (a page links to it): its texts change, it stays.
          const fixed = list.fixed.includes(item);
          return (
            <li key={item} className="list-entry" aria-labelledby={`${id}-${item}`}>
              <div className="list-entry-head">
                <h3 id={`${id}-${item}`}>{name}</h3>
                <div className="actions" role="group" aria-label={t('listEntryTools', { name })}>
                  <button type="button" disabled={index === 0} onClick={() => move(item, -1)}>
                    {t('listMoveUp')}
                  </button>
                  <button type="button" disabled={index === list.items.length - 1} onClick={() => move(item, 1)}>
                    {t('listMoveDown')}
                  </button>
                  <button
                    type="button"
                    className="danger"
                    disabled={list.items.length === 1 || fixed}
                    aria-describedby={fixed ? `${id}-${item}-fixed` : undefined}
                    onClick={() =>
                      window.confirm(t('listRemoveEverywhere', { name })) &&
                      change({ route: 'POST /api/list-remove', body: { item }, done: t('listRemoved') })
                    }
                  >
                    {t('listRemove')}
                  </button>
                </div>
                {fixed && (
                  <p id={`${id}-${item}-fixed`} className="state-help">
                    {t('listFixed')}
                  </p>
                )}
              </div>
              {entries(item)}
            </li>
          );
        })}
      </ol>
      <details>
        <summary>{t('listAdd')}</summary>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            const form = new FormData(event.currentTarget);
            const texts = Object.fromEntries(list.fields.map((field) => [field, String(form.get(`text-${field}`))]));
            const after = String(form.get('after'));
            const item = String(form.get('item')).trim();
            change({ route: 'POST /api/list-add', body: { item, after: after || null, texts }, done: t('listAdded') });
          }}
        >
          <label>
            {t('listId')}
            <input name="item" required pattern="[a-z0-9]+(-[a-z0-9]+)*" />
          </label>
          <label>
            {t('listAfter')}
            <select name="after" defaultValue={list.items.at(-1)}>
              {list.items.map((item) => (
                <option key={item} value={item}>
                  {nameOf(item)}
                </option>
              ))}
              <option value="">{t('listAtEnd')}</option>
            </select>
          </label>
          {list.fields.map((field) => (
            <label key={field}>
              {t('listField', { field: roleName(field) })}
              <textarea name={`text-${field}`} lang="en" rows={2} required />
            </label>
          ))}
          <button type="submit">{t('listAdd')}</button>
        </form>
      </details>
      {asking && (
        <LegalQuestion
          text={asking.text}
          announced={legal.find((state) => state.text === asking.text)}
          onAnswer={(answer) => change(asking, answer)}
          onCancel={() => setAsking(null)}
        />
      )}
      <p role="status" className="list-note">
        {note}
      </p>
    </div>
  );
}
