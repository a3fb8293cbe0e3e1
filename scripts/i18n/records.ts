/**
 * The translators' files, read and written: the message files (`messages/{locale}.json`), what each
 * translation was last reviewed against (`i18n/reviewed/{locale}.json`), and the texts rightly the
 * same as English (`i18n/same-as-english.json`). `npm run i18n` (scripts/i18n.ts) and the editor
 * (`npm run edit`, editor/) share it; the bookkeeping itself is pure (./catalog.ts).
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  flatten,
  markReviewed,
  toJson,
  toTree,
  type Messages,
  type ReviewRecord,
  type SameAsEnglish,
  type Translation,
} from './catalog';
import { defaultLocale, everyLocale } from '../../lib/i18n/locales';
import { keyServesMarket } from '../../lib/markets';
import { root } from '../lib/paths';

export interface Dirs {
  /** `messages/`: the locale files, and nothing else (the site loads every JSON file in it). */
  readonly messages: string;
  /** `i18n/`: `reviewed/{locale}.json` and `same-as-english.json`. */
  readonly records: string;
  /** Where `--export` writes by default (git-ignored). */
  readonly translations: string;
}

/** The project's own folders. */
export const projectDirs: Dirs = {
  messages: path.join(root, 'messages'),
  records: path.join(root, 'i18n'),
  translations: path.join(root, 'translations'),
};

/** The locales translated from English. */
export const translated = everyLocale.map((l) => l.code as string).filter((code) => code !== defaultLocale);

function readJson<T>(file: string, fallback: T): T {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : fallback;
}

/**
 * Writes a file whole or not at all: into a temporary file beside it, then renamed over it, so that
 * a reader (the site's build, another editor) never sees half a file.
 */
export function writeAtomically(file: string, text: string): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, text);
  renameSync(temporary, file);
}

/**
 * The English texts: all of them, or those a locale must translate, which leaves out the other
 * markets' own sections (lib/markets.ts).
 */
export function englishOf(dirs: Dirs, code?: string): Messages {
  const english = flatten(readJson(path.join(dirs.messages, 'en.json'), {}));
  const market = everyLocale.find((l) => l.code === code)?.market;
  return market ? new Map([...english].filter(([key]) => keyServesMarket(key, market))) : english;
}

/**
 * A locale code as a file name: letters, and a region or script after a hyphen. Anything else (a
 * path, `../messages/de`) is refused before it reaches a path, whoever passes it.
 */
function fileCode(code: string): string {
  if (!/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$/.test(code)) throw new Error(`"${code}" is not a locale code.`);
  return code;
}

const reviewedFile = (dirs: Dirs, code: string) => path.join(dirs.records, 'reviewed', `${fileCode(code)}.json`);

/**
 * What each translation was last written or confirmed against in the editor (`npm run edit`): key →
 * hash of the English text, as the review record holds it. A translation written against today's
 * English is no longer stale, but it is reviewed only once a second reader marks it so.
 */
const translatedFile = (dirs: Dirs, code: string) => path.join(dirs.records, 'translated', `${fileCode(code)}.json`);

export const translatedRecordOf = (dirs: Dirs, code: string): ReviewRecord => readJson(translatedFile(dirs, code), {});

export function writeTranslatedRecord(dirs: Dirs, code: string, record: ReviewRecord): void {
  writeAtomically(translatedFile(dirs, code), toJson(record));
}

export const sameAsEnglishOf = (dirs: Dirs): SameAsEnglish =>
  readJson(path.join(dirs.records, 'same-as-english.json'), {});

export function writeSameAsEnglish(dirs: Dirs, record: SameAsEnglish): void {
  writeAtomically(path.join(dirs.records, 'same-as-english.json'), toJson(record));
}

/** A locale's messages and record; a locale just added to the table has neither yet. */
export function translationOf(dirs: Dirs, code: string): Translation {
  return {
    code,
    messages: flatten(readJson(path.join(dirs.messages, `${fileCode(code)}.json`), {})),
    reviewed: readJson<ReviewRecord>(reviewedFile(dirs, code), {}),
  };
}

export function writeRecord(dirs: Dirs, code: string, record: ReviewRecord): void {
  writeAtomically(reviewedFile(dirs, code), toJson(record));
}

/** A locale's file, in English key order, and its record. */
export function writeTranslation(dirs: Dirs, english: Messages, translation: Translation): void {
  writeAtomically(
    path.join(dirs.messages, `${fileCode(translation.code)}.json`),
    toJson(toTree(translation.messages, english)),
  );
  writeRecord(dirs, translation.code, translation.reviewed);
}

/**
 * Marks `keys` of a locale (every key it has, when none are given) reviewed against today's English
 * and writes the record, unless a key is refused: then nothing is written.
 */
export function markLocaleReviewed(dirs: Dirs, code: string, keys: readonly string[]) {
  const result = markReviewed(englishOf(dirs, code), translationOf(dirs, code), keys);
  if (!result.refused.length) writeRecord(dirs, code, result.record);
  return result;
}
