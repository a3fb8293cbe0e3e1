/**
 * The lists of the site's pages in the editor: the FAQ's questions, the policy's and the terms'
 * sections, the home page's steps and features. Each page shows the entries of its list in the
 * order of messages/en.json (lib/pages/lists.ts), so adding or moving an entry is a change to
 * English alone; the other languages then lack the new entry until it is translated. Removing one
 * removes its texts from every language, and their records (docs/editors.md#the-editor).
 */
import path from 'node:path';
import type { LegalText } from '../../lib/legal/texts';
import { LIST_KEYS, namedEntries } from '../../lib/pages/lists';
import { toJson, toTree, type Messages } from '../../scripts/i18n/catalog';
import { syntaxProblem } from '../../scripts/i18n/icu';
import { inEnglish } from '../../scripts/i18n/problems';
import {
  englishOf,
  sameAsEnglishOf,
  translated,
  translatedRecordOf,
  translationOf,
  writeAtomically,
  writeTranslatedRecord,
  writeSameAsEnglish,
  writeTranslation,
  type Dirs,
} from '../../scripts/i18n/records';
import { Refusal } from './refusal';

export interface List {
  /** Where its entries are: `Faq.items`. */
  list: string;
  /** Its entries' names, in order. */
  items: string[];
  /** The texts each entry has: `question`, `answer`. */
  fields: string[];
  /** The legal text it is part of, whose versions a change of substance makes. */
  legal?: LegalText;
  /** The entries the site's code names (lib/pages/lists.ts): their texts change, they stay. */
  fixed: string[];
}

const legalOf: Partial<Record<string, LegalText>> = { 'Terms.sections': 'terms', 'Privacy.sections': 'privacy' };

/** An entry's keys: `{list}.{item}.{field}`. */
const itemOf = (list: string, key: string) =>
  key.startsWith(`${list}.`) ? key.slice(list.length + 1).split('.')[0] : null;

function listOf(english: Messages, list: string): List {
  const keys = [...english.keys()];
  const items = [...new Set(keys.map((key) => itemOf(list, key)).filter((item): item is string => item !== null))];
  const first = `${list}.${items[0]}.`;
  const fields = keys.filter((key) => key.startsWith(first)).map((key) => key.slice(first.length));
  const fixed = (namedEntries()[list as keyof ReturnType<typeof namedEntries>] ?? []).filter((item) =>
    items.includes(item),
  );
  return { list, items, fields, fixed, ...(legalOf[list] ? { legal: legalOf[list] } : {}) };
}

/** Every list, as English has it now. */
export function listsOf(dirs: Dirs): List[] {
  const english = englishOf(dirs);
  return LIST_KEYS.map((list) => listOf(english, list));
}

/** A list the editor changes, or a refusal. */
export function knownList(dirs: Dirs, list: string): List {
  if (!(LIST_KEYS as readonly string[]).includes(list)) throw new Refusal(`${list} is no list of the site.`, 404);
  return listOf(englishOf(dirs), list);
}

/** Writes English as given: the file's format, keys in their order. */
export const writeEnglish = (dirs: Dirs, english: Messages) =>
  writeAtomically(path.join(dirs.messages, 'en.json'), toJson(toTree(english, english)));

/** English with the list's entries in `order` (an entry left out goes), where its first entry was. */
function reordered(english: Messages, list: string, order: readonly string[]): Messages {
  const all = [...english];
  const first = all.findIndex(([key]) => itemOf(list, key) !== null);
  const others = (entries: [string, string][]) => entries.filter(([key]) => itemOf(list, key) === null);
  const items = order.flatMap((item) => all.filter(([key]) => itemOf(list, key) === item));
  return new Map([...others(all.slice(0, first)), ...items, ...others(all.slice(first))]);
}

