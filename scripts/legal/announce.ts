/**
 * Announcing a new version of a legal text (docs/editors.md#legal-versions), for `npm run legal`
 * and the editor: the text of the newest version is archived in every language
 * (legal/archive/{text}/{version slug}/{locale}.json, lib/legalPages/documents.ts), so that its page keeps
 * showing it, the new version is added to legal/versions.json, and what it changes is written in
 * English (`LegalChanges.{text}.v{version}`). Nothing is written unless every check passes,
 * deploy's notice among them (scripts/legal/publication.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import { changesKey, legalStanding, type LegalVersion, type LegalVersions } from '../../lib/legal/versions';
import { LEGAL_TEXTS, type LegalText } from '../../lib/legal/texts';
import { everyLocale, type Locale } from '../../lib/i18n/locales';
import { readMessages } from '../../lib/legalPages/archive';
import { archiveFile, documentKeyList, documentOf } from '../../lib/legalPages/documents';
import { englishHash, isAllowedSame, looksLikeLanguage } from '../i18n/catalog';
import {
  englishOf,
  sameAsEnglishOf,
  translated,
  translatedRecordOf,
  translationOf,
  writeAtomically,
} from '../i18n/records';
import { noticeProblems, readPublications, type Publications } from './publication';

const versionsFile = (root: string) => path.join(root, 'legal', 'versions.json');
const publicationsFile = (root: string) => path.join(root, 'legal', 'published.json');

export const readVersions = (root: string): LegalVersions =>
  JSON.parse(readFileSync(versionsFile(root), 'utf8')) as LegalVersions;

export const readPublished = (root: string): Publications => readPublications(publicationsFile(root));

/** Writes a JSON file as the project's formatter lays it out, so that a diff shows only what changed. */
async function writeJson(file: string, value: unknown): Promise<void> {
  const options = (await resolveConfig(file)) ?? {};
  writeAtomically(file, await format(JSON.stringify(value), { ...options, filepath: file }));
}

/** A day `days` after `day` (YYYY-MM-DD, UTC). */
export const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** A new version's name: the day it is announced, with `.2`, `.3`… when that day already names one. */
export function newVersionName(taken: readonly string[], today: string): string {
  let name = today;
  for (let n = 2; taken.includes(name); n += 1) name = `${today}.${n}`;
  return name;
}

/** Why `effective` is no day a version can apply from, or null. */
export function effectiveProblem(effective: string | undefined): string | null {
  if (!effective || !/^\d{4}-\d{2}-\d{2}$/.test(effective))
    return `The day a new version applies from is written YYYY-MM-DD (got ${effective || 'nothing'}).`;
  const time = Date.parse(`${effective}T00:00:00Z`);
  if (Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== effective)
    return `${effective} is no day of the calendar.`;
  return null;
}

/** The version of `text` announced and not yet in force on `today`, if there is one. */
export function announcedVersion(root: string, text: LegalText, today: string): LegalVersion | undefined {
  return legalStanding(new Date(`${today}T12:00:00Z`), readVersions(root)).upcoming[text];
}

export interface Announced {
  version: LegalVersion;
  /** The version whose text was archived, and where. */
  archived: { version: string; folder: string; languages: number };
  /** The key of what it changes in the messages. */
  changesKey: string;
}

export async function announceVersion({
  root,
  text,
  effective,
  changes,
  sooner,
  today,
}: {
  root: string;
  text: LegalText;
  effective: string;
  changes?: string;
  sooner?: string;
  today: string;
}): Promise<Announced> {
  if (!LEGAL_TEXTS.includes(text)) throw new Error(`Name the text: ${LEGAL_TEXTS.join(', ')} (got ${text}).`);
  const problem = effectiveProblem(effective);
  if (problem) throw new Error(problem);
  const versions = readVersions(root);
  const pending = announcedVersion(root, text, today);
  if (pending)
    throw new Error(
      `${text} ${pending.version} is announced already, for ${pending.effective}. Announce the next version ` +
        'once it applies, or change that version (its day in legal/versions.json, its text in messages/).',
    );
  const newest = versions[text].at(-1)!;
  const version: LegalVersion = {
    version: newVersionName(
      versions[text].map((v) => v.version),
      today,
    ),
    effective,
    ...(sooner ? { sooner } : {}),
  };
  const next: LegalVersions = { ...versions, [text]: [...versions[text], version] };
  const notice = noticeProblems(next, readPublished(root), today);
  if (notice.length) throw new Error(notice.join('\n'));

  // The newest version's text in every language, as its page shows it: from now on it is read from here.
  const english = readMessages('en', root);
  const archived = everyLocale.map(({ code }) => ({
    file: path.join(root, archiveFile(text, newest.version, code)),
    document: documentOf(text, code, readMessages(code, root), english),
  }));
  const present = archived.find(({ file }) => existsSync(file));
  if (present)
    throw new Error(`${path.relative(root, present.file)} exists already: the archive is never overwritten.`);
  for (const { file, document } of archived) await writeJson(file, document);
  await writeJson(versionsFile(root), next);
  const key = changesKey(version.version);
  if (changes) {
    const file = path.join(root, 'messages', 'en.json');
    const english = JSON.parse(readFileSync(file, 'utf8')) as Record<string, Record<string, Record<string, string>>>;
    english.LegalChanges ??= {};
    (english.LegalChanges[text] ??= {})[key] = changes;
    writeAtomically(file, `${JSON.stringify(english, null, 2)}\n`);
  }
  return {
    version,
    archived: {
      version: newest.version,
      folder: path.dirname(archiveFile(text, newest.version, 'en')),
      languages: archived.length,
    },
    changesKey: `LegalChanges.${text}.${key}`,
  };
}

