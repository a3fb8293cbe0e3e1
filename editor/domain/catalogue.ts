/**
 * What the editor (`npm run edit`) shows: every English text with its translations, each with its
 * state, read from the translators' files with the code `npm run i18n` uses (scripts/i18n/records.ts,
 * scripts/i18n/catalog.ts, scripts/i18n/icu.ts). What changes them is editor/domain/changes.ts.
 */
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { printAST } from '@formatjs/icu-messageformat-parser/printer.js';
import {
  englishHash,
  flatten,
  isAllowedSame,
  looksLikeLanguage,
  type Messages,
  type Tree,
} from '../../scripts/i18n/catalog';
import { icuProblems, keptParts, syntaxProblem } from '../../scripts/i18n/icu';
import type { TextProblem } from '../../scripts/i18n/problems';
import { typographyProblems } from '../../scripts/i18n/typography';
import {
  englishOf,
  sameAsEnglishOf,
  translated,
  translatedRecordOf,
  translationOf,
  type Dirs,
} from '../../scripts/i18n/records';
import { everyLocale } from '../../lib/i18n/locales';
import type { LegalText } from '../../lib/legal/texts';
import { legalTextOf } from '../../lib/legalPages/documents';
import { announcedTexts, readPublished } from '../../scripts/legal/announce';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { committed, inGit } from './git';

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
  problems: TextProblem[];
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
  // As npm run i18n judges it (scripts/i18n/catalog.ts: localeStatus).
  const problems = syntaxProblem(english)
    ? []
    : [...icuProblems(english, text, code), ...typographyProblems(text, code)];
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

export const localeName = (code: string) => everyLocale.find((l) => l.code === code)?.nativeName ?? code;

/**
 * A locale's texts at the last commit, by key (what Undo goes back to); undefined where the texts are
 * not in git.
 */
export function publishedOf(dirs: Dirs, code: string, git = inGit(dirs.messages)): Messages | undefined {
  return git ? flatten(committed<Tree>(dirs.messages, `${code}.json`) ?? {}) : undefined;
}

const publishedText = (published: Messages | undefined, key: string) =>
  published === undefined ? undefined : (published.get(key) ?? null);

/** Every English text in file order, with each translated locale's cell where the locale carries it. */
export function readCatalogue(dirs: Dirs): Catalogue {
  const english = englishOf(dirs);
  const git = inGit(dirs.messages);
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
