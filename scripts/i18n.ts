/**
 * `npm run i18n`: the translators' loop (docs/editors.md#translating).
 *
 *   npm run i18n                                  status of every translation; fails on any problem
 *   npm run i18n -- --export de [--out FILE]      the texts de needs, as XLIFF 2.0 for a translator
 *   npm run i18n -- --export all                  the same for every language that needs any
 *   npm run i18n -- --import FILE                 a translated file back into messages/, reviewed
 *   npm run i18n -- --reviewed de [KEY…]          a translation checked by a person, as it stands
 *   npm run i18n -- --prune                       drop keys that English no longer has
 *   npm run i18n -- --editor …                    the same for the editor's own texts (editor/messages/)
 *
 * `i18n/reviewed/{locale}.json` records, per key, a short hash of the English text each
 * translation was last reviewed against; a key whose English has changed since is stale.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import {
  englishErrors,
  importProblems,
  keysToTranslate,
  localeStatus,
  problemCount,
  pruned,
  withImported,
  type LocaleStatus,
  type Messages,
  type ReviewRecord,
} from './i18n/catalog';
import {
  englishOf,
  markLocaleReviewed,
  projectDirs,
  sameAsEnglishOf,
  translated,
  translatedRecordOf,
  translationOf,
  writeTranslatedRecord,
  writeTranslation,
  type Dirs,
} from './i18n/records';
import { defaultLocale } from '../lib/i18n/locales';
import { markets, sectionParts } from '../lib/markets';
import { fromXliff, toXliff, XliffError, type OutgoingUnit } from './i18n/xliff';
import { editorDirs } from '../editor/texts';

export interface Output {
  log(line: string): void;
  error(line: string): void;
}

/** Paths as a person would type them: relative to the working directory when inside it. */
function shown(file: string) {
  const relative = path.relative(process.cwd(), file);
  return relative.startsWith('..') ? path.resolve(file) : relative || '.';
}

// Status

const defaultExport = (dirs: Dirs, code: string) => path.join(dirs.translations, `${code}.xlf`);

const kinds = [
  ['missing', 'missing, not translated yet'],
  ['sameAsEnglish', 'still in English'],
  ['stale', 'stale, English changed since the translation was reviewed (or it never was)'],
  ['icu', 'placeholders, tags, plurals or syntax differ from English'],
  ['extra', 'extra, English no longer has them'],
] as const;

/**
 * The commands that fix the problems of every locale, each said once for all of them (the locales
 * it applies to named where it helps), not once per locale.
 */
function fixes(dirs: Dirs, statuses: LocaleStatus[]): string[] {
  const i18n = dirs === editorDirs ? 'npm run i18n -- --editor' : 'npm run i18n --';
  const codes = (having: (s: LocaleStatus) => boolean) => statuses.filter(having).map((s) => s.code);
  const toTranslate = codes((s) => s.missing.length + s.sameAsEnglish.length + s.stale.length + s.icu.size > 0);
  const stale = statuses.filter((s) => s.stale.length);
  const lines: string[] = [];
  if (toTranslate.length === 1) {
    const file = shown(defaultExport(dirs, toTranslate[0]));
    lines.push(`${i18n} --export ${toTranslate[0]}, have ${file} translated, then ${i18n} --import ${file}`);
  } else if (toTranslate.length) {
    const file = shown(defaultExport(dirs, 'LANG'));
    lines.push(
      `${i18n} --export all writes a file for each of ${toTranslate.join(', ')} (${file}); have each ` +
        `translated, then ${i18n} --import ${file} for each file that comes back`,
    );
  }
  if (codes((s) => s.sameAsEnglish.length > 0).length) {
    lines.push(
      `text rightly the same as English: add its key, with the reason, to ${shown(path.join(dirs.records, 'same-as-english.json'))}`,
    );
  }
  if (stale.length) {
    // A long list is better named once, above, than pasted into one huge command.
    const [{ code, stale: keys }] = stale;
    const example = `${i18n} --reviewed ${code} ${keys.length <= 5 ? keys.join(' ') : keys[0]}`;
    lines.push(
      stale.length === 1 && keys.length <= 5
        ? `translation checked and still right: ${example}`
        : `translation checked and still right: ${i18n} --reviewed LANG KEY… (the stale keys above; ` +
            `no KEY: every key of LANG), such as ${example}`,
    );
  }
  if (codes((s) => s.icu.size > 0).length) {
    lines.push(`or correct ${shown(dirs.messages)}/LANG.json by hand, then ${i18n} --reviewed LANG KEY`);
  }
  if (codes((s) => s.extra.length > 0).length) lines.push(`${i18n} --prune`);
  return lines;
}

