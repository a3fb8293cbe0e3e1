/**
 * What the editor (`npm run edit`) shows and changes: every English text with its translations, each
 * with its state, read from and written to the translators' files with the code `npm run i18n`
 * uses (scripts/i18n/records.ts, scripts/i18n/catalog.ts, scripts/i18n/icu.ts).
 */
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { printAST } from '@formatjs/icu-messageformat-parser/printer.js';
import {
  englishHash,
  flatten,
  isAllowedSame,
  looksLikeLanguage,
  toJson,
  toTree,
  type Messages,
  type ReviewRecord,
  type Tree,
} from '../../scripts/i18n/catalog';
import { icuProblems, keptParts, syntaxError } from '../../scripts/i18n/icu';
import {
  englishOf,
  sameAsEnglishOf,
  translated,
  translatedRecordOf,
  translationOf,
  writeAtomically,
  writeRecord,
  writeTranslatedRecord,
  markLocaleReviewed,
  type Dirs,
} from '../../scripts/i18n/records';
import { everyLocale } from '../../lib/i18n/locales';
import type { LegalText } from '../../lib/account/legal';
import { legalTextOf } from '../../lib/legal/documents';
import { announcedTexts, readPublished } from '../../scripts/legal/announce';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * A translation's state: not there yet; left in English; stale (English changed since it was
 * written or reviewed, or it never was either); invalid (it could not be shown: ICU syntax, a lost
 * placeholder or tag, a plural category the language lacks); translated against today's English;
 * reviewed against it by a second reader.
 */
export type CellState = 'missing' | 'english' | 'stale' | 'invalid' | 'translated' | 'reviewed';

export interface Cell {
  text: string | null;
  state: CellState;
  problems: string[];
  /** The text at the last commit (null: none then), where the texts are in git: what Undo goes back to. */
  published?: string | null;
}

/** One way a text reads under the site's configuration: an option of one of its `select`s. */
export interface Branch {
  argument: string;
  option: string;
  text: string;
}

export interface Entry {
  key: string;
  english: string;
  /** English at the last commit, where the texts are in git. */
  publishedEnglish?: string | null;
  /** The arguments and tags every translation keeps. */
  keeps: string[];
  branches: Branch[];
  /** By locale; absent where the locale does not carry the text (another market's own section). */
  cells: Record<string, Cell>;
  /** The legal text it is part of, whose versions a change of substance makes (docs/editors.md#legal-versions). */
  legal?: LegalText;
}

/** A version of a legal text announced and not yet in force, as the editor shows it. */
export interface LegalState {
  text: LegalText;
  version: string;
  effective: string;
  /** Whether a deploy has published it (legal/published.json): its notice has begun, and its day stays. */
  deployed: boolean;
  /** The key of what it changes. */
  changesKey: string;
  /** The languages that still lack its text: a text it changed, or what it changes, not translated yet. */
  needs: string[];
}

export interface Catalogue {
  locales: { code: string; name: string }[];
  entries: Entry[];
  legal: LegalState[];
}

/** The project the texts belong to: the folder that holds messages/ and legal/. */
export const projectOf = (dirs: Dirs) => path.dirname(dirs.messages);

export const today = () => new Date().toISOString().slice(0, 10);

/** Each announced version, with the languages that still lack its text (scripts/legal/announce.ts). */
function legalStates(dirs: Dirs): LegalState[] {
  const root = projectOf(dirs);
  if (!existsSync(path.join(root, 'legal', 'versions.json'))) return [];
  const published = readPublished(root);
  return announcedTexts(root, today()).map(({ text, version, effective, changesKey, lacking }) => ({
    text,
    version,
    effective,
    deployed: Boolean(published[text]?.[version]),
    changesKey,
    needs: lacking,
  }));
}

/** Every option of every `select` of a text, as it reads there: each configuration's wording. */
export function branchesOf(text: string): Branch[] {
  let elements: MessageFormatElement[];
  try {
    elements = parse(text);
  } catch {
    return [];
  }
  return elements.flatMap((element) =>
    element.type === TYPE.select
      ? Object.entries(element.options).map(([option, { value }]) => ({
          argument: element.value,
          option,
          text: printAST(value),
        }))
      : [],
  );
}

