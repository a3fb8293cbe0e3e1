/**
 * The report of `npm run i18n` (docs/editors.md#translating): every translation's state, what is
 * wrong with it and the commands that fix it, for the site's texts and the editor's own. The editor's
 * Check and Publish say it too (editor/domain/), text by text (./findings.ts).
 */
import path from 'node:path';
import { englishErrors, localeStatus, problemCount, type LocaleStatus, type Messages } from './catalog';
import { inEnglish } from './problems';
import {
  englishOf,
  projectDirs,
  sameAsEnglishOf,
  translated,
  translatedRecordOf,
  translationOf,
  type Dirs,
} from './records';
import { markets, sectionParts } from '../../lib/markets';
import { legalTextOf } from '../../lib/legalPages/documents';
import { editorDirs } from '../../editor/uiTexts';

export interface Output {
  log(line: string): void;
  error(line: string): void;
}

/** Paths as a person would type them: relative to the working directory when inside it. */
export function shown(file: string) {
  const relative = path.relative(process.cwd(), file);
  return relative.startsWith('..') ? path.resolve(file) : relative || '.';
}

// Status

/** Where `--export` writes a locale's file unless told. */
export const defaultExport = (dirs: Dirs, code: string) => path.join(dirs.translations, `${code}.xlf`);

export const kinds = [
  ['missing', 'missing, not translated yet'],
  ['sameAsEnglish', 'still in English'],
  ['stale', 'stale, English changed since the translation was written or reviewed (or it never was)'],
  ['unreviewed', 'translated against today’s English, not reviewed yet'],
  ['icu', 'to correct: placeholders, tags, plurals or syntax differ from English, or the spacing is wrong'],
  ['extra', 'extra, English no longer has them'],
] as const;

/**
 * Whether a text must be translated, current and reviewed in every language before a publish: the
 * legal texts (the terms, the privacy policy and the markets' own sections, the consents, the legal
 * notice, the consent banner) say what the site does and what the visitor agrees to, in the
 * visitor's language. Any other text may ship behind: a stale one keeps its last translation, one
 * still in English shows English.
 */
export function mustBeCurrent(key: string): boolean {
  return (
    legalTextOf(key) !== null ||
    // The legal notice, the markets' sections, the banner; what a new version changes, the versions' pages.
    /^(LegalNotice|Markets|Consent|LegalChanges|LegalVersions)\./.test(key) ||
    // The notices of a change, and the texts' own dates.
    /^(Site\.legalChange|Account\.notice)\./.test(key) ||
    /^(Terms|Privacy)\.(inForce|upcoming)$/.test(key) ||
    // What sign-up and the account screen ask the visitor to agree to, and what the contact form tells.
    /^Account\.(agreement|health)\./.test(key) ||
    /^Contact\.(transferConsent|privacy)/.test(key)
  );
}

/** How strictly the report judges: `strict` counts every text behind as a problem. */
export interface Judgement {
  strict?: boolean;
}

/**
 * A locale's status split in two: what blocks a publish (always: texts that cannot be shown, keys
 * English dropped; and legal texts behind), and what is behind but publishable. A text missing is
 * behind on the site's pages, which show English in its place or leave a new list entry out
 * (lib/i18n/fallback.ts); the editor's own screens have no such fallback, so there it blocks. Strict,
 * everything blocks.
 */
export function judged(
  s: LocaleStatus,
  { strict = false }: Judgement,
  dirs: Dirs,
): { problems: LocaleStatus; behind: LocaleStatus } {
  const blocks = (key: string) => strict || mustBeCurrent(key);
  const missingBlocks = (key: string) => dirs === editorDirs || blocks(key);
  const part = (keep: (key: string) => boolean): Pick<LocaleStatus, 'sameAsEnglish' | 'stale' | 'unreviewed'> => ({
    sameAsEnglish: s.sameAsEnglish.filter(keep),
    stale: s.stale.filter(keep),
    unreviewed: s.unreviewed.filter(keep),
  });
  return {
    problems: { ...s, ...part(blocks), missing: s.missing.filter(missingBlocks) },
    behind: {
      ...s,
      extra: [],
      icu: new Map(),
      ...part((key) => !blocks(key)),
      missing: s.missing.filter((key) => !missingBlocks(key)),
    },
  };
}

/**
 * The commands that fix the problems of every locale, each said once for all of them (the locales
 * it applies to named where it helps), not once per locale.
 */
