/**
 * The editor's interface (`npm run edit`, editor/server/server.ts): every text of the site, English
 * beside one chosen language, grouped by the pages and sections a visitor sees (./places.ts), in the
 * order of messages/en.json, with each translation's state, validation as you type with the checks
 * of `npm run i18n`, and Save, Undo, "Still correct" and "Reviewed". A list's entries are added,
 * moved and removed where they stand. Its own texts come from editor/messages/.
 */
import { useCallback, useMemo, useReducer, useState } from 'react';
import type { Entry } from '../domain/catalogue';
import { EntryView } from './EntryView';
import { Filters } from './Filters';
import { PreviewContext } from './Fits';
import { LegalVersions } from './LegalVersions';
import { ListTools } from './ListTools';
import { pageOf, PAGES, sectionOf } from './pages';
import { placesOf } from './places';
import { Preview } from './Preview';
import { PreviewStart } from './PreviewStart';
import { Check } from './Streamed';
import { Publish } from './Publish';
import { StateLegend } from './StateLegend';
import { locale, t } from './t';
import { Translators } from './Translators';
import { useCatalogue } from './useCatalogue';
import { entriesShown, firstView, viewState } from './viewState';

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

  const pages = useMemo(() => {
    const present = new Set(catalogue?.entries.map((e) => pageOf(e.key)));
    return PAGES.filter((page) => present.has(page));
  }, [catalogue]);
  const places = useMemo(() => placesOf(catalogue?.entries ?? [], catalogue?.lists ?? []), [catalogue]);
  const current = view.page ?? pages[0] ?? 'other';
  const { code, query, show } = view;
  const language = catalogue?.locales.find((l) => l.code === code)?.name ?? code;
  const shown = useMemo(() => entriesShown(catalogue?.entries ?? [], view, current), [catalogue, view, current]);

  if (error) return <p role="alert">{t('failed', { error })}</p>;
  if (!catalogue) return <p>{t('loading')}</p>;
  const sections = [...new Set(shown.map((entry) => sectionOf(entry.key)))];
  // A list's tools stand beside its entries when the whole page is shown, not a search's or a filter's few.
  const whole = show === 'all' && !query.trim();
  const entryView = (entry: Entry, level: 3 | 4) => (
    <EntryView
      key={`${code}:${entry.key}`}
      level={level}
      place={[places.pageName(pageOf(entry.key)), ...places.trail(entry.key)]}
      opened={entry.key === view.opened}
      onOpened={focused}
      entry={entry}
      code={code}
      language={language}
      legal={catalogue.legal}
      onCatalogue={answered}
    />
  );
  return (
    <PreviewContext.Provider value={previewOrigin}>
      <header className="editor-header">
        <h1>{t('title')}</h1>
        <p>{t('intro')}</p>
        <Filters
          view={view}
          dispatch={dispatch}
          locales={catalogue.locales}
          pages={pages.map((page) => ({ page, name: places.pageName(page) }))}
          page={current}
          language={language}
        />
        <div className="header-actions">
          {!previewOrigin && <PreviewStart onStarted={setPreviewOrigin} />}
          <Check catalogue={catalogue} onOpen={open} onCatalogue={answered} />
          <Publish catalogue={catalogue} onOpen={open} onCatalogue={answered} />
        </div>
        <LegalVersions catalogue={catalogue} onCatalogue={answered} />
        <Translators code={code} language={language} onCatalogue={answered} />
        <StateLegend />
        <p role="status">{t('shown', { count: shown.length })}</p>
      </header>
      <div className={previewOrigin ? 'workspace previewing' : 'workspace'}>
        <main>
          {shown.length === 0 && <p>{t('noMatch')}</p>}
          {sections.map((name) => {
            const inSection = shown.filter((entry) => sectionOf(entry.key) === name);
            const list = whole
              ? catalogue.lists.find(({ list }) => sectionOf(`${list}.entry.field`) === name)
              : undefined;
            const inList = (entry: Entry) => Boolean(list && entry.key.startsWith(`${list.list}.`));
            return (
              <section key={name} aria-labelledby={`section-${name}`}>
                <h2 id={`section-${name}`}>{places.sectionName(name)}</h2>
                {inSection.filter((entry) => !inList(entry)).map((entry) => entryView(entry, 3))}
                {list && (
                  <ListTools
                    list={list}
                    legal={catalogue.legal}
                    onCatalogue={answered}
                    nameOf={(item) => places.sectionName(`${list.list}.${item}`)}
                    entries={(item) =>
                      inSection
                        .filter((entry) => entry.key.startsWith(`${list.list}.${item}.`))
                        .map((entry) => entryView(entry, 4))
                    }
                  />
                )}
              </section>
            );
          })}
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
    </PreviewContext.Provider>
  );
}
