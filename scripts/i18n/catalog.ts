import { createHash } from 'node:crypto';
import { icuProblems, syntaxProblem } from './icu';
import { inEnglish, type TextProblem } from './problems';
import { typographyProblems } from './typography';

/**
 * The translators' bookkeeping, as pure functions over parsed files: which keys of a locale are
 * missing, left in English, stale (English changed since the translation was reviewed) or broken
 * (placeholders, tags, plurals). `scripts/i18n.ts` reads and writes the files.
 */

export type Tree = { [key: string]: string | Tree };
/** Messages by dotted key (`Faq.items.cost.answer`), in file order. */
export type Messages = Map<string, string>;
/** What each translation was last reviewed against: key → {@link englishHash} of the English text. */
export type ReviewRecord = Record<string, string>;
/**
 * Texts that are rightly the same as in English, each with the reason a person checked:
 * `"*"` for every language (the brand name), or a locale code (words French shares with English).
 */
export type SameAsEnglish = Record<string, Record<string, string>>;

export interface Translation {
  readonly code: string;
  readonly messages: Messages;
  readonly reviewed: ReviewRecord;
}

export function flatten(tree: Tree, prefix = ''): Messages {
  const messages: Messages = new Map();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') messages.set(prefix + key, value);
    else for (const entry of flatten(value, `${prefix}${key}.`)) messages.set(...entry);
  }
  return messages;
}

/**
 * The nested file for `messages`, keys in English order so that a rewritten file differs from the
 * old one only where texts changed; keys English lacks stay, after the others.
 */
export function toTree(messages: Messages, english: Messages): Tree {
  const tree: Tree = {};
  const order = [...english.keys(), ...[...messages.keys()].filter((key) => !english.has(key))];
  for (const key of order.filter((k) => messages.has(k))) {
    const path = key.split('.');
    let node = tree;
    for (const part of path.slice(0, -1)) node = (node[part] ??= {}) as Tree;
    node[path[path.length - 1]] = messages.get(key)!;
  }
  return tree;
}

/** 2-space JSON with a final newline, non-ASCII as is: the format of every file under messages/. */
export const toJson = (value: unknown) => JSON.stringify(value, null, 2) + '\n';

/** Short enough to read in a diff, long enough that two English texts never share one by chance. */
export const englishHash = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 10);

/**
 * The record after marking `marks` (key → hash reviewed against), in English key order. Keys
 * that English or the translation no longer has are dropped.
 */
function recordWith(english: Messages, messages: Messages, previous: ReviewRecord, marks: ReviewRecord) {
  const record: ReviewRecord = {};
  for (const key of english.keys()) {
    const hash = marks[key] ?? previous[key];
    if (messages.has(key) && hash) record[key] = hash;
  }
  return record;
}

export interface LocaleStatus {
  readonly code: string;
  /** Keys English has and the translation lacks. */
  readonly missing: string[];
  /** Keys of the translation or its record that English no longer has. */
  readonly extra: string[];
  /** Texts left in English (not on the reviewed list of {@link SameAsEnglish}). */
  readonly sameAsEnglish: string[];
  /**
   * Translations written against an English text that has changed since (or against none we know
   * of): neither reviewed nor saved in the editor against today's English.
   */
  readonly stale: string[];
  /** Translations saved in the editor against today's English that no second reader has marked reviewed yet. */
  readonly unreviewed: string[];
  /**
   * What must be corrected in the text as written, by key: placeholder, tag, plural or syntax
   * problems, and spacing the language's typography asks for (./typography.ts).
   */
  readonly icu: Map<string, TextProblem[]>;
}

/** A text with no run of three letters (a number, a symbol) is not language, so it may match English. */
export const looksLikeLanguage = (text: string) => /\p{L}{3}/u.test(text);

/** Whether a person checked that a key's text is rightly the same as English in `code`. */
export function isAllowedSame(list: SameAsEnglish, code: string, key: string) {
  return key in (list['*'] ?? {}) || key in (list[code] ?? {});
}

export function localeStatus(
  english: Messages,
  translation: Translation,
  allowed: SameAsEnglish,
  /** What the editor recorded each translation as written against (i18n/translated/). */
  written: ReviewRecord = {},
): LocaleStatus {
  const { code, messages, reviewed } = translation;
  const current = ([key, text]: [string, string]) => reviewed[key] === englishHash(text);
  const present = [...english].filter(([key]) => messages.has(key));
  const icu = new Map<string, TextProblem[]>();
  for (const [key, text] of present) {
    // An English text that does not parse is reported once, for English, not for every locale.
    const translated = messages.get(key)!;
    const problems = syntaxProblem(text)
      ? []
      : [...icuProblems(text, translated, code), ...typographyProblems(translated, code)];
    if (problems.length) icu.set(key, problems);
  }
  return {
    code,
    missing: [...english.keys()].filter((key) => !messages.has(key)),
    extra: [...new Set([...messages.keys(), ...Object.keys(reviewed)])].filter((key) => !english.has(key)),
    sameAsEnglish: present
      .filter(([key, text]) => messages.get(key) === text && looksLikeLanguage(text))
      .filter(([key]) => !isAllowedSame(allowed, code, key))
      .map(([key]) => key),
    stale: present.filter((pair) => !current(pair) && written[pair[0]] !== englishHash(pair[1])).map(([key]) => key),
    unreviewed: present
      .filter((pair) => !current(pair) && written[pair[0]] === englishHash(pair[1]))
      .map(([key]) => key),
    icu,
  };
}

