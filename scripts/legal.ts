/**
 * `npm run legal`: the versions of the terms, the privacy policy and the consent to keeping weights
 * (docs/editors.md#legal-versions).
 *
 * - `npm run legal` lists every version with its day, whether it is in force or announced, and
 *   where its text is read from.
 * - `npm run legal -- announce terms --effective 2027-03-01 [--changes "…"] [--sooner "…"]` starts
 *   a new version: it archives the text of the newest one in every language
 *   (legal/archive/{text}/{version}/{locale}.json, lib/legalDocuments.ts), so that its page keeps
 *   showing it, adds the new version to legal/versions.json, and with `--changes` writes what
 *   changes in English (`LegalChanges.{text}.v{version}`). The new text then goes into messages/
 *   as any text does; deploy gives the notice (scripts/lib/legalPublication.ts).
 *
 * Nothing is written unless every check passes.
 */
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import {
  changesKey,
  LEGAL_TEXTS,
  legalStanding,
  type LegalText,
  type LegalVersion,
  type LegalVersions,
} from '../lib/account/legal';
import { everyLocale } from '../lib/i18n/locales';
import { archiveFile, documentOf, isArchived } from '../lib/legalDocuments';
import { readMessages } from '../lib/legalArchive';
import { runScript } from './lib/entry';
import { noticeProblems, NOTICE_DAYS, readPublications } from './lib/legalPublication';
import { root } from './lib/paths';
import { writeAtomically } from './i18n/records';

const VERSIONS_FILE = path.join(root, 'legal', 'versions.json');
const usage =
  'Usage: npm run legal                      (lists the versions)\n' +
  `       npm run legal -- announce <${LEGAL_TEXTS.join('|')}> --effective YYYY-MM-DD [--changes "what changes, in English"] [--sooner "the law that requires it"]`;

class UsageError extends Error {}

const readVersions = (): LegalVersions => JSON.parse(readFileSync(VERSIONS_FILE, 'utf8')) as LegalVersions;

/** Writes a JSON file as the project's formatter lays it out, so that a diff shows only what changed. */
async function writeJson(file: string, value: unknown): Promise<void> {
  const options = (await resolveConfig(file)) ?? {};
  writeAtomically(file, await format(JSON.stringify(value), { ...options, filepath: file }));
}

/** A new version's name: the day it is announced, with `.2`, `.3`… when that day already names one. */
export function newVersionName(taken: readonly string[], today: string): string {
  let name = today;
  for (let n = 2; taken.includes(name); n += 1) name = `${today}.${n}`;
  return name;
}

function options(args: string[]): Record<string, string> {
  const found: Record<string, string> = {};
  for (let i = 0; i < args.length; i += 2) {
    const [flag, value] = [args[i], args[i + 1]];
    if (!['--effective', '--changes', '--sooner'].includes(flag)) throw new UsageError(`Unknown option ${flag}`);
    if (value === undefined || value.startsWith('--')) throw new UsageError(`${flag} needs a value`);
    found[flag.slice(2)] = value;
  }
  return found;
}

