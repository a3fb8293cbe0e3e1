/**
 * The preview beside the texts: a page of the site in a language, as `next dev` renders it from the
 * saved texts, kept current by its hot reload as they are saved (the page stays where it is
 * scrolled). A click on a text there comes back as a message from the preview's origin, and opens
 * that text's key. Should the preview stop, "Start the preview again" starts it and reloads the page.
 */
import { useEffect, useRef, useState } from 'react';
import type { PreviewPage } from '../contract';
import { PreviewStart } from './PreviewStart';
import { t } from './t';

export function Preview({
  origin,
  pages,
  locales,
  code,
  onKey,
}: {
  origin: string;
  pages: PreviewPage[];
  locales: { code: string; name: string }[];
  code: string;
  onKey: (key: string, code: string) => void;
}) {
  const [language, setLanguage] = useState(code);
  const [starts, setStarts] = useState(0);
  const title = useRef<HTMLHeadingElement>(null);
  // Where the focus goes from "Show the preview", which is gone.
  useEffect(() => title.current?.focus(), []);
  const [pageName, setPageName] = useState(pages[0]?.name ?? '');
  const page = pages.find((p) => p.name === pageName) ?? pages[0];

  useEffect(() => {
    const listen = (event: MessageEvent) => {
      const data = event.data as { type?: unknown; key?: unknown } | null;
      if (event.origin !== origin || data?.type !== 'slimstart-edit-key' || typeof data.key !== 'string') return;
      onKey(data.key, language);
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, [origin, language, onKey]);

  return (
    <aside className="preview" aria-labelledby="preview-title">
      <h2 id="preview-title" ref={title} tabIndex={-1}>
        {t('previewTitle')}
      </h2>
      <p>{t('previewHint')}</p>
      <div className="controls">
        <label>
          {t('previewPage')}
          <select value={page?.name} onChange={(event) => setPageName(event.target.value)}>
            {pages.map((p) => (
              <option key={p.name} value={p.name}>
                {p.paths[language]}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('previewLanguage')}
          <select value={language} onChange={(event) => setLanguage(event.target.value)}>
            {locales.map((l) => (
              <option key={l.code} value={l.code} lang={l.code}>
                {l.name}
              </option>
            ))}
          </select>
        </label>
      </div>
      {page && (
        <iframe
          key={`${starts}:${language}:${page.name}`}
          title={t('previewFrame', { page: page.paths[language] })}
          src={origin + page.paths[language]}
        />
      )}
      <PreviewStart again onStarted={() => setStarts((n) => n + 1)} />
    </aside>
  );
}
