/**
 * What each route of the editor's server does (editor/contract.ts), as a table the server looks the
 * request's method and path up in (editor/server/server.ts). A handler gets the request's JSON body
 * as sent, checks its fields, and answers the contract's answer; a refusal is thrown (Refusal).
 */
import { translated, type Dirs } from '../../scripts/i18n/records';
import { importXliff, xliffOf } from '../../scripts/i18n/transfer';
import type { Messages } from '../../scripts/i18n/catalog';
import { deployHosts } from '../../scripts/hosts/deploys';
import { allPages } from '../../lib/pages/routes';
import { everyLocale } from '../../lib/i18n/locales';
import { localizedPath } from '../../lib/pages/paths';
import type { Catalogue, Progress, Route, Routes } from '../contract';
import { readCatalogue } from '../domain/catalogue';
import { confirmText, messagesOf, revertText, reviewText } from '../domain/changes';
import { check } from '../domain/check';
import { changeWithVersion, moveDay, saveWithVersion } from '../domain/legal';
import {
  knownList,
  listsOf,
  removeFromTranslations,
  withEntry,
  withEntryMoved,
  withoutEntry,
  writeEnglish,
} from '../domain/lists';
import type { Say } from '../domain/npm';
import { defaultHost, publish, putLive } from '../domain/publish';
import { Refusal } from '../domain/refusal';
import { previewPageOf, whenShown, type Looked } from '../preview/shown';
import { editorLocale, editorTexts } from '../uiTexts';

/** What a handler is given: the texts' folders, the request as sent, and the server's own parts. */
export interface Request {
  dirs: Dirs;
  /** The JSON body as sent, not yet checked ({} for a GET). */
  body: Record<string, unknown>;
  query: URLSearchParams;
  acceptLanguage: string | undefined;
  /** The interface's page, script and styles; the preview, started on first use. */
  shell: (acceptLanguage: string | undefined) => string;
  assets: { script: string; css: string };
  startPreview: () => Promise<string>;
  /** The preview's page at a path as its server answers it now (editor/preview/process.ts); it starts nothing. */
  lookAtPreview: (path: string) => Promise<Looked>;
}

/** A file answered: its type, its text, its headers. */
export interface File {
  type: string;
  text: string;
  headers?: Record<string, string>;
}

type Handler<R extends Route> = Routes[R]['kind'] extends 'json'
  ? { kind: 'json'; answer: (request: Request) => Routes[R]['answer'] | Promise<Routes[R]['answer']> }
  : Routes[R]['kind'] extends 'stream'
    ? { kind: 'stream'; answer: (request: Request, say: Say) => Promise<void> }
    : { kind: 'file'; answer: (request: Request) => File };

const json = <A>(answer: (request: Request) => A) => ({ kind: 'json', answer }) as const;
/** What Check and Publish answer when they throw: nothing found, and a failure the page says in its words. */
type Failed = { texts: []; outcome: { kind: 'failed'; error: string } };

/**
 * Check and Publish: each line of their log as it comes, then their result, each a line of JSON
 * (Progress). Should one throw (a message file that is no JSON…), the error is a line of its log
 * and its result a failure: a result always ends the answer.
 */
const stream = <Result extends { outcome: { kind: string } }>(run: (request: Request, log: Say) => Promise<Result>) =>
  ({
    kind: 'stream',
    answer: async (request: Request, say: Say) => {
      const log: Say = (line) => say(JSON.stringify({ log: line } satisfies Progress<Result>));
      let result: Result | Failed;
      try {
        result = await run(request, log);
      } catch (error) {
        console.error(error);
        const message = error instanceof Error ? error.message : String(error);
        log(`✗ ${message}`);
        result = { texts: [], outcome: { kind: 'failed', error: message } };
      }
      say(JSON.stringify({ result } satisfies Progress<Result | Failed>));
    },
  }) as const;
const file = (answer: (request: Request) => File) => ({ kind: 'file', answer }) as const;

function stringField(body: Record<string, unknown>, name: string): string {
  const value = body[name];
  if (typeof value !== 'string') throw new Refusal(`${name} is missing.`, 400);
  return value;
}

/** A language of the site, or a refusal: a code never reaches a file's path unchecked. */
function languageField(body: Record<string, unknown>): string {
  const code = stringField(body, 'code');
  if (code !== 'en' && !translated.includes(code)) throw new Refusal(`${code} is not a language of the site.`, 404);
  return code;
}

/** A text of one language, by its key: the fields every change to one text names. */
const textKey = (body: Record<string, unknown>) => ({ code: languageField(body), key: stringField(body, 'key') });

/** The site's pages, by name, at their address in each language: what the preview can show. */
const previewPages = allPages.map((page) => ({
  name: page.name,
  paths: Object.fromEntries(everyLocale.map((l) => [l.code, localizedPath(l.code, page.path)])),
}));

/** The catalogue as the change left it: read once the change is written. */
const catalogueOf = (dirs: Dirs): Catalogue => ({
  ...readCatalogue(dirs),
  lists: listsOf(dirs),
  publish: { hosts: deployHosts, host: defaultHost() },
  preview: { pages: previewPages },
});

/**
 * A change to a list's entries in English (editor/domain/lists.ts): made from the files as they are
 * when it is written, after a legal text's question (editor/domain/legal.ts).
 */
