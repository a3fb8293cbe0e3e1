/**
 * One text of the site: where it shows, by the names a visitor sees (its key below, for developers), English, what every translation keeps, how it reads under each
 * setting, and its translation into the language chosen (where that language carries it).
 */
import { useEffect, useId, useRef } from 'react';
import type { Entry, LegalState } from '../domain/catalogue';
import type { Catalogue } from '../contract';
import { TextEditor } from './TextEditor';
import { t } from './t';

export function EntryView({
  entry,
  place,
  level,
  opened,
  onOpened,
  code,
  language,
  legal,
  onCatalogue,
}: {
  entry: Entry;
  /** Where it shows: its page, its part of the page, what it is there (./places.ts). */
  place: string[];
  /** Its heading's level: 4 within a list's entry. */
  level: 3 | 4;
  /** Opened by a click on its text in the preview: brought into view, its heading focused, once. */
  opened: boolean;
  onOpened: () => void;
  code: string;
  language: string;
  /** The versions announced, for a legal text's question. */
  legal: LegalState[];
  onCatalogue: (c: Catalogue) => void;
}) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const Heading = level === 3 ? 'h3' : 'h4';
  useEffect(() => {
    if (!opened) return;
    heading.current?.focus();
    onOpened();
  }, [opened, onOpened]);
  const cell = entry.cells[code];
  const shared = { entryKey: entry.key, english: entry.english, legal, onCatalogue };
  return (
    <article aria-labelledby={headingId} data-key={entry.key}>
      <Heading id={headingId} ref={heading} tabIndex={-1} className="place">
        <span className="trail">{place.slice(0, -1).map((part) => `${part} › `)}</span>
        {place.at(-1)}
      </Heading>
      <p className="key">
        {t('keyDetail')} <code>{entry.key}</code>
      </p>
      <TextEditor {...shared} code="en" label={t('english')} saved={entry.english} published={entry.publishedEnglish} />
      {entry.keeps.length > 0 && (
        <p className="keeps">
          {t('keeps')}{' '}
          {entry.keeps.map((part) => (
            <code key={part}>{part}</code>
          ))}
        </p>
      )}
      {entry.branches.length > 0 && (
        <details>
          <summary>{t('branches')}</summary>
          <dl>
            {entry.branches.map((branch) => (
              <div key={`${branch.argument}.${branch.option}`}>
                <dt>
                  <code>
                    {branch.argument} = {branch.option}
                  </code>
                </dt>
                <dd>{branch.text}</dd>
              </div>
            ))}
          </dl>
        </details>
      )}
      {code !== 'en' &&
        (cell ? (
          <TextEditor
            {...shared}
            code={code}
            label={language}
            saved={cell.text}
            published={cell.published}
            cell={cell}
          />
        ) : (
          <p className="note">{t('notCarried', { language })}</p>
        ))}
    </article>
  );
}