function fixes(dirs: Dirs, statuses: LocaleStatus[]): string[] {
  const i18n = dirs === editorDirs ? 'npm run i18n -- --editor' : 'npm run i18n --';
  const codes = (having: (s: LocaleStatus) => boolean) => statuses.filter(having).map((s) => s.code);
  const toTranslate = codes((s) => s.missing.length + s.sameAsEnglish.length + s.stale.length + s.icu.size > 0);
  const stale = statuses.map((s) => ({ ...s, stale: [...s.stale, ...s.unreviewed] })).filter((s) => s.stale.length);
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

function localeReport({ problems, behind }: ReturnType<typeof judged>): string[] {
  const count = problemCount(problems);
  const later = problemCount(behind);
  if (!count && !later) return [`${problems.code}  ok`];
  const lines = count ? [`${problems.code}  ${count} problem${count > 1 ? 's' : ''}`, ...kindLines(problems)] : [];
  if (later)
    lines.push(
      `${problems.code}  ${later} text${later > 1 ? 's' : ''} behind, publishable (the pages keep the last translation, show English, or leave a new list entry out):`,
      ...kindLines(behind),
    );
  return lines;
}

function kindLines(s: LocaleStatus): string[] {
  const lines: string[] = [];
  for (const [kind, title] of kinds) {
    const keys =
      kind === 'icu' ? [...s.icu].map(([key, problems]) => `${key}: ${problems.map(inEnglish).join('; ')}`) : s[kind];
    if (keys.length) lines.push(`  ${title} (${keys.length}):`, ...keys.map((key) => `    ${key}`));
  }
  return lines;
}

/**
 * Each market's own sections (lib/markets.ts) against the English source: a section its law asks
 * for that English lacks, or a `Markets` text no market declares.
 */
function marketKeyProblems(english: Messages): string[] {
  const { lacking, undeclared } = marketKeys(english);
  return [
    ...lacking.map((key) => `${key}: missing, and the market's law asks for it`),
    ...undeclared.map((key) => `${key}: no market declares it`),
  ];
}

/** The `Markets` texts out of line: those a market's law asks for and English lacks, those no market declares. */
export function marketKeys(english: Messages) {
  const declared = Object.entries(markets).flatMap(([market, { sections }]) =>
    sections.flatMap((section) => sectionParts(section).map((part) => `Markets.${market}.${section.id}.${part}`)),
  );
  const present = [...english.keys()].filter((key) => key.startsWith('Markets.'));
  return {
    lacking: declared.filter((key) => !english.has(key)),
    undeclared: present.filter((key) => !declared.includes(key)),
  };
}

/** Every translation's status, language by language. */
export function statusesOf(dirs: Dirs): LocaleStatus[] {
  const allowed = sameAsEnglishOf(dirs);
  return translated.map((code) =>
    localeStatus(englishOf(dirs, code), translationOf(dirs, code), allowed, translatedRecordOf(dirs, code)),
  );
}

function status(dirs: Dirs, out: Output, judgement: Judgement): number {
  const english = englishOf(dirs);
  const broken = englishErrors(english);
  const statuses = statusesOf(dirs);
  const judgements = statuses.map((s) => judged(s, judgement, dirs));
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
  for (const j of judgements) for (const line of localeReport(j)) out.log(line);
  const [first, ...rest] = fixes(dirs, statuses);
  if (first) out.log(['\nTo fix:', `  ${first}`, ...rest.map((line) => `  ${line}`)].join('\n'));
  const total = broken.size + undeclared.length + judgements.reduce((sum, j) => sum + problemCount(j.problems), 0);
  const behind = judgements.reduce((sum, j) => sum + problemCount(j.behind), 0);
  if (total) out.error(`\n${total} translation problem${total > 1 ? 's' : ''}.`);
  else if (behind)
    out.log(
      `\nNothing stops a publish: ${behind} text${behind > 1 ? 's are' : ' is'} behind in some language, and the ` +
        'legal texts are complete, reviewed and valid in every language (--strict counts what is behind as a problem).',
    );
  else out.log('All translations complete, reviewed against today’s English and valid.');
  return total ? 1 : 0;
}

/** The status of the texts of `dirs`; of the project's, the editor's own texts' after the site's. */
export function statusReport(dirs: Dirs, out: Output, judgement: Judgement = {}): number {
  if (dirs !== projectDirs) return status(dirs, out, judgement);
  const site = status(dirs, out, judgement);
  out.log(`\nThe editor’s own texts (npm run i18n -- --editor …):`);
  return Math.max(site, status(editorDirs, out, judgement));
}

/**
 * The operator's choice to publish only with every text translated, current and reviewed in every
 * language (REQUIRE_ALL_TRANSLATIONS=on), as `--strict` and `npm test` ask of the repository's texts.
 */
export function requiresAllTranslations(env: Record<string, string | undefined>): boolean {
  const value = env.REQUIRE_ALL_TRANSLATIONS?.trim().toLowerCase() ?? 'off';
  if (value !== 'on' && value !== 'off')
    throw new Error(`REQUIRE_ALL_TRANSLATIONS must be on or off, got "${env.REQUIRE_ALL_TRANSLATIONS}"`);
  return value === 'on';
}