function changeList(
  change: (dirs: Dirs, body: Record<string, unknown>, list: string, item: string) => Messages,
  after?: (dirs: Dirs, changed: { list: string; item: string }) => void,
) {
  return json(async ({ dirs, body }: Request) => {
    const list = stringField(body, 'list');
    const item = stringField(body, 'item');
    const next = () => change(dirs, body, list, item);
    const announced = await changeWithVersion(dirs, knownList(dirs, list).legal ?? null, body, {
      check: () => void next(),
      write: () => {
        writeEnglish(dirs, next());
        after?.(dirs, { list, item });
      },
    });
    return { ...catalogueOf(dirs), ...announced };
  });
}

/** Translations only: English has nothing to confirm or review. */
function translation(body: Record<string, unknown>) {
  const text = textKey(body);
  if (text.code === 'en') throw new Refusal('English is the source: it has no translation to mark.', 404);
  return text;
}

/** The routes sent no body (any body sent is not read). */
export const withoutBody = new Set<Route>(['POST /api/check', 'POST /api/preview']);

/**
 * The routes that write nothing and may take long, which no change waits for (editor/server/server.ts):
 * starting the preview, and waiting for it to show a saved text.
 */
export const unqueued = new Set<Route>(['POST /api/preview', 'POST /api/preview-shows']);

export const routes: { [R in Route]: Handler<R> } = {
  'GET /': file(({ shell, acceptLanguage }) => ({ type: 'text/html; charset=utf-8', text: shell(acceptLanguage) })),
  'GET /editor.js': file(({ assets }) => ({ type: 'text/javascript; charset=utf-8', text: assets.script })),
  'GET /editor.css': file(({ assets }) => ({ type: 'text/css; charset=utf-8', text: assets.css })),
  'GET /api/catalogue': json(({ dirs }) => catalogueOf(dirs)),
  'GET /api/xliff': file(({ dirs, query }) => {
    // What a language needs, as npm run i18n -- --export writes it: a download, never a file here.
    const code = query.get('code') ?? '';
    if (!translated.includes(code)) throw new Refusal(`${code} is not a language of the site.`, 404);
    const xliff = xliffOf(dirs, code);
    if (!xliff) throw new Refusal('nothing to translate', 404, { count: 0 });
    return {
      type: 'application/xliff+xml; charset=utf-8',
      text: xliff.text,
      headers: { 'Content-Disposition': `attachment; filename="${code}.xlf"` },
    };
  }),
  'POST /api/xliff': json(({ dirs, body }) => {
    // A translator's file back, as npm run i18n -- --import takes it: every problem by key, or all in.
    const result = importXliff(dirs, stringField(body, 'text'));
    if (!result.ok) throw new Refusal('refused', 422, { problems: result.problems });
    return { ...catalogueOf(dirs), imported: { code: result.code, keys: result.imported } };
  }),
  'POST /api/save': json(async ({ dirs, body }) => {
    const { code, key } = textKey(body);
    const base = body.base === null ? null : stringField(body, 'base');
    const saved = await saveWithVersion(dirs, { code, key, text: stringField(body, 'text'), base }, body);
    return { ...catalogueOf(dirs), ...saved };
  }),
  'POST /api/revert': json(({ dirs, body }) => (revertText(dirs, textKey(body)), catalogueOf(dirs))),
  'POST /api/still-correct': json(({ dirs, body }) => (confirmText(dirs, translation(body)), catalogueOf(dirs))),
  'POST /api/reviewed': json(({ dirs, body }) => (reviewText(dirs, translation(body)), catalogueOf(dirs))),
  'POST /api/legal-day': json(async ({ dirs, body }) => {
    await moveDay(dirs, stringField(body, 'text'), stringField(body, 'effective'));
    return catalogueOf(dirs);
  }),
  'POST /api/list-add': changeList((dirs, body, list, item) =>
    withEntry(dirs, {
      list,
      item,
      after: body.after === null ? null : stringField(body, 'after'),
      texts: (body.texts ?? {}) as Record<string, unknown>,
    }),
  ),
  'POST /api/list-remove': changeList(
    (dirs, _, list, item) => withoutEntry(dirs, { list, item }),
    // From every language: the confirmation said so.
    removeFromTranslations,
  ),
  'POST /api/list-move': changeList((dirs, body, list, item) =>
    withEntryMoved(dirs, { list, item, by: Number(body.by) }),
  ),
  'POST /api/preview': json(async ({ startPreview }) => {
    try {
      return { origin: await startPreview() };
    } catch (error) {
      throw new Refusal((error as Error).message, 503);
    }
  }),
  'POST /api/preview-shows': json(async ({ dirs, body, lookAtPreview }) => {
    const { code, key } = textKey(body);
    // What the file holds now, not what the page says it saved: the preview shows the file.
    const saved = messagesOf(dirs, code).get(key);
    if (saved === undefined) throw new Refusal(`There is no text ${key} in ${code}.`, 404);
    const name = previewPageOf(key);
    const path = previewPages.find((page) => page.name === name)?.paths[code];
    if (!path) return { shows: 'nowhere' };
    const shows = await whenShown(() => lookAtPreview(path), { key, saved });
    return shows === 'saved' ? { shows, path } : { shows };
  }),
  'POST /api/check': stream(({ dirs }, log) => check(dirs, log)),
  'POST /api/publish': stream(({ dirs, body, acceptLanguage }, log) => {
    const locale = editorLocale(acceptLanguage);
    const step = { dryRun: body.dryRun === true, locale, texts: editorTexts(locale) };
    // The second step names the build its preview kept; deploy refuses any other word.
    if (typeof body.build === 'string') return putLive(dirs, log, { build: body.build, ...step });
    return publish(dirs, log, { host: typeof body.host === 'string' ? body.host : defaultHost(), ...step });
  }),
};
