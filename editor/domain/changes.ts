/**
 * What the editor changes (docs/editors.md#the-editor): one text saved, a saved change undone, a
 * stale translation confirmed, a translation marked reviewed. Each is checked once, and refused in
 * words before anything is written (./refusal.ts).
 */
import path from 'node:path';
import { englishHash, toJson, toTree, type Messages, type ReviewRecord } from '../../scripts/i18n/catalog';
import { inEnglish } from '../../scripts/i18n/problems';
import {
  englishOf,
  markLocaleReviewed,
  translated,
  translatedRecordOf,
  translationOf,
  writeAtomically,
  writeRecord,
  writeTranslatedRecord,
  type Dirs,
} from '../../scripts/i18n/records';
import { saveProblems } from '../checks';
import { localeName, publishedOf } from './catalogue';
import { committed } from './git';
import { Refusal } from './refusal';

function englishText(dirs: Dirs, code: string, key: string): string {
  // English has every market's sections; another language, its own market's.
  const text = (code === 'en' ? englishOf(dirs) : englishOf(dirs, code)).get(key);
  if (text === undefined) throw new Refusal(`There is no text ${key} in ${localeName(code)}.`, 404);
  return text;
}

/** The messages of a locale's file, as they are on disk now. */
export const messagesOf = (dirs: Dirs, code: string): Messages =>
  code === 'en' ? englishOf(dirs) : translationOf(dirs, code).messages;

/**
 * Writes one text of one locale, once checkSave has passed, changing only that key of its file (in
 * English key order, the files' own format), from the file as it is now: a legal version announced
 * in between has written English's file. A translation is recorded as written against today's
 * English, and loses its review mark; an English text makes its translations stale.
 */
export function writeText(dirs: Dirs, { code, key, text }: TextChange) {
  const messages = messagesOf(dirs, code);
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

/**
 * Whatever saving `change` would refuse, thrown as a Refusal: a language or key the site lacks, an
 * empty text, one that could not be shown, or a file whose text changed on disk since the editor
 * loaded it (`base`).
 */
export function checkSave(dirs: Dirs, { code, key, text, base }: TextChange): void {
  if (code !== 'en' && !translated.includes(code)) throw new Refusal(`${code} is not a language of the site.`, 404);
  const english = englishText(dirs, code, key);
  const problems = saveProblems(english, text, code);
  if (problems.length) throw new Refusal(problems.map(inEnglish).join('; '), 422, { problems });
  const disk = messagesOf(dirs, code).get(key) ?? null;
  if (disk !== base)
    throw new Refusal('This text was changed on disk after you opened it.', 409, { disk, yours: text });
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
  const published = publishedOf(dirs, code);
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
    const before = committed<ReviewRecord>(dirs.records, `${folder}/${code}.json`) ?? {};
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

/**
 * What a mark ("Still correct", "Reviewed") needs: a translation that can be shown. A text that
 * cannot is refused with its problems as data, which the page says in its reader's language
 * (editor/ui/problems.ts).
 */
function markable(dirs: Dirs, { code, key }: { code: string; key: string }) {
  const text = translationOf(dirs, code).messages.get(key);
  if (text === undefined) throw new Refusal(`${key} is not translated into ${localeName(code)} yet.`);
  const problems = saveProblems(englishText(dirs, code, key), text, code);
  if (problems.length) throw new Refusal(problems.map(inEnglish).join('; '), 422, { problems });
}

/** "Still correct": the translation stands for today's English as it is, without a change of text. */
export function confirmText(dirs: Dirs, { code, key }: { code: string; key: string }) {
  markable(dirs, { code, key });
  markTranslated(dirs, code, key);
}

/** "Reviewed": a second reader vouches for the translation against today's English. */
export function reviewText(dirs: Dirs, { code, key }: { code: string; key: string }) {
  markable(dirs, { code, key });
  const { refused } = markLocaleReviewed(dirs, code, [key]);
  if (refused.length) throw new Refusal(refused.join('; '));
}