/** The state of one translation, from the English it stands for and the two records. */
export function cellOf(
  english: string,
  text: string | undefined,
  code: string,
  { reviewed, translatedAgainst, sameAllowed }: { reviewed?: string; translatedAgainst?: string; sameAllowed: boolean },
): Cell {
  if (text === undefined) return { text: null, state: 'missing', problems: [] };
  const problems = syntaxError(english) ? [] : icuProblems(english, text, code);
  const hash = englishHash(english);
  const state: CellState = problems.length
    ? 'invalid'
    : text === english && looksLikeLanguage(text) && !sameAllowed
      ? 'english'
      : reviewed === hash
        ? 'reviewed'
        : translatedAgainst === hash
          ? 'translated'
          : 'stale';
  return { text, state, problems };
}

const localeName = (code: string) => everyLocale.find((l) => l.code === code)?.nativeName ?? code;

/** Whether the texts are in a git repository, whose last commit is what Undo goes back to. */
const inGit = (dirs: Dirs) =>
  spawnSync('git', ['rev-parse', '--is-inside-work-tree'], { cwd: dirs.messages }).status === 0;

/** A JSON file of `dir` as the last commit holds it, or null where it had none. */
function committed(dir: string, file: string): Tree | null {
  const shown = spawnSync('git', ['show', `HEAD:./${file}`], { cwd: dir, encoding: 'utf8', maxBuffer: 1 << 26 });
  return shown.status === 0 ? (JSON.parse(shown.stdout) as Tree) : null;
}

/** A locale's texts at the last commit, by key; undefined where the texts are not in git. */
function publishedOf(dirs: Dirs, code: string, git: boolean): Messages | undefined {
  return git ? flatten(committed(dirs.messages, `${code}.json`) ?? {}) : undefined;
}

const publishedText = (published: Messages | undefined, key: string) =>
  published === undefined ? undefined : (published.get(key) ?? null);

/** Every English text in file order, with each translated locale's cell where the locale carries it. */
export function readCatalogue(dirs: Dirs): Catalogue {
  const english = englishOf(dirs);
  const git = inGit(dirs);
  const publishedEnglish = publishedOf(dirs, 'en', git);
  const allowed = sameAsEnglishOf(dirs);
  const locales = translated.map((code) => ({
    code,
    keys: englishOf(dirs, code),
    translation: translationOf(dirs, code),
    translatedAgainst: translatedRecordOf(dirs, code),
    published: publishedOf(dirs, code, git),
  }));
  const entries: Entry[] = [...english].map(([key, text]) => {
    const legal = legalTextOf(key);
    return {
      key,
      english: text,
      publishedEnglish: publishedText(publishedEnglish, key),
      keeps: keptParts(text),
      branches: branchesOf(text),
      cells: Object.fromEntries(
        locales
          .filter((locale) => locale.keys.has(key))
          .map(({ code, translation, translatedAgainst, published }) => [
            code,
            {
              ...cellOf(text, translation.messages.get(key), code, {
                reviewed: translation.reviewed[key],
                translatedAgainst: translatedAgainst[key],
                sameAllowed: isAllowedSame(allowed, code, key),
              }),
              published: publishedText(published, key),
            },
          ]),
      ),
      ...(legal ? { legal } : {}),
    };
  });
  return {
    locales: [{ code: 'en', name: localeName('en') }, ...translated.map((code) => ({ code, name: localeName(code) }))],
    entries,
    legal: legalStates(dirs),
  };
}