function localeReport(s: LocaleStatus): string[] {
  const count = problemCount(s);
  if (!count) return [`${s.code}  ok`];
  const lines = [`${s.code}  ${count} problem${count > 1 ? 's' : ''}`];
  for (const [kind, title] of kinds) {
    const keys = kind === 'icu' ? [...s.icu].map(([key, problems]) => `${key}: ${problems.join('; ')}`) : s[kind];
    if (keys.length) lines.push(`  ${title} (${keys.length}):`, ...keys.map((key) => `    ${key}`));
  }
  return lines;
}

/**
 * Each market's own sections (lib/markets.ts) against the English source: a section its law asks
 * for that English lacks, or a `Markets` text no market declares.
 */
function marketKeyProblems(english: Messages): string[] {
  const declared = Object.entries(markets).flatMap(([market, { sections }]) =>
    sections.flatMap((section) => sectionParts(section).map((part) => `Markets.${market}.${section.id}.${part}`)),
  );
  const present = [...english.keys()].filter((key) => key.startsWith('Markets.'));
  return [
    ...declared.filter((key) => !english.has(key)).map((key) => `${key}: missing, and the market's law asks for it`),
    ...present.filter((key) => !declared.includes(key)).map((key) => `${key}: no market declares it`),
  ];
}

function status(dirs: Dirs, out: Output): number {
  const english = englishOf(dirs);
  const broken = englishErrors(english);
  const allowed = sameAsEnglishOf(dirs);
  const statuses = translated.map((code) => localeStatus(englishOf(dirs, code), translationOf(dirs, code), allowed));
  out.log(`${english.size} English texts; translations checked against ${shown(path.join(dirs.records, 'reviewed'))}/`);
  if (broken.size) {
    out.log(
      `en  ${broken.size} English text${broken.size > 1 ? 's do' : ' does'} not parse (correct messages/en.json):`,
    );
    for (const [key, error] of broken) out.log(`    ${key}: ${error}`);
  }
  // The markets' own sections belong to the site's texts alone.
  const undeclared = dirs === editorDirs ? [] : marketKeyProblems(english);
  if (undeclared.length) {
    out.log(
      `en  ${undeclared.length} market section${undeclared.length > 1 ? 's' : ''} out of line with lib/markets.ts:`,
    );
    for (const line of undeclared) out.log(`    ${line}`);
  }
  for (const s of statuses) for (const line of localeReport(s)) out.log(line);
  const [first, ...rest] = fixes(dirs, statuses);
  if (first) out.log(['\nTo fix:', `  ${first}`, ...rest.map((line) => `  ${line}`)].join('\n'));
  const total = broken.size + undeclared.length + statuses.reduce((sum, s) => sum + problemCount(s), 0);
  if (total) out.error(`\n${total} translation problem${total > 1 ? 's' : ''}.`);
  else out.log('All translations complete, reviewed against today’s English and valid.');
  return total ? 1 : 0;
}

// Commands

function checkLocale(code: string | undefined, out: Output): code is string {
  if (code && translated.includes(code)) return true;
  out.error(
    `"${code ?? ''}" is not a translated locale of the site (${translated.join(', ')}); English is the source.`,
  );
  return false;
}

function reviewed(dirs: Dirs, code: string, keys: string[], out: Output): number {
  const { refused, marked } = markLocaleReviewed(dirs, code, keys);
  if (refused.length) {
    out.error(`Nothing marked: ${refused.length} key${refused.length > 1 ? 's' : ''} cannot be marked reviewed:`);
    for (const line of refused) out.error(`  ${line}`);
    return 1;
  }
  out.log(
    `${code}: ${marked.length} translation${marked.length === 1 ? '' : 's'} marked reviewed against today’s English.`,
  );
  return 0;
}

function reasonFor(s: LocaleStatus, key: string, record: ReviewRecord): string {
  if (s.missing.includes(key)) return 'new: not translated yet';
  if (s.icu.has(key)) return `to correct: ${s.icu.get(key)!.join('; ')}`;
  if (s.sameAsEnglish.includes(key)) return 'still in English';
  return key in record ? 'English changed since this translation was reviewed' : 'never reviewed';
}

/** The XLIFF 2.0 file of the texts a locale needs, with how many; none when it needs nothing. */
export function xliffOf(dirs: Dirs, code: string): { text: string; count: number } | null {
  const english = englishOf(dirs, code);
  const translation = translationOf(dirs, code);
  const s = localeStatus(english, translation, sameAsEnglishOf(dirs));
  const units: OutgoingUnit[] = keysToTranslate(english, s).map((key) => ({
    key,
    source: english.get(key)!,
    target: translation.messages.get(key) ?? '',
    reason: reasonFor(s, key, translation.reviewed),
  }));
  return units.length ? { text: toXliff(code, units), count: units.length } : null;
}

