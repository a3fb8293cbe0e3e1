/**
 * What Check and Publish found, text by text (editor/contract.ts, Finding): what stops a publish,
 * then what is behind but publishable, each grouped by language and counted. Each text is said in a
 * sentence of the editor's language with the buttons that fix it: one that opens it, "Still
 * correct" and "Reviewed" where a second reader's mark is the fix, and the language's file for its
 * translators (XLIFF). Never a terminal command: those stay in the log, behind "Details".
 */
import { useId, useMemo, useState } from 'react';
import type { Catalogue, Finding } from '../contract';
import { call } from './api';
import { pageOf } from './pages';
import { placesOf } from './places';
import { problemsText } from './problems';
import { locale, t } from './t';
import { downloadXliff } from './Translators';

/** A language's name inside a sentence of the reader's language ("allemand", "German"). */
const languages = new Intl.DisplayNames([locale], { type: 'language' });

/** The kinds a translator's file fixes: what a new translation would fix (scripts/i18n/catalog.ts, keysToTranslate). */
const TRANSLATED = new Set<Finding['kind']>(['missing', 'sameAsEnglish', 'stale', 'icu']);

/** A group open at first shows its texts; a long one is counted, and opened on demand. */
const OPEN_UP_TO = 10;

export interface FindingsProps {
  texts: Finding[];
  catalogue: Catalogue;
  /** Opens a text in a language (the App's `open`, as a click in the preview does). */
  onOpen: (key: string, code: string) => void;
  onCatalogue: (catalogue: Catalogue) => void;
  /**
   * Says what a button did to the result's one live region (./Streamed.tsx): each text shows its
   * note beside its buttons, and hundreds of live regions would be one per text.
   */
  onNote: (note: string) => void;
}

/** Names a text as the visitor sees where it shows: "FAQ › What does SlimStart cost? › Answer". */
type NameOf = (key: string) => string;

export function Findings({ texts, ...props }: FindingsProps) {
  const { entries, lists } = props.catalogue;
  const places = useMemo(() => placesOf(entries, lists), [entries, lists]);
  const nameOf: NameOf = (key) => [places.pageName(pageOf(key)), ...places.trail(key)].join(' › ');
  // A text that cannot be shown is corrected, not marked: the server would refuse the mark.
  const invalid = new Set(texts.filter((f) => f.kind === 'icu').map((f) => `${f.code}:${f.key}`));
  const parts = { nameOf, invalid, ...props };
  const stops = texts.filter((finding) => finding.blocks);
  const behind = texts.filter((finding) => !finding.blocks);
  return (
    <>
      {stops.length > 0 && (
        <Part title={t('resultStops')} className="findings findings-stops" texts={stops} {...parts} />
      )}
      {behind.length > 0 && (
        <Part title={t('resultBehind')} className="findings findings-behind" texts={behind} {...parts}>
          <p>{t('resultBehindMeans')}</p>
        </Part>
      )}
    </>
  );
}

function Part({
  title,
  className,
  texts,
  children,
  ...props
}: GroupProps & { title: string; className: string; children?: React.ReactNode }) {
  const id = useId();
  // By language, in the order found; the editor's own texts apart from the site's.
  const groups = new Map<string, Finding[]>();
  for (const finding of texts) {
    const group = `${finding.editor ? 'editor' : 'site'}:${finding.code}`;
    groups.set(group, [...(groups.get(group) ?? []), finding]);
  }
  // A group, not a landmark: Check's and Publish's results may both be on screen, each with these parts.
  return (
    <section role="group" className={className} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
      {[...groups].map(([group, found]) => (
        <Group key={group} texts={found} {...props} />
      ))}
    </section>
  );
}

type GroupProps = FindingsProps & {
  nameOf: NameOf;
  /** The texts that cannot be shown, as `code:key`. */
  invalid: Set<string>;
};

