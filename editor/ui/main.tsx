/**
 * The editor's interface (`npm run edit`, editor/server/server.ts): every text of the site, English
 * beside one chosen language, grouped by page and section in the order of messages/en.json, with
 * each translation's state, validation as you type with the checks of `npm run i18n`, and Save,
 * Undo, "Still correct" and "Reviewed". Its own texts come from editor/messages/.
 */
import { StrictMode, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { createTranslator } from 'use-intl/core';
import { icuProblems, syntaxError } from '../../scripts/i18n/icu';
import type { Catalogue as Texts, Cell, CellState, Entry, LegalState } from '../domain/catalogue';
import type { List } from '../domain/lists';

/** A page the preview can show, at its address in each language. */
type PreviewPage = { name: string; paths: Record<string, string> };

/** What the server sends: the texts, the versions announced, the lists, the preview's pages (editor/server/server.ts). */
type Catalogue = Texts & {
  lists: List[];
  publish: { hosts: readonly string[]; host: string };
  preview: { pages: PreviewPage[] };
};

const { locale, texts } = JSON.parse(document.getElementById('editor-texts')!.textContent!) as {
  locale: string;
  texts: Record<string, string>;
};

// The site's typed messages are not the editor's: its own catalogue, checked by npm run i18n -- --editor.
const t = createTranslator({ locale, messages: texts } as never) as unknown as (
  key: string,
  values?: Record<string, string | number>,
) => string;

const stateText: Record<CellState, string> = {
  missing: t('stateMissing'),
  english: t('stateEnglish'),
  stale: t('stateStale'),
  invalid: t('stateInvalid'),
  translated: t('stateTranslated'),
  reviewed: t('stateReviewed'),
};
const needsWork = (cell: Cell | undefined) => Boolean(cell && cell.state !== 'reviewed' && cell.state !== 'translated');

/** A legal text's name, as the questions and the list of versions say it. */
const legalName: Record<LegalState['text'], string> = {
  terms: t('legalTerms'),
  privacy: t('legalPrivacy'),
  healthConsent: t('legalHealthConsent'),
};
const dayOf = (day: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

type Answer =
  | { ok: true; catalogue: Catalogue & { announced?: { version: string; effective: string } } }
  | { ok: false; status: number; error: string; disk?: string | null; problems?: string[] };

async function post(action: string, body: Record<string, unknown>): Promise<Answer> {
  const response = await fetch(`/api/${action}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const value = await response.json();
  return response.ok ? { ok: true, catalogue: value } : { ok: false, status: response.status, ...value };
}

/** The problems that would keep a text from being shown, as `npm run i18n` finds them. */
function problemsOf(english: string, text: string, code: string, original: string): string[] {
  if (code === 'en')
    return [syntaxError(text), ...icuProblems(original, text, 'en')].filter((p): p is string => Boolean(p));
  return icuProblems(english, text, code);
}

function TextEditor({
  entryKey,
  code,
  label,
  english,
  saved,
  published,
  cell,
  legal,
  onCatalogue,
}: {
  entryKey: string;
  code: string;
  label: string;
  english: string;
  saved: string | null;
  /** The committed text, where the texts are in git. */
  published?: string | null;
  cell?: Cell;
  /** For an English text of a legal text: which, and its announced version if it has one. */
  legal?: { text: LegalState['text']; announced?: LegalState };
  onCatalogue: (catalogue: Catalogue) => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const [conflict, setConflict] = useState<{ disk: string | null; yours: string } | null>(null);
  // A legal text asks, before it is saved, whether the change is one of substance (editor/domain/legal.ts).
  const [asking, setAsking] = useState(false);
  const text = draft ?? saved ?? '';
  const changed = draft !== null && draft !== (saved ?? '');
  const problems = changed ? problemsOf(english, text, code, english) : [];

  async function act(action: string, body: Record<string, unknown>, done: string) {
    const answer = await post(action, { code, ...body });
    if (answer.ok) {
      setDraft(null);
      setConflict(null);
      setAsking(false);
      const { announced } = answer.catalogue;
      setNote(announced ? t('legalAnnounced', { version: announced.version, date: dayOf(announced.effective) }) : done);
      onCatalogue(answer.catalogue);
    } else if (answer.status === 409) {
      setConflict({ disk: answer.disk ?? null, yours: text });
      setNote(t('conflict'));
    } else
      setNote(
        answer.problems
          ? t('cannotSave', { problems: answer.problems.join('; ') })
          : t('failed', { error: answer.error }),
      );
  }

  return (
    <div className="text-editor" role="group" aria-label={label}>
      <label htmlFor={id}>
        {label}
        {cell && <span className={`state state-${cell.state}`}>{stateText[cell.state]}</span>}
      </label>
      <textarea
        id={id}
        lang={code}
        dir="auto"
        value={text}
        rows={Math.min(12, Math.max(2, Math.ceil(text.length / 70) + text.split('\n').length - 1))}
        aria-invalid={problems.length > 0}
        aria-describedby={`${id}-note`}
        onChange={(event) => {
          setDraft(event.target.value);
          setNote('');
        }}
      />
      <p id={`${id}-note`} className="note" role="status">
        {problems.length ? t('cannotSave', { problems: problems.join('; ') }) : note}
      </p>
      {cell?.state === 'invalid' && !changed && <p className="note">{cell.problems.join('; ')}</p>}
      {conflict && (
        <div className="conflict" role="group" aria-label={t('conflict')}>
          <p>
            {t('onDisk')}: <q>{conflict.disk ?? ''}</q>
          </p>
          <p>
            {t('yours')}: <q>{conflict.yours}</q>
          </p>
          <button
            type="button"
            onClick={() => act('save', { key: entryKey, text: conflict.yours, base: conflict.disk }, t('saved'))}
          >
            {t('keepYours')}
          </button>
          <button
            type="button"
            onClick={async () => {
              setDraft(null);
              setConflict(null);
              setNote('');
              const answer = await fetch('/api/catalogue').then((r) => r.json());
              onCatalogue(answer);
            }}
          >
            {t('takeDisk')}
          </button>
        </div>
      )}
      {asking && legal && (
        <LegalQuestion
          legal={legal}
          onAnswer={(answer) => act('save', { key: entryKey, text, base: saved, ...answer }, t('saved'))}
          onCancel={() => setAsking(false)}
        />
      )}
      <div className="actions">
        <button
          type="button"
          disabled={!changed || problems.length > 0 || asking}
          onClick={() => (legal ? setAsking(true) : act('save', { key: entryKey, text, base: saved }, t('saved')))}
        >
          {t('save')}
        </button>
        <button type="button" disabled={!changed} onClick={() => (setDraft(null), setNote(''))}>
          {t('undo')}
        </button>
        {published !== undefined && published !== saved && !changed && (
          <button type="button" onClick={() => act('revert', { key: entryKey }, t('reverted'))}>
            {t('undoSaved')}
          </button>
        )}
        {cell?.state === 'stale' && !changed && (
          <button type="button" onClick={() => act('still-correct', { key: entryKey }, t('confirmed'))}>
            {t('stillCorrect')}
          </button>
        )}
        {(cell?.state === 'stale' || cell?.state === 'translated') && !changed && (
          <button type="button" onClick={() => act('reviewed', { key: entryKey }, t('markedReviewed'))}>
            {t('reviewed')}
          </button>
        )}
      </div>
    </div>
  );
}

/**
 * The question a change to an English legal text asks: a correction of wording, or a change of
 * substance, which makes the next version (with what it changes) or joins the one announced.
 */
function LegalQuestion({
  legal,
  onAnswer,
  onCancel,
}: {
  legal: { text: LegalState['text']; announced?: LegalState };
  onAnswer: (answer: { change: 'correction' | 'substance'; changes?: string }) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [change, setChange] = useState<'correction' | 'substance' | null>(null);
  const [changes, setChanges] = useState('');
  const [missing, setMissing] = useState(false);
  const { announced } = legal;
  return (
    <fieldset className="legal-question">
      <legend>{t('legalAsk', { text: legalName[legal.text] })}</legend>
      {(['correction', 'substance'] as const).map((kind) => (
        <label key={kind}>
          <input type="radio" name={id} checked={change === kind} onChange={() => setChange(kind)} />
          {kind === 'correction' ? t('legalCorrection') : t('legalSubstance')}
        </label>
      ))}
      {change === 'substance' &&
        (announced ? (
          <p className="note">{t('legalJoins', { version: announced.version, date: dayOf(announced.effective) })}</p>
        ) : (
          <label>
            {t('legalChanges')}
            <textarea
              lang="en"
              value={changes}
              rows={2}
              aria-invalid={missing}
              aria-describedby={`${id}-missing`}
              onChange={(event) => (setChanges(event.target.value), setMissing(false))}
            />
          </label>
        ))}
      <p id={`${id}-missing`} className="note" role="status">
        {missing ? t('legalChangesMissing') : ''}
      </p>
      <div className="actions">
        <button
          type="button"
          disabled={change === null}
          onClick={() => {
            if (change === 'substance' && !announced && !changes.trim()) return setMissing(true);
            onAnswer(change === 'substance' && !announced ? { change, changes } : { change: change! });
          }}
        >
          {t('save')}
        </button>
        <button type="button" onClick={onCancel}>
          {t('legalCancel')}
        </button>
      </div>
    </fieldset>
  );
}

/**
 * The versions of legal texts announced and not yet in force: each with its day, which can move
 * until a deploy publishes it, and the languages that still lack its text.
 */
function LegalVersions({ catalogue, onCatalogue }: { catalogue: Catalogue; onCatalogue: (c: Catalogue) => void }) {
  const [note, setNote] = useState('');
  if (!catalogue.legal.length) return null;
  const name = (code: string) => catalogue.locales.find((l) => l.code === code)?.name ?? code;
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
              onSubmit={async (event) => {
                event.preventDefault();
                const effective = new FormData(event.currentTarget).get('effective') as string;
                const answer = await post('legal-day', { text: state.text, effective });
                if (answer.ok) {
                  setNote('');
                  onCatalogue(answer.catalogue);
                } else setNote(t('failed', { error: answer.error }));
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

/**
 * A list's entries in the order the page shows them, each movable and removable, and a new entry
 * added after any of them: in English, which the other languages follow (editor/domain/lists.ts).
 * A list of a legal text asks the legal question first.
 */
function ListTools({
  list,
  legal,
  onCatalogue,
}: {
  list: List;
  legal: LegalState[];
  onCatalogue: (c: Catalogue) => void;
}) {
  const id = useId();
  const [note, setNote] = useState('');
  const [asking, setAsking] = useState<{ action: string; body: Record<string, unknown>; done: string } | null>(null);

  async function change(action: string, body: Record<string, unknown>, done: string) {
    if (list.legal && !('change' in body)) return setAsking({ action, body, done });
    const answer = await post(action, { list: list.list, ...body });
    setAsking(null);
    if (answer.ok) {
      const { announced } = answer.catalogue;
      setNote(announced ? t('legalAnnounced', { version: announced.version, date: dayOf(announced.effective) }) : done);
      onCatalogue(answer.catalogue);
    } else setNote(t('failed', { error: answer.error }));
  }

  return (
    <section className="list-tools" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('listTitle', { list: list.list })}</h3>
      <ol>
        {list.items.map((item, index) => (
          <li key={item}>
            <code>{item}</code>{' '}
            <button
              type="button"
              disabled={index === 0}
              onClick={() => change('list-move', { item, by: -1 }, t('listMoved'))}
            >
              {t('listMoveUp')}
            </button>
            <button
              type="button"
              disabled={index === list.items.length - 1}
              onClick={() => change('list-move', { item, by: 1 }, t('listMoved'))}
            >
              {t('listMoveDown')}
            </button>
            <button
              type="button"
              disabled={list.items.length === 1}
              onClick={() =>
                window.confirm(t('listRemoveConfirm', { item })) && change('list-remove', { item }, t('listRemoved'))
              }
            >
              {t('listRemove')}
            </button>
          </li>
        ))}
      </ol>
      <details>
        <summary>{t('listAdd')}</summary>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            const form = new FormData(event.currentTarget);
            const texts = Object.fromEntries(list.fields.map((field) => [field, String(form.get(`text-${field}`))]));
            const after = String(form.get('after'));
            change('list-add', { item: String(form.get('item')).trim(), after: after || null, texts }, t('listAdded'));
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
                <option key={item}>{item}</option>
              ))}
              <option value="">{t('listAtEnd')}</option>
            </select>
          </label>
          {list.fields.map((field) => (
            <label key={field}>
              {t('listField', { field })}
              <textarea name={`text-${field}`} lang="en" rows={2} required />
            </label>
          ))}
          <button type="submit">{t('listAdd')}</button>
        </form>
      </details>
      {asking && list.legal && (
        <LegalQuestion
          legal={{ text: list.legal, announced: legal.find((state) => state.text === list.legal) }}
          onAnswer={(answer) => change(asking.action, { ...asking.body, ...answer }, asking.done)}
          onCancel={() => setAsking(null)}
        />
      )}
      <p role="status">{note}</p>
    </section>
  );
}

function EntryView({
  entry,
  opened,
  onOpened,
  code,
  language,
  legal,
  onCatalogue,
}: {
  entry: Entry;
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
  useEffect(() => {
    if (!opened) return;
    heading.current?.focus();
    onOpened();
  }, [opened, onOpened]);
  const cell = entry.cells[code];
  return (
    <article aria-labelledby={headingId}>
      <h3 id={headingId} ref={heading} tabIndex={-1}>
        <code>{entry.key}</code>
      </h3>
      <TextEditor
        entryKey={entry.key}
        code="en"
        label={t('english')}
        english={entry.english}
        saved={entry.english}
        published={entry.publishedEnglish}
        legal={entry.legal && { text: entry.legal, announced: legal.find((state) => state.text === entry.legal) }}
        onCatalogue={onCatalogue}
      />
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
            entryKey={entry.key}
            code={code}
            label={language}
            english={entry.english}
            saved={cell.text}
            published={cell.published}
            cell={cell}
            onCatalogue={onCatalogue}
          />
        ) : (
          <p className="note">{t('notCarried', { language })}</p>
        ))}
    </article>
  );
}

const page = (key: string) => key.split('.')[0];
const section = (key: string) => key.split('.').slice(0, 2).join('.');

/** A server action whose output streams into the page, line by line as it comes: Check, Publish. */
function useStreamed() {
  const [log, setLog] = useState('');
  const [running, setRunning] = useState(false);
  async function start(request: () => Promise<Response>) {
    setRunning(true);
    setLog('');
    const response = await request();
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    for (let part = await reader.read(); !part.done; part = await reader.read()) {
      const text = part.value;
      setLog((previous) => previous + text);
    }
    setRunning(false);
  }
  return { log, running, start };
}

function StreamedLog({ log, label }: { log: string; label: string }) {
  return log ? (
    <pre role="log" aria-label={label} tabIndex={0}>
      {log}
    </pre>
  ) : null;
}

/** "Check": the report of `npm run i18n` and the build. */
function Check() {
  const { log, running, start } = useStreamed();
  return (
    <div className="check">
      <button type="button" onClick={() => start(() => fetch('/api/check', { method: 'POST' }))} disabled={running}>
        {running ? t('checking') : t('check')}
      </button>
      <StreamedLog log={log} label={t('checkLog')} />
    </div>
  );
}

/**
 * "Publish": the texts checked, recorded in git and deployed to the host chosen, or the first
 * refusal (editor/domain/publish.ts).
 */
function Publish({ hosts, host }: { hosts: readonly string[]; host: string }) {
  const { log, running, start } = useStreamed();
  return (
    <form
      className="publish"
      onSubmit={(event) => {
        event.preventDefault();
        const form = new FormData(event.currentTarget);
        const body = { host: form.get('host'), dryRun: form.get('dryRun') === 'on' };
        start(() =>
          fetch('/api/publish', {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify(body),
          }),
        );
      }}
    >
      <label>
        {t('publishHost')}
        <select name="host" defaultValue={host}>
          {hosts.map((name) => (
            <option key={name}>{name}</option>
          ))}
        </select>
      </label>
      <label>
        <input type="checkbox" name="dryRun" />
        {t('publishDryRunLabel')}
      </label>
      <button type="submit" disabled={running}>
        {running ? t('publishing') : t('publish')}
      </button>
      <StreamedLog log={log} label={t('publishLog')} />
    </form>
  );
}

/**
 * Starts the preview (editor/preview/process.ts) the first time it is asked for, and gives its origin,
 * at the name this editor was opened by, whose cookie the preview asks for.
 */
function PreviewStart({ again = false, onStarted }: { again?: boolean; onStarted: (origin: string) => void }) {
  const [state, setState] = useState<'off' | 'starting' | 'failed'>('off');
  const [error, setError] = useState('');
  async function start() {
    setState('starting');
    try {
      const response = await fetch('/api/preview', { method: 'POST' });
      const value = (await response.json().catch(() => ({}))) as { origin?: string; error?: string };
      if (!response.ok || !value.origin) throw new Error(value.error ?? String(response.status));
      setState('off');
      onStarted(value.origin.replace('127.0.0.1', window.location.hostname));
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

/**
 * The preview beside the texts: a page of the site in a language, as `next dev` renders it from the
 * saved texts, kept current by its hot reload as they are saved (the page stays where it is
 * scrolled). A click on a text there comes back as a message from the preview's origin, and opens
 * that text's key. Should the preview stop, "Start the preview again" starts it and reloads the page.
 */
function Preview({
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

/** The translators' round trip for one language: what it needs, as XLIFF, and their file back. */
function Translators({
  code,
  language,
  onCatalogue,
}: {
  code: string;
  language: string;
  onCatalogue: (c: Catalogue) => void;
}) {
  const [note, setNote] = useState('');
  const [problems, setProblems] = useState<{ line?: number; key?: string; problem: string }[]>([]);

  async function download() {
    const response = await fetch(`/api/xliff?code=${encodeURIComponent(code)}`);
    if (!response.ok) return setNote(t('xliffNothing', { language }));
    const link = document.createElement('a');
    link.href = URL.createObjectURL(await response.blob());
    link.download = `${code}.xlf`;
    link.click();
    URL.revokeObjectURL(link.href);
    setNote('');
  }

  async function upload(file: File) {
    const response = await fetch('/api/xliff', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ text: await file.text() }),
    });
    const value = await response.json();
    if (response.ok) {
      setProblems([]);
      setNote(t('xliffImported', { count: value.imported.keys.length }));
      onCatalogue(value);
    } else {
      setProblems(value.problems ?? [{ problem: value.error }]);
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
            {problems.map(({ line, key, problem }, index) => (
              <li key={index}>
                {key && <code>{key}</code>} {line !== undefined && `(${line})`} {problem}
              </li>
            ))}
          </ul>
        )}
      </div>
    </details>
  );
}

function App() {
  const [catalogue, setCatalogue] = useState<Catalogue | null>(null);
  const [error, setError] = useState('');
  const [code, setCode] = useState(locale === 'en' ? 'de' : locale);
  const [query, setQuery] = useState('');
  const [show, setShow] = useState<'all' | 'needsWork' | 'stale'>('all');
  const [pageName, setPageName] = useState('');
  // The key a click in the preview opened, until its text has the focus.
  const [opened, setOpened] = useState<string | null>(null);
  const [previewOrigin, setPreviewOrigin] = useState<string | null>(null);
  const open = useCallback(
    (key: string, language: string) => {
      setQuery(key);
      setShow('all');
      if (language !== 'en') setCode(language);
      // A key no entry shows is not focused later, when one does.
      setOpened(catalogue?.entries.some((entry) => entry.key === key) ? key : null);
    },
    [catalogue],
  );

  useEffect(() => {
    fetch('/api/catalogue')
      .then((response) => (response.ok ? response.json() : Promise.reject(new Error(String(response.status)))))
      .then(setCatalogue, (e: Error) => setError(e.message));
  }, []);

  const pages = useMemo(() => [...new Set(catalogue?.entries.map((e) => page(e.key)))], [catalogue]);
  const current = pageName || pages[0] || '';
  const language = catalogue?.locales.find((l) => l.code === code)?.name ?? code;
  const shown = useMemo(() => {
    if (!catalogue) return [];
    const needle = query.trim().toLowerCase();
    return catalogue.entries.filter((entry) => {
      if (needle) {
        const haystack = [entry.key, entry.english, ...Object.values(entry.cells).map((c) => c.text ?? '')];
        if (!haystack.some((text) => text.toLowerCase().includes(needle))) return false;
      } else if (show === 'all' && page(entry.key) !== current) return false;
      if (show === 'needsWork') return needsWork(entry.cells[code]);
      if (show === 'stale') return Object.values(entry.cells).some((c) => c.state === 'stale');
      return true;
    });
  }, [catalogue, query, show, current, code]);

  if (error) return <p role="alert">{t('failed', { error })}</p>;
  if (!catalogue) return <p>{t('loading')}</p>;
  const sections = [...new Set(shown.map((entry) => section(entry.key)))];
  return (
    <>
      <header>
        <h1>{t('title')}</h1>
        <p>{t('intro')}</p>
        <div className="controls">
          <label>
            {t('language')}
            <select value={code} onChange={(event) => setCode(event.target.value)}>
              {catalogue.locales
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
              value={current}
              onChange={(event) => setPageName(event.target.value)}
              disabled={Boolean(query.trim()) || show !== 'all'}
            >
              {pages.map((name) => (
                <option key={name}>{name}</option>
              ))}
            </select>
          </label>
          <label>
            {t('show')}
            <select value={show} onChange={(event) => setShow(event.target.value as typeof show)}>
              <option value="all">{t('showAll')}</option>
              <option value="needsWork">{t('showNeedsWork', { language })}</option>
              <option value="stale">{t('showStale')}</option>
            </select>
          </label>
          <label>
            {t('search')}
            <input
              type="search"
              value={query}
              placeholder={t('searchHint')}
              onChange={(event) => {
                setQuery(event.target.value);
                setOpened(null);
              }}
            />
          </label>
        </div>
        <LegalVersions catalogue={catalogue} onCatalogue={setCatalogue} />
        <Translators code={code} language={language} onCatalogue={setCatalogue} />
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
                  .filter(({ list }) => section(list) === name)
                  .map((list) => (
                    <ListTools key={list.list} list={list} legal={catalogue.legal} onCatalogue={setCatalogue} />
                  ))}
              {shown
                .filter((entry) => section(entry.key) === name)
                .map((entry) => (
                  <EntryView
                    key={`${code}:${entry.key}`}
                    opened={entry.key === opened}
                    onOpened={() => setOpened(null)}
                    entry={entry}
                    code={code}
                    language={language}
                    legal={catalogue.legal}
                    onCatalogue={setCatalogue}
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

createRoot(document.getElementById('editor')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
