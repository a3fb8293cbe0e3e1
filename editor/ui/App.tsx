/**
 * The editor's interface (`npm run edit`, editor/server/server.ts): every text of the site, English
 * beside one chosen language, grouped by page and section in the order of messages/en.json, with
 * each translation's state, validation as you type with the checks of `npm run i18n`, and Save,
 * Undo, "Still correct" and "Reviewed". Its own texts come from editor/messages/.
 */
import { useCallback, useMemo, useReducer, useState } from 'react';
import { EntryView } from './EntryView';
import { Filters } from './Filters';
import { LegalVersions } from './LegalVersions';
import { ListTools } from './ListTools';
import { Preview } from './Preview';
import { PreviewStart } from './PreviewStart';
import { Check, Publish } from './Streamed';
import { locale, t } from './t';
import { Translators } from './Translators';
import { useCatalogue } from './useCatalogue';
import { entriesShown, firstView, pageOf, sectionOf, viewState } from './viewState';

export function App() {
  const { catalogue, error, answered } = useCatalogue();
  const [view, dispatch] = useReducer(viewState, locale, firstView);
  const [previewOrigin, setPreviewOrigin] = useState<string | null>(null);
  const open = useCallback(
    (key: string, code: string) =>
      dispatch({ type: 'opened', key, code, shown: Boolean(catalogue?.entries.some((entry) => entry.key === key)) }),
    [catalogue],
  );
  const focused = useCallback(() => dispatch({ type: 'focused' }), []);

  const pages = useMemo(() => [...new Set(catalogue?.entries.map((e) => pageOf(e.key)))], [catalogue]);
  const current = view.page || pages[0] || '';
  const { code, query, show } = view;
  const language = catalogue?.locales.find((l) => l.code === code)?.name ?? code;
  const shown = useMemo(() => entriesShown(catalogue?.entries ?? [], view, current), [catalogue, view, current]);

  if (error) return <p role="alert">{t('failed', { error })}</p>;
  if (!catalogue) return <p>{t('loading')}</p>;
  const sections = [...new Set(shown.map((entry) => sectionOf(entry.key)))];
  return (
    <>
      <header>
        <h1>{t('title')}</h1>
        <p>{t('intro')}</p>
        <Filters
          view={view}
          dispatch={dispatch}
          locales={catalogue.locales}
          pages={pages}
          page={current}
          language={language}
        />
        <LegalVersions catalogue={catalogue} onCatalogue={answered} />
        <Translators code={code} language={language} onCatalogue={answered} />
        {!previewOrigin && <PreviewStart onStarted={setPreviewOrigin} />}
        <Check />
        <Publish hosts={catalogue.publish.hosts} host={catalogue.publish.host} />
        <p role="status">{t('shown', { count: shown.length })}</p>
      </header>
      <div className={previewOrigin ? 'workspace previewing' : 'workspace'}>
        <main>
          {shown.length === 0 && <p>{t('noMatch')}</p>}
          {sections.map((name) => (
            <section key={name} aria-labelledby={`section-${name}`}>
              <h2 id={`section-${name}`}>{name}</h2>
              {show === 'all' &&
                !query.trim() &&
                catalogue.lists
                  .filter(({ list }) => sectionOf(list) === name)
                  .map((list) => (
                    <ListTools key={list.list} list={list} legal={catalogue.legal} onCatalogue={answered} />
                  ))}
              {shown
                .filter((entry) => sectionOf(entry.key) === name)
                .map((entry) => (
                  <EntryView
                    key={`${code}:${entry.key}`}
                    opened={entry.key === view.opened}
                    onOpened={focused}
                    entry={entry}
                    code={code}
                    language={language}
                    legal={catalogue.legal}
                    onCatalogue={answered}
                  />
                ))}
            </section>
          ))}
        </main>
        {previewOrigin && (
          <Preview
            origin={previewOrigin}
            pages={catalogue.preview.pages}
            locales={catalogue.locales}
            code={code}
            onKey={open}
          />
        )}
      </div>
    </>
  );
}
