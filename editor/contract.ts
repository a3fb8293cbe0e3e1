/**
 * Every route of the editor's server (editor/server/routes.ts) and what its interface
 * (editor/ui/api.ts) sends and gets back: method and path, the body, the answer, and the refusals,
 * each a status with its own details. Both sides type their end from here; nothing here runs in Node.
 */
import type { LegalText } from '../lib/legal/texts';
import type { Catalogue as Texts } from './domain/catalogue';
import type { CheckResult } from './domain/check';
import type { PublishResult } from './domain/publish';
import type { TextProblem } from '../scripts/i18n/problems';
import type { ImportProblem } from '../scripts/i18n/transfer';
import type { List } from './domain/lists';

/** A page the preview can show, at its address in each language. */
export interface PreviewPage {
  name: string;
  paths: Record<string, string>;
}

/** Everything the interface shows: the texts, the versions announced, the lists, the preview's pages. */
export type Catalogue = Texts & {
  lists: List[];
  publish: { hosts: readonly string[]; host: string };
  preview: { pages: PreviewPage[] };
};

/** The version a change of substance announced (docs/editors.md#legal-versions), if it made one. */
export interface Announced {
  announced?: { text: LegalText; version: string; effective: string };
}

/** The answer to the question a legal text asks before a change to it (editor/domain/legal.ts). */
export interface LegalAnswer {
  change?: 'correction' | 'substance';
  /** What a change of substance changes, in English: needed for a new version. */
  changes?: string;
}

/** A refusal: its status, why in words, and what else it tells. */
type Refused<Status extends number, Details = unknown> = { status: Status; error: string } & Details;

/**
 * What any route refuses: no token, a foreign Host or Origin (403, before any route); a body that is
 * no JSON object or lacks a field (400), that names nothing the editor knows (404), over 1 MB (413),
 * not sent as JSON (415); an error of the editor's own (500).
 */
export type Refusal = Refused<400 | 403 | 404 | 413 | 415 | 500>;

/** A change its checks refuse: nothing was written (problems: what keeps a text from being shown). */
export type Unwritable = Refused<422, { problems?: TextProblem[]; asks?: 'legalChanges'; text?: LegalText }>;

/** The file changed on disk after the editor loaded it (`disk`), or, for Undo, nothing to go back to. */
export type Conflict = Refused<409, { disk?: string | null; yours?: string }>;

/** A change to a legal text, sent without the answer to its question: ask it, then send it again. */
export type AsksLegalChange = Refused<428, { asks: 'legalChange'; text: LegalText }>;

/** A change to the texts: refused by its checks, by the disk, or asking the legal question first. */
type ChangeRefusal = Refusal | Unwritable | Conflict | AsksLegalChange;

/** A route answered as JSON: what it is sent and what it answers, or how it refuses. */
interface Json<Body, Answer, Refuses = Refusal> {
  kind: 'json';
  body: Body;
  answer: Answer;
  refusal: Refuses;
}

/**
 * A route whose answer streams as it comes (200, then one line of JSON at a time): each line of its
 * log, for the page's "Details", then its result, which the page says in the editor's language.
 */
interface Streamed<Body, Result> {
  kind: 'stream';
  body: Body;
  answer: Progress<Result>;
  refusal: Refusal;
}

/** One line of a streamed answer. */
export type Progress<Result> = { log: string } | { result: Result };

export type { CheckResult, PublishResult };
export type { Finding } from '../scripts/i18n/findings';

/** A route that answers a file: the interface's own, or a download. */
interface Served<Query, Refuses = never> {
  kind: 'file';
  query: Query;
  answer: string;
  refusal: Refuses;
}

/** A text of one language, by its key. */
interface TextKey {
  code: string;
  key: string;
}

/** An entry of one of the pages' lists (editor/domain/lists.ts). */
interface ListEntry {
  list: string;
  item: string;
}

export interface Routes {
  /** The interface: its page (the reader's language from Accept-Language), its script, its styles. */
  'GET /': Served<Record<string, never>>;
  'GET /editor.js': Served<Record<string, never>>;
  'GET /editor.css': Served<Record<string, never>>;
  'GET /api/catalogue': Json<undefined, Catalogue>;
  /** What a language needs, as XLIFF: a download (404 when nothing needs translating). */
  'GET /api/xliff': Served<{ code: string }, Refused<404, { count?: number }>>;
  /** A translator's XLIFF file back: every problem by key, or all of it in. */
  'POST /api/xliff': Json<
    { text: string },
    Catalogue & { imported: { code: string; keys: string[] } },
    Refusal | Refused<422, { problems: ImportProblem[] }>
  >;
  /** One text saved, if the file still holds `base`; an English legal text as its answer says. */
  'POST /api/save': Json<
    TextKey & { text: string; base: string | null } & LegalAnswer,
    Catalogue & Announced,
    ChangeRefusal
  >;
  'POST /api/revert': Json<TextKey, Catalogue, Refusal | Conflict>;
  'POST /api/still-correct': Json<TextKey, Catalogue, Refusal | Unwritable>;
  'POST /api/reviewed': Json<TextKey, Catalogue, Refusal | Unwritable>;
  'POST /api/legal-day': Json<{ text: LegalText; effective: string }, Catalogue, Refusal | Unwritable>;
  'POST /api/list-add': Json<
    ListEntry & { after: string | null; texts: Record<string, string> } & LegalAnswer,
    Catalogue & Announced,
    ChangeRefusal
  >;
  'POST /api/list-remove': Json<ListEntry & LegalAnswer, Catalogue & Announced, ChangeRefusal>;
  'POST /api/list-move': Json<ListEntry & { by: 1 | -1 } & LegalAnswer, Catalogue & Announced, ChangeRefusal>;
  /** The preview started (or running): its origin; 503 with why, should it fail to start. */
  'POST /api/preview': Json<undefined, { origin: string }, Refused<503>>;
  /**
   * After a Save, waits (up to 30 s) until the preview's server renders the text as saved on the page
   * that shows it: that page's path in the text's language, to measure it there; or why not (no such
   * page, the text shows on none at first sight, not in time, the preview does not run).
   */
  'POST /api/preview-shows': Json<
    TextKey,
    { shows: 'saved'; path: string } | { shows: 'nowhere' | 'absent' | 'late' | 'stopped' },
    Refusal
  >;
  /** `npm run i18n`, then the build: each text behind or wrong, and whether anything stops a publish. */
  'POST /api/check': Streamed<undefined, CheckResult>;
  /**
   * Publish's two steps: with `host`, the texts checked, put on the host's preview and recorded in
   * git; with `build`, that preview put live. Each text behind or wrong, and the outcome.
   */
  'POST /api/publish': Streamed<{ host: string; dryRun: boolean } | { build: string; dryRun: boolean }, PublishResult>;
}

export type Route = keyof Routes;

/** The routes that answer JSON, which the interface calls through its client. */
export type JsonRoute = { [R in Route]: Routes[R]['kind'] extends 'json' ? R : never }[Route];

/** What a JSON route answers: its answer, or one of its refusals. */
export type Outcome<R extends JsonRoute> =
  { ok: true; answer: Routes[R]['answer'] } | { ok: false; refusal: Routes[R]['refusal'] };
