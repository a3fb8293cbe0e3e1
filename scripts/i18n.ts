/**
 * `npm run i18n`: the translators' loop (docs/editors.md#translating).
 *
 *   npm run i18n                                  status of every translation; fails on what blocks a publish
 *   npm run i18n -- --strict                      the same, and fails on any text behind too (npm test)
 *   npm run i18n -- --export de [--out FILE]      the texts de needs, as XLIFF 2.0 for a translator
 *   npm run i18n -- --export all                  the same for every language that needs any
 *   npm run i18n -- --import FILE                 a translated file back into messages/, reviewed
 *   npm run i18n -- --reviewed de [KEY…]          a translation checked by a person, as it stands
 *   npm run i18n -- --prune                       drop keys that English no longer has
 *   npm run i18n -- --editor …                    the same for the editor's own texts (editor/messages/)
 *
 * `i18n/reviewed/{locale}.json` records, per key, a short hash of the English text each
 * translation was last reviewed against, and `i18n/translated/` the one the editor saved it against;
 * a key whose English has changed since both is stale. A legal text behind, a missing text, or one
 * that cannot be shown blocks a publish; any other text behind is reported as publishable, unless
 * --strict or REQUIRE_ALL_TRANSLATIONS=on (./i18n/status.ts).
 */
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { localeStatus, pruned } from './i18n/catalog';
import {
  englishOf,
  markLocaleReviewed,
  projectDirs,
  translated,
  translatedRecordOf,
  translationOf,
  writeTranslatedRecord,
  writeTranslation,
  type Dirs,
} from './i18n/records';
import { defaultExport, requiresAllTranslations, shown, statusReport, type Output } from './i18n/status';
import { exportFile, importFile } from './i18n/transfer';
import { editorDirs } from '../editor/uiTexts';

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
  npm run i18n -- --strict     (the status, failing on any text behind too)
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
        strict: { type: 'boolean' },
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
  // Both catalogues: the site's, then the editor's, each with its own commands.
  return statusReport(dirs, out, { strict: values.strict || requiresAllTranslations(process.env) });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) process.exitCode = run(process.argv.slice(2));