/** Why a change is refused, in words: the editor shows it, and nothing is written. */
export class Refusal extends Error {
  constructor(
    message: string,
    readonly status = 422,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

function englishText(dirs: Dirs, code: string, key: string): string {
  // English has every market's sections; another language, its own market's.
  const text = (code === 'en' ? englishOf(dirs) : englishOf(dirs, code)).get(key);
  if (text === undefined) throw new Refusal(`There is no text ${key} in ${localeName(code)}.`, 404);
  return text;
}

/** The messages of a locale's file, as they are on disk now. */
const messagesOf = (dirs: Dirs, code: string): Messages =>
  code === 'en' ? englishOf(dirs) : translationOf(dirs, code).messages;

/**
 * Saves one text of one locale, changing only that key of its file (in English key order, the
 * files' own format), unless it could not be shown or the file's text changed on disk since the
 * editor loaded it (`base`): then nothing is written, and the refusal says why. A translation is
 * recorded as written against today's English, and loses its review mark; an English text makes
 * its translations stale.
 */
export function saveText(dirs: Dirs, change: TextChange) {
  const { code, key, text } = change;
  const messages = checkSave(dirs, change);
  messages.set(key, text);
  const order = code === 'en' ? messages : englishOf(dirs);
  writeAtomically(path.join(dirs.messages, `${code}.json`), toJson(toTree(messages, order)));
  if (code !== 'en') {
    markTranslated(dirs, code, key);
    // A new text is no longer the one a second reader vouched for.
    const { reviewed } = translationOf(dirs, code);
    if (key in reviewed) {
      delete reviewed[key];
      writeRecord(dirs, code, reviewed);
    }
  }
}

export interface TextChange {
  code: string;
  key: string;
  text: string;
  /** The text on disk when the editor loaded it (null: none). */
  base: string | null;
}

/** Whatever saving `change` would refuse, thrown as a Refusal; else the locale's messages as on disk. */
export function checkSave(dirs: Dirs, { code, key, text, base }: TextChange): Messages {
  if (code !== 'en' && !translated.includes(code)) throw new Refusal(`${code} is not a language of the site.`, 404);
  const english = englishText(dirs, code, key);
  if (!text.trim()) throw new Refusal('The text is empty. Write the text, or undo the change.');
  const problems =
    code === 'en' ? [syntaxError(text), ...icuProblems(english, text, 'en')] : icuProblems(english, text, code);
  const shown = problems.filter((problem): problem is string => Boolean(problem));
  if (shown.length) throw new Refusal(shown.join('; '), 422, { problems: shown });
  const messages = messagesOf(dirs, code);
  const disk = messages.get(key) ?? null;
  if (disk !== base)
    throw new Refusal('This text was changed on disk after you opened it.', 409, { disk, yours: text });
  return messages;
}

function markTranslated(dirs: Dirs, code: string, key: string) {
  const record = translatedRecordOf(dirs, code);
  record[key] = englishHash(englishText(dirs, code, key));
  const english = englishOf(dirs, code);
  writeTranslatedRecord(
    dirs,
    code,
    Object.fromEntries([...english.keys()].filter((k) => k in record).map((k) => [k, record[k]])),
  );
}

/**
 * Undoes a saved change not yet committed: the key's text, and its entries in the two records, as
 * the last commit holds them (a key it did not have goes). Refused where the texts are not in git,
 * or where nothing changed.
 */
export function revertText(dirs: Dirs, { code, key }: { code: string; key: string }) {
  englishText(dirs, code, key);
  const published = publishedOf(dirs, code, inGit(dirs));
  if (published === undefined)
    throw new Refusal('The texts are not in git: there is no committed text to go back to.', 409);
  const messages = messagesOf(dirs, code);
  const text = published.get(key);
  if (messages.get(key) === text) throw new Refusal('Nothing to undo: this is the committed text.', 409);
  if (text === undefined) messages.delete(key);
  else messages.set(key, text);
  const order = code === 'en' ? englishOrder(messages, published) : englishOf(dirs);
  writeAtomically(path.join(dirs.messages, `${code}.json`), toJson(toTree(messages, order)));
  if (code === 'en') return;
  for (const [folder, read, write] of [
    ['reviewed', () => translationOf(dirs, code).reviewed, (r: ReviewRecord) => writeRecord(dirs, code, r)],
    ['translated', () => translatedRecordOf(dirs, code), (r: ReviewRecord) => writeTranslatedRecord(dirs, code, r)],
  ] as const) {
    const before = (committed(dirs.records, `${folder}/${code}.json`) ?? {}) as ReviewRecord;
    const record = read();
    if (key in before) record[key] = before[key];
    else delete record[key];
    write(record);
  }
}

/** English's key order after putting back a committed key: where the commit had it. */
function englishOrder(messages: Messages, published: Messages): Messages {
  const order = new Map([...published].filter(([key]) => messages.has(key)));
  for (const entry of messages) if (!order.has(entry[0])) order.set(...entry);
  return order;
}

/** "Still correct": the translation stands for today's English as it is, without a change of text. */
export function confirmText(dirs: Dirs, { code, key }: { code: string; key: string }) {
  const text = translationOf(dirs, code).messages.get(key);
  if (text === undefined) throw new Refusal(`${key} is not translated into ${localeName(code)} yet.`);
  const problems = icuProblems(englishText(dirs, code, key), text, code);
  if (problems.length) throw new Refusal(problems.join('; '), 422, { problems });
  markTranslated(dirs, code, key);
}

/** "Reviewed": a second reader vouches for the translation against today's English. */
export function reviewText(dirs: Dirs, { code, key }: { code: string; key: string }) {
  const { refused } = markLocaleReviewed(dirs, code, [key]);
  if (refused.length) throw new Refusal(refused.join('; '));
}