/**
 * Moves the day an announced version applies from, while no deploy has published it yet (after that,
 * the notice has begun: a new day would need a new notice).
 */
export async function moveEffectiveDay(root: string, text: LegalText, effective: string, today: string) {
  const problem = effectiveProblem(effective);
  if (problem) throw new Error(problem);
  const pending = announcedVersion(root, text, today);
  if (!pending) throw new Error(`No version of ${text} is announced.`);
  if (readPublished(root)[text]?.[pending.version])
    throw new Error(`${text} ${pending.version} is deployed already: its notice has begun, and its day stays.`);
  const versions = readVersions(root);
  const next: LegalVersions = {
    ...versions,
    [text]: versions[text].map((v) => (v.version === pending.version ? { ...v, effective } : v)),
  };
  const notice = noticeProblems(next, readPublished(root), today);
  if (notice.length) throw new Error(notice.join('\n'));
  await writeJson(versionsFile(root), next);
}

/** An announced version, and the languages that still lack its text. */
export interface VersionText {
  text: LegalText;
  version: string;
  effective: string;
  /** The key of what it changes. */
  changesKey: string;
  /**
   * The languages whose text of it is not there yet: a text of its page there, or what it changes,
   * missing, left in English, or not translated (or reviewed) against today's English; English
   * itself when what it changes is missing.
   */
  lacking: string[];
}

/**
 * Each version announced on `today`, with the languages of `languages` that lack its text. Until
 * they have it, its page in those languages would show a text before under the new version's
 * name: deploy refuses to publish it (scripts/deploy.ts), and the editor lists them.
 */
export function announcedTexts(root: string, today: string, languages: readonly string[] = translated): VersionText[] {
  const dirs = { messages: path.join(root, 'messages'), records: path.join(root, 'i18n'), translations: root };
  const english = readMessages('en', root);
  const allowed = sameAsEnglishOf(dirs);
  return LEGAL_TEXTS.flatMap((text) => {
    const announced = announcedVersion(root, text, today);
    if (!announced) return [];
    const changes = `LegalChanges.${text}.${changesKey(announced.version)}`;
    // Every text of its page in the language (its own market's sections), and what it changes.
    const lacks = (code: string) => {
      const carried = englishOf(dirs, code);
      const { messages, reviewed } = translationOf(dirs, code);
      const against = translatedRecordOf(dirs, code);
      return [...documentKeyList(text, code as Locale, english), changes].some((key) => {
        const source = carried.get(key);
        const written = messages.get(key);
        if (source === undefined || written === undefined) return true;
        const hash = englishHash(source);
        const leftInEnglish = written === source && looksLikeLanguage(written) && !isAllowedSame(allowed, code, key);
        return leftInEnglish || (reviewed[key] !== hash && against[key] !== hash);
      });
    };
    const englishLacks = !englishOf(dirs).has(changes);
    return [
      {
        text,
        version: announced.version,
        effective: announced.effective,
        changesKey: changes,
        lacking: [...(englishLacks ? ['en'] : []), ...languages.filter((code) => code !== 'en' && lacks(code))],
      },
    ];
  });
}

/**
 * Each announced version that a language still lacks, in words: for deploy to refuse before the
 * version is first published (its notice starts with its text in every language), and to warn
 * about after (a redeploy during the notice is never refused).
 */
export function lackingTextProblems(
  root: string,
  today: string,
  languages: readonly string[],
  { published }: { published: boolean },
): string[] {
  const record = readPublished(root);
  return announcedTexts(root, today, languages)
    .filter(({ text, version, lacking }) => lacking.length && Boolean(record[text]?.[version]) === published)
    .map(
      ({ text, version, effective, lacking }) =>
        `${text} ${version}, announced for ${effective}, lacks its text in ${lacking.join(', ')}: its page would show ` +
        'the text before under its name. Translate what it changed, and what it changes (npm run edit, npm run i18n), ' +
        'then deploy (docs/editors.md#legal-versions).',
    );
}