/** What adding an entry refuses, thrown; else the English with it, after `after` (or at the end). */
export function withEntry(
  dirs: Dirs,
  { list, item, after, texts }: { list: string; item: string; after: string | null; texts: Record<string, unknown> },
): Messages {
  const { items, fields } = knownList(dirs, list);
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(item))
    throw new Refusal('Name the entry with lowercase letters and digits, words joined by hyphens: what-it-costs.');
  if (items.includes(item)) throw new Refusal(`${list} has an entry ${item} already.`);
  if (after !== null && !items.includes(after)) throw new Refusal(`${list} has no entry ${after}.`, 404);
  const added: Messages = new Map();
  for (const field of fields) {
    const text = texts[field];
    if (typeof text !== 'string' || !text.trim()) throw new Refusal(`Write its ${field}.`);
    const problem = syntaxProblem(text);
    if (problem) throw new Refusal(`${field}: ${inEnglish(problem)}`, 422, { problems: [problem] });
    added.set(`${list}.${item}.${field}`, text);
  }
  const english = englishOf(dirs);
  const order = [...items];
  order.splice(after === null ? order.length : order.indexOf(after) + 1, 0, item);
  return reordered(new Map([...english, ...added]), list, order);
}

/** What removing an entry refuses, thrown; else the English without it. */
export function withoutEntry(dirs: Dirs, { list, item }: { list: string; item: string }): Messages {
  const { items } = knownList(dirs, list);
  if (!items.includes(item)) throw new Refusal(`${list} has no entry ${item}.`, 404);
  if (namedEntries()[list as keyof ReturnType<typeof namedEntries>]?.includes(item))
    throw new Refusal(`The site's code names ${item} (lib/pages/lists.ts): it stays, and its texts can change.`);
  if (items.length === 1) throw new Refusal(`${item} is the last entry of ${list}: a list keeps one at least.`);
  return reordered(
    englishOf(dirs),
    list,
    items.filter((i) => i !== item),
  );
}

/**
 * Removes a removed entry's texts from every other language, with what the review records, the
 * editor's record and the record of texts rightly as in English hold of them: no language keeps an entry the page no longer has, and no terminal
 * command is needed to tidy it.
 */
export function removeFromTranslations(dirs: Dirs, { list, item }: { list: string; item: string }): void {
  const prefix = `${list}.${item}.`;
  const of = (keys: Iterable<string>) => [...keys].filter((key) => key.startsWith(prefix));
  for (const code of translated) {
    const translation = translationOf(dirs, code);
    const gone = of([...translation.messages.keys(), ...Object.keys(translation.reviewed)]);
    if (gone.length) {
      for (const key of gone) {
        translation.messages.delete(key);
        delete translation.reviewed[key];
      }
      writeTranslation(dirs, englishOf(dirs, code), translation);
    }
    const record = translatedRecordOf(dirs, code);
    const recorded = of(Object.keys(record));
    if (recorded.length) {
      for (const key of recorded) delete record[key];
      writeTranslatedRecord(dirs, code, record);
    }
  }
  // Nor does a later entry of the same name inherit a text's leave to read as English does.
  const same = sameAsEnglishOf(dirs);
  const exempted = Object.entries(same).filter(([, keys]) => of(Object.keys(keys)).length);
  if (exempted.length) {
    for (const [, keys] of exempted) for (const key of of(Object.keys(keys))) delete keys[key];
    writeSameAsEnglish(dirs, same);
  }
}

/** What moving an entry one place up (-1) or down (1) refuses, thrown; else the English with it moved. */
export function withEntryMoved(dirs: Dirs, { list, item, by }: { list: string; item: string; by: number }): Messages {
  const { items } = knownList(dirs, list);
  const from = items.indexOf(item);
  if (from < 0) throw new Refusal(`${list} has no entry ${item}.`, 404);
  const to = from + by;
  if ((by !== 1 && by !== -1) || to < 0 || to >= items.length) throw new Refusal(`${item} cannot move there.`);
  const order = [...items];
  order.splice(to, 0, ...order.splice(from, 1));
  return reordered(englishOf(dirs), list, order);
}
