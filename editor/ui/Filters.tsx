/** The controls of what the texts' list shows: the language, the page, the filter, the search. */
import type { Dispatch } from 'react';
import { t } from './t';
import type { PageId } from './pages';
import type { Show, View, ViewEvent } from './viewState';

export function Filters({
  view,
  dispatch,
  locales,
  pages,
  page,
  language,
}: {
  view: View;
  dispatch: Dispatch<ViewEvent>;
  locales: { code: string; name: string }[];
  /** The groups of texts, by the names a visitor sees (./places.ts). */
  pages: { page: PageId; name: string }[];
  /** The page shown. */
  page: PageId;
  /** The name of the language chosen. */
  language: string;
}) {
  return (
    <div className="controls">
      <label>
        {t('language')}
        <select value={view.code} onChange={(event) => dispatch({ type: 'language', code: event.target.value })}>
          {locales
            .filter((l) => l.code !== 'en')
            .map((l) => (
              <option key={l.code} value={l.code} lang={l.code}>
                {l.name}
              </option>
            ))}
        </select>
      </label>
      <label>
        {t('page')}
        <select
          value={page}
          onChange={(event) => dispatch({ type: 'page', page: event.target.value as PageId })}
          disabled={Boolean(view.query.trim()) || view.show !== 'all'}
        >
          {pages.map(({ page, name }) => (
            <option key={page} value={page}>
              {name}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('show')}
        <select value={view.show} onChange={(event) => dispatch({ type: 'show', show: event.target.value as Show })}>
          <option value="all">{t('showAll')}</option>
          <option value="needsWork">{t('showNeedsWork', { language })}</option>
          <option value="stale">{t('showStale')}</option>
        </select>
      </label>
      <label>
        {t('search')}
        <input
          type="search"
          value={view.query}
          placeholder={t('searchHint')}
          onChange={(event) => dispatch({ type: 'search', query: event.target.value })}
        />
      </label>
    </div>
  );
}