async function announce(text: string | undefined, args: string[], today: string): Promise<void> {
  if (!LEGAL_TEXTS.includes(text as LegalText))
    throw new UsageError(`Name the text: ${LEGAL_TEXTS.join(', ')} (got ${text ?? 'nothing'}).`);
  const legalText = text as LegalText;
  const { effective, changes, sooner } = options(args);
  if (!effective || !/^\d{4}-\d{2}-\d{2}$/.test(effective) || Number.isNaN(Date.parse(`${effective}T00:00:00Z`)))
    throw new UsageError(
      `--effective must be the day the new version applies from, as YYYY-MM-DD (got ${effective ?? 'nothing'}).`,
    );
  if (new Date(`${effective}T00:00:00Z`).toISOString().slice(0, 10) !== effective)
    throw new UsageError(`--effective ${effective} is no day of the calendar.`);

  const versions = readVersions();
  const pending = legalStanding(new Date(`${today}T12:00:00Z`), versions).upcoming[legalText];
  if (pending)
    throw new Error(
      `${legalText} ${pending.version} is announced already, for ${pending.effective}. Announce the next version ` +
        'once it applies, or change that version (its day in legal/versions.json, its text in messages/).',
    );
  const newest = versions[legalText].at(-1)!;
  const version: LegalVersion = {
    version: newVersionName(
      versions[legalText].map((v) => v.version),
      today,
    ),
    effective,
    ...(sooner ? { sooner } : {}),
  };
  const next: LegalVersions = { ...versions, [legalText]: [...versions[legalText], version] };
  // The notice deploy will ask for, checked now: nothing is written that deploy would refuse.
  const problems = noticeProblems(next, readPublications(), today);
  if (problems.length) throw new Error(problems.join('\n'));

  // The newest version's text in every language, as its page shows it: from now on it is read from here.
  const archived = everyLocale.map(({ code }) => ({
    file: path.join(root, archiveFile(legalText, newest.version, code)),
    document: documentOf(legalText, code, readMessages(code, root)),
  }));
  const present = archived.filter(({ file }) => existsSync(file));
  if (present.length)
    throw new Error(`${path.relative(root, present[0].file)} exists already: the archive is never overwritten.`);
  for (const { file, document } of archived) {
    mkdirSync(path.dirname(file), { recursive: true });
    await writeJson(file, document);
  }
  await writeJson(VERSIONS_FILE, next);
  const key = `LegalChanges.${legalText}.${changesKey(version.version)}`;
  if (changes) {
    const file = path.join(root, 'messages', 'en.json');
    const english = JSON.parse(readFileSync(file, 'utf8')) as Record<string, Record<string, Record<string, string>>>;
    english.LegalChanges ??= {};
    (english.LegalChanges[legalText] ??= {})[changesKey(version.version)] = changes;
    writeAtomically(file, `${JSON.stringify(english, null, 2)}\n`);
  }
  console.log(
    [
      `Announced ${legalText} ${version.version}, applying from ${effective} (legal/versions.json).`,
      `The text of ${newest.version} is archived in ${path.dirname(archiveFile(legalText, newest.version, 'en'))}/ ` +
        `(${archived.length} languages): its page keeps showing it.`,
      'Next:',
      `  1. Put the new text into messages/ (npm run edit), in every language.`,
      changes
        ? `  2. Translate what changes (${key}): npm run i18n lists the languages that lack it.`
        : `  2. Write what changes in every language, as ${key} in messages/*.json: the build needs it.`,
      `  3. Deploy at least ${NOTICE_DAYS} days before ${effective}: the notice starts then. Commit legal/ and messages/.`,
      `  4. On ${effective}, deploy again, so that the text's page shows the new version as the one in force.`,
    ].join('\n'),
  );
}

function list(): void {
  const versions = readVersions();
  const { inForce, upcoming } = legalStanding(new Date(), versions);
  for (const text of LEGAL_TEXTS) {
    console.log(`${text}:`);
    for (const { version, effective, sooner } of versions[text]) {
      const state =
        version === inForce[text] ? 'in force' : upcoming[text]?.version === version ? 'announced' : 'earlier';
      const from = isArchived(text, version, versions) ? `legal/archive/${text}/` : 'messages/';
      console.log(`  ${version}  from ${effective}  ${state}  text in ${from}${sooner ? `  sooner: ${sooner}` : ''}`);
    }
  }
}

async function main(): Promise<void> {
  const [command, text, ...rest] = process.argv.slice(2);
  try {
    if (command === undefined) return list();
    if (command === 'announce') return await announce(text, rest, new Date().toISOString().slice(0, 10));
    throw new UsageError(`Unknown command ${command}`);
  } catch (error) {
    console.error((error as Error).message);
    if (error instanceof UsageError) console.error(usage);
    process.exitCode = 1;
  }
}

runScript(import.meta.url, main);