/** Writes the XLIFF file of the texts a locale needs; gives the number of files written (0 or 1). */
function exportFile(dirs: Dirs, code: string, file: string, out: Output): number {
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

/** Why a translator's file is refused: the file as a whole, or a unit of it by line and key. */
export interface ImportProblem {
  line?: number;
  key?: string;
  problem: string;
}

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

function importFile(dirs: Dirs, file: string, out: Output): number {
  if (!existsSync(file)) {
    out.error(`No file ${file}.`);
    return 1;
  }
  const result = importXliff(dirs, readFileSync(file, 'utf8'));
  if (!result.ok) {
    const [{ line, key, problem }] = result.problems;
    if (key === undefined) {
      out.error(`${shown(file)}${line ? `:${line}` : ''}: ${problem}. Nothing imported.`);
      return 1;
    }
    const count = result.problems.length;
    out.error(`${shown(file)} refused, nothing imported: ${count} problem${count > 1 ? 's' : ''}.`);
    for (const unit of result.problems) out.error(`  ${shown(file)}:${unit.line}: ${unit.key}: ${unit.problem}`);
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

function prune(dirs: Dirs, out: Output): number {
  for (const code of translated) {
    const english = englishOf(dirs, code);
    const translation = translationOf(dirs, code);
    const extra = localeStatus(english, translation, {}).extra;
    // What the editor recorded as translated goes with the text (i18n/translated/).
    const against = translatedRecordOf(dirs, code);
    const stale = Object.keys(against).filter((key) => !english.has(key));
    if (stale.length) {
      for (const key of stale) delete against[key];
      writeTranslatedRecord(dirs, code, against);
    }
    if (!extra.length) continue;
    writeTranslation(dirs, english, pruned(english, translation));
    out.log(`${code}: removed ${extra.join(', ')}`);
  }
  return 0;
}

const usage = `Usage:
  npm run i18n                               status of every translation
  npm run i18n -- --export LOCALE [--out FILE]
  npm run i18n -- --export all
  npm run i18n -- --import FILE
  npm run i18n -- --reviewed LOCALE [KEY ...]
  npm run i18n -- --prune
  npm run i18n -- --editor …   (any of the above, on the editor's own texts)`;

/** Runs one command on `dirs` (tests pass a temporary copy of messages/ and i18n/); returns the exit code. */
export function run(args: readonly string[], dirs: Dirs = projectDirs, out: Output = console): number {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...args],
      allowPositionals: true,
      options: {
        export: { type: 'string' },
        out: { type: 'string' },
        import: { type: 'string' },
        reviewed: { type: 'string' },
        prune: { type: 'boolean' },
        editor: { type: 'boolean' },
      },
    });
  } catch (error) {
    out.error(`${(error as Error).message}\n${usage}`);
    return 2;
  }
  const { values, positionals } = parsed;
  // The editor's own texts (editor/messages/) are a catalogue of their own: --editor works on it.
  if (values.editor) dirs = editorDirs;
  const commands = [values.export, values.import, values.reviewed, values.prune].filter((v) => v !== undefined);
  const stray = (positionals.length && values.reviewed === undefined) || (values.out && values.export === undefined);
  if (commands.length > 1 || stray) {
    out.error(usage);
    return 2;
  }
  if (values.export === 'all') {
    if (values.out !== undefined) {
      out.error('--out names one file: give it with one language (--export de --out FILE).');
      return 2;
    }
    const written = translated.reduce((sum, code) => sum + exportFile(dirs, code, defaultExport(dirs, code), out), 0);
    if (written)
      out.log(`When a translation comes back: npm run i18n -- --import ${shown(defaultExport(dirs, 'LANG'))}`);
    return 0;
  }
  if (values.export !== undefined) {
    if (!checkLocale(values.export, out)) return 1;
    const file = values.out ?? defaultExport(dirs, values.export);
    if (exportFile(dirs, values.export, file, out)) {
      out.log(`When the translation comes back: npm run i18n -- --import ${shown(file)}`);
    }
    return 0;
  }
  if (values.import !== undefined) return importFile(dirs, values.import, out);
  if (values.reviewed !== undefined) {
    return checkLocale(values.reviewed, out) ? reviewed(dirs, values.reviewed, positionals, out) : 1;
  }
  if (values.prune) return prune(dirs, out);
  if (dirs !== projectDirs) return status(dirs, out);
  // Both catalogues: the site's, then the editor's, each with its own commands.
  const site = status(dirs, out);
  out.log(`\nThe editor’s own texts (npm run i18n -- --editor …):`);
  return Math.max(site, status(editorDirs, out));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) process.exitCode = run(process.argv.slice(2));
