/**
 * The translators' files (docs/editors.md#translating): the XLIFF 2.0 file of what a language needs,
 * and a translated file taken back, all in or nothing. `npm run i18n -- --export/--import` and the
 * editor's download and upload use it.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  importProblems,
  keysToTranslate,
  localeStatus,
  withImported,
  type LocaleStatus,
  type ReviewRecord,
} from './catalog';
import {
  englishOf,
  sameAsEnglishOf,
  translated,
  translatedRecordOf,
  translationOf,
  writeTranslation,
  type Dirs,
} from './records';
import { defaultLocale } from '../../lib/i18n/locales';
import { fromXliff, toXliff, XliffError, type OutgoingUnit } from './xliff';
import { shown, type Output } from './status';
import { inEnglish, type TextProblem } from './problems';

function reasonFor(s: LocaleStatus, key: string, record: ReviewRecord): string {
  if (s.missing.includes(key)) return 'new: not translated yet';
  if (s.icu.has(key)) return `to correct: ${s.icu.get(key)!.map(inEnglish).join('; ')}`;
  if (s.sameAsEnglish.includes(key)) return 'still in English';
  return key in record ? 'English changed since this translation was reviewed' : 'never reviewed';
}

/** The XLIFF 2.0 file of the texts a locale needs, with how many; none when it needs nothing. */
export function xliffOf(dirs: Dirs, code: string): { text: string; count: number } | null {
  const english = englishOf(dirs, code);
  const translation = translationOf(dirs, code);
  // A text saved in the editor against today's English needs a second reader, not a translator.
  const s = localeStatus(english, translation, sameAsEnglishOf(dirs), translatedRecordOf(dirs, code));
  const units: OutgoingUnit[] = keysToTranslate(english, s).map((key) => ({
    key,
    source: english.get(key)!,
    target: translation.messages.get(key) ?? '',
    reason: reasonFor(s, key, translation.reviewed),
  }));
  return units.length ? { text: toXliff(code, units), count: units.length } : null;
}

/** Writes the XLIFF file of the texts a locale needs; gives the number of files written (0 or 1). */
export function exportFile(dirs: Dirs, code: string, file: string, out: Output): number {
  const xliff = xliffOf(dirs, code);
  if (!xliff) {
    out.log(`${code}: nothing to translate.`);
    return 0;
  }
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, xliff.text);
  out.log(`${code}: ${xliff.count} text${xliff.count > 1 ? 's' : ''} to translate written to ${shown(file)}.`);
  return 1;
}

/**
 * Why a translator's file is refused: the file as a whole, in words, or a unit of it by line and key,
 * as data (./problems.ts), which the editor says in its reader's language.
 */
export type ImportProblem = { line?: number; problem: string } | { line: number; key: string; problem: TextProblem };

/**
 * A translator's XLIFF file taken into messages/, its translations marked reviewed, or every reason
 * to refuse it (then nothing is written).
 */
export function importXliff(
  dirs: Dirs,
  text: string,
):
  | { ok: false; problems: ImportProblem[] }
  | ({ ok: true; code: string } & Omit<ReturnType<typeof withImported>, 'translation'>) {
  const refuse = (...problems: ImportProblem[]) => ({ ok: false as const, problems });
  let parsed: ReturnType<typeof fromXliff>;
  try {
    parsed = fromXliff(text);
  } catch (error) {
    if (!(error instanceof XliffError)) throw error;
    return refuse({ line: error.line, problem: error.message });
  }
  const { srcLang, trgLang: code, units } = parsed;
  if (srcLang !== defaultLocale) return refuse({ problem: `the source language is "${srcLang}", not English (en)` });
  if (!code || !translated.includes(code))
    return refuse({ problem: `"${code ?? ''}" is not a translated locale of the site (${translated.join(', ')})` });
  const english = englishOf(dirs, code);
  const problems = importProblems(english, code, units);
  if (problems.length) return refuse(...problems);
  const { translation, ...result } = withImported(english, translationOf(dirs, code), units);
  writeTranslation(dirs, english, translation);
  return { ok: true, code, ...result };
}

export function importFile(dirs: Dirs, file: string, out: Output): number {
  if (!existsSync(file)) {
    out.error(`No file ${file}.`);
    return 1;
  }
  const result = importXliff(dirs, readFileSync(file, 'utf8'));
  if (!result.ok) {
    const [first] = result.problems;
    if (typeof first.problem === 'string') {
      out.error(`${shown(file)}${first.line ? `:${first.line}` : ''}: ${first.problem}. Nothing imported.`);
      return 1;
    }
    const count = result.problems.length;
    out.error(`${shown(file)} refused, nothing imported: ${count} problem${count > 1 ? 's' : ''}.`);
    for (const unit of result.problems)
      if ('key' in unit) out.error(`  ${shown(file)}:${unit.line}: ${unit.key}: ${inEnglish(unit.problem)}`);
    return 1;
  }
  const { code } = result;
  const count = result.imported.length;
  out.log(
    `${code}: ${count} translation${count === 1 ? '' : 's'} imported into messages/${code}.json, marked reviewed.`,
  );
  if (result.untranslated.length) {
    out.log(`Left as they were (no translation in the file): ${result.untranslated.join(', ')}`);
  }
  if (result.olderEnglish.length) {
    out.log(`Translated from an older English, so still stale (export again): ${result.olderEnglish.join(', ')}`);
  }
  return 0;
}