/** English texts that do not parse, by key: no translation can be checked against them. */
export function englishErrors(english: Messages): Map<string, string> {
  const errors = new Map<string, string>();
  for (const [key, text] of english) {
    const error = syntaxProblem(text);
    if (error) errors.set(key, inEnglish(error));
  }
  return errors;
}

export const problemCount = (s: LocaleStatus) =>
  s.missing.length + s.extra.length + s.sameAsEnglish.length + s.stale.length + s.unreviewed.length + s.icu.size;

/** The keys a translator should see, in English order: everything a new translation would fix. */
export function keysToTranslate(english: Messages, status: LocaleStatus): string[] {
  const wanted = new Set([...status.missing, ...status.stale, ...status.sameAsEnglish, ...status.icu.keys()]);
  return [...english.keys()].filter((key) => wanted.has(key));
}

/**
 * Marks `keys` (all keys the translation has, when none are given) as reviewed against today's
 * English. Refuses, naming each, keys English lacks, keys not translated yet and translations
 * with ICU problems: a record must never vouch for a text that cannot be shown.
 */
export function markReviewed(english: Messages, translation: Translation, keys?: readonly string[]) {
  const { code, messages, reviewed } = translation;
  const chosen = keys?.length ? keys : [...english.keys()].filter((key) => messages.has(key));
  const refused: string[] = [];
  const marks: ReviewRecord = {};
  for (const key of chosen) {
    const text = english.get(key);
    const translated = messages.get(key);
    const problems = text !== undefined && translated !== undefined ? icuProblems(text, translated, code) : [];
    if (text === undefined) refused.push(`${key}: English has no such key`);
    else if (translated === undefined) refused.push(`${key}: not translated into ${code} yet`);
    else if (problems.length) refused.push(`${key}: ${problems.map(inEnglish).join('; ')}`);
    else marks[key] = englishHash(text);
  }
  return { refused, marked: Object.keys(marks), record: recordWith(english, messages, reviewed, marks) };
}

/** The translation without the keys English no longer has, in its file and in its record. */
export function pruned(english: Messages, translation: Translation): Translation {
  const messages: Messages = new Map([...translation.messages].filter(([key]) => english.has(key)));
  return { ...translation, messages, reviewed: recordWith(english, messages, translation.reviewed, {}) };
}

/** A translated unit read back from a translator's file. */
export interface IncomingUnit {
  readonly key: string;
  /** The English the translator saw. */
  readonly source: string;
  /** Empty while the translator has not done it yet. */
  readonly target: string;
  readonly line: number;
}

/**
 * Every reason to refuse a translator's file, with the line of the unit: keys English lacks, keys
 * given twice, translations that could not be shown.
 */
export function importProblems(english: Messages, code: string, units: readonly IncomingUnit[]) {
  const seen = new Set<string>();
  return units.flatMap(({ key, target, line }) => {
    const problems: TextProblem[] = !english.has(key)
      ? [{ kind: 'keyNotInEnglish' }]
      : seen.has(key)
        ? [{ kind: 'givenTwice' }]
        : target
          ? icuProblems(english.get(key)!, target, code)
          : [];
    seen.add(key);
    return problems.map((problem) => ({ line, key, problem }));
  });
}

/**
 * The translation with the file's translated units in place and marked reviewed against the
 * English the translator saw: a unit exported before English changed again stays stale.
 * Units with an empty target are left as they were.
 */
export function withImported(english: Messages, translation: Translation, units: readonly IncomingUnit[]) {
  const done = units.filter((unit) => unit.target);
  const messages: Messages = new Map(translation.messages);
  const marks: ReviewRecord = {};
  for (const { key, source, target } of done) {
    messages.set(key, target);
    marks[key] = englishHash(source);
  }
  return {
    translation: { ...translation, messages, reviewed: recordWith(english, messages, translation.reviewed, marks) },
    imported: done.map((unit) => unit.key),
    untranslated: units.filter((unit) => !unit.target).map((unit) => unit.key),
    olderEnglish: done.filter((unit) => unit.source !== english.get(unit.key)).map((unit) => unit.key),
  };
}
