/**
 * `npm run legal`: the versions of the terms, the privacy policy and the consent to keeping weights
 * (docs/editors.md#legal-versions).
 *
 * - `npm run legal` lists every version with its day, whether it is in force or announced, and
 *   where its text is read from.
 * - `npm run legal -- announce terms --effective 2027-03-01 [--changes "…"] [--sooner "…"]` starts
 *   a new version: it archives the text of the newest one in every language
 *   (legal/archive/{text}/{version slug}/{locale}.json, lib/legalPages/documents.ts), so that its page keeps
 *   showing it, adds the new version to legal/versions.json, and with `--changes` writes what
 *   changes in English (`LegalChanges.{text}.v{version}`). The new text then goes into messages/
 *   as any text does; deploy gives the notice (scripts/legal/publication.ts).
 *
 * Nothing is written unless every check passes.
 */
import { legalStanding } from '../lib/legal/versions';
import { LEGAL_TEXTS, type LegalText } from '../lib/legal/texts';
import { isArchived } from '../lib/legalPages/documents';
import { runScript } from './lib/entry';
import { announceVersion, readVersions } from './legal/announce';
import { NOTICE_DAYS } from './legal/publication';
import { root } from './lib/paths';

const usage =
  'Usage: npm run legal                      (lists the versions)\n' +
  `       npm run legal -- announce <${LEGAL_TEXTS.join('|')}> --effective YYYY-MM-DD [--changes "what changes, in English"] [--sooner "the law that requires it"]`;

class UsageError extends Error {}

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
  const { effective, changes, sooner } = options(args);
  if (!effective) throw new UsageError('--effective names the day the new version applies from, as YYYY-MM-DD.');
  const announced = await announceVersion({ root, text: text as LegalText, effective, changes, sooner, today });
  const { version, archived, changesKey } = announced;
  console.log(
    [
      `Announced ${text} ${version.version}, applying from ${effective} (legal/versions.json).`,
      `The text of ${archived.version} is archived in ${archived.folder}/ (${archived.languages} languages): ` +
        'its page keeps showing it.',
      'Next:',
      '  1. Put the new text into messages/ (npm run edit), in every language.',
      changes
        ? `  2. Translate what changes (${changesKey}): npm run i18n lists the languages that lack it.`
        : `  2. Write what changes in every language, as ${changesKey} in messages/*.json: the build needs it.`,
      `  3. Deploy at least ${NOTICE_DAYS} days before ${effective}: the notice starts then. Commit legal/ and messages/.`,
      `  4. On ${effective}, deploy again, so that the text's page shows the new version as the one in force ` +
        "(the repository's workflow does it by itself where it runs: docs/operators.md#deploying-from-github-actions).",
    ].join('\n'),
  );
}

function list(): void {
  const versions = readVersions(root);
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