function Group({ texts, ...props }: GroupProps) {
  const [{ code, editor }] = texts;
  const language = languages.of(code) ?? code;
  const [note, setNote] = useState('');
  const noted = (said: string) => (setNote(said), props.onNote(said));
  const count = texts.length;
  return (
    <details className="findings-group" open={count <= OPEN_UP_TO}>
      <summary>{t(editor ? 'resultEditorGroup' : 'resultGroup', { language, count })}</summary>
      {!editor && code !== 'en' && texts.some((finding) => TRANSLATED.has(finding.kind)) && (
        <p className="actions">
          <button
            type="button"
            onClick={async () => noted((await downloadXliff(code)) ? '' : t('xliffNothing', { language }))}
          >
            {t('xliffExport', { language })}
          </button>
          <span>{note}</span>
        </p>
      )}
      <ul>
        {texts.map((finding) => (
          <Text key={`${finding.kind}:${finding.key}`} finding={finding} language={language} {...props} />
        ))}
      </ul>
    </details>
  );
}

/** One text: what it is, what is wrong in a sentence, and its fixes. */
function Text({
  finding,
  language,
  catalogue,
  onOpen,
  onCatalogue,
  onNote,
  nameOf,
  invalid,
}: Omit<GroupProps, 'texts'> & { finding: Finding; language: string }) {
  const id = useId();
  const [note, setNote] = useState('');
  const { key, code, kind } = finding;
  // The editor's own texts, and a text English no longer has, are not among the texts it opens.
  const entry = finding.editor ? undefined : catalogue.entries.find((e) => e.key === key);
  // Marked only where it can be shown: a text with problems is corrected first.
  const markable = entry && !invalid.has(`${code}:${key}`);
  const mark = async (route: 'POST /api/still-correct' | 'POST /api/reviewed', done: string) => {
    const outcome = await call(route, { code, key });
    const { refusal } = outcome.ok ? { refusal: undefined } : outcome;
    // A text that cannot be shown, refused with its problems: said in the editor's words.
    const said = !refusal
      ? done
      : 'problems' in refusal && refusal.problems
        ? t('notMarked', { problems: problemsText(refusal.problems) })
        : t('failed', { error: refusal.error });
    setNote(said);
    onNote(said);
    if (outcome.ok) onCatalogue(outcome.answer);
  };
  return (
    <li className={`finding finding-${kind}`}>
      <p id={id} className="finding-name">
        {entry && <span className="place">{nameOf(key)}</span>} <code>{key}</code>
      </p>
      <p>{sentence(finding, language)}</p>
      <p className="actions">
        {entry && (
          <button type="button" aria-describedby={id} onClick={() => onOpen(key, code)}>
            {t('openText')}
          </button>
        )}
        {markable && kind === 'stale' && (
          <button type="button" aria-describedby={id} onClick={() => mark('POST /api/still-correct', t('confirmed'))}>
            {t('stillCorrect')}
          </button>
        )}
        {markable && (kind === 'stale' || kind === 'unreviewed') && (
          <button type="button" aria-describedby={id} onClick={() => mark('POST /api/reviewed', t('markedReviewed'))}>
            {t('reviewed')}
          </button>
        )}
        <span>{note}</span>
      </p>
    </li>
  );
}

/** What is wrong with a text, as a sentence of the editor's catalogue. */
function sentence({ kind, problems = [] }: Finding, language: string): string {
  const said = problemsText(problems);
  switch (kind) {
    case 'missing':
      return t('findingMissing', { language });
    case 'sameAsEnglish':
      return t('findingSameAsEnglish', { language });
    case 'stale':
      return t('findingStale', { language });
    case 'unreviewed':
      return t('findingUnreviewed', { language });
    case 'icu':
      return t('findingIcu', { language, problems: said });
    case 'extra':
      return t('findingExtra', { language });
    case 'englishBroken':
      return t('findingEnglishBroken', { problems: said });
    case 'marketLacking':
      return t('findingMarketLacking');
    case 'marketUndeclared':
      return t('findingMarketUndeclared');
  }
}
