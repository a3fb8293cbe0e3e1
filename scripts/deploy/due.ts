/**
 * `npm run deploy -- --if-due` (docs/operators.md#deploying-from-github-actions): a deploy only when a
 * legal version's day has come since the last deploy, so that a scheduler (the repository's
 * workflow, .github/workflows/site.yml, runs it a few minutes after 00:00 UTC every day) puts a dated
 * change live on its day with nobody deploying. A text's page shows the version in force when the
 * site was built (docs/editors.md#legal-versions); the account screens and the rules switch by
 * themselves. Otherwise it says when the next day is and deploys nothing.
 *
 * What was last deployed is recorded in the repository beside legal/published.json: every deploy to
 * production writes legal/deployed.json (the day it began, UTC, and the host), which the workflow
 * commits and pushes. A run that is late, or a day whose run was dropped (scheduled runs can be
 * delayed at busy times), still finds the version whose day came since then.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { legalVersionData, type LegalVersions } from '../../lib/legal/versions';
import { LEGAL_TEXTS, type LegalText } from '../../lib/legal/texts';
import { readPublications, type Publications } from '../legal/publication';
import { root } from '../lib/paths';

/** The flag that asks for a deploy only when one is due (scripts/deploy/args.ts). */
export const IF_DUE = '--if-due';

/** A moment's day, as the versions name theirs (YYYY-MM-DD, UTC). */
export const dayOf = (moment: Date) => moment.toISOString().slice(0, 10);

/** The last deploy to production: the day it began (YYYY-MM-DD, UTC), and where it went. */
export interface DeployRecord {
  day: string;
  host: string;
}

export const DEPLOY_RECORD_FILE = path.join(root, 'legal', 'deployed.json');

export function readDeployRecord(file: string = DEPLOY_RECORD_FILE): DeployRecord | null {
  if (!existsSync(file)) return null;
  const record = JSON.parse(readFileSync(file, 'utf8')) as Partial<DeployRecord>;
  if (typeof record.day !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(record.day))
    throw new Error(`${path.relative(root, file)} names no day of a deploy ("day": "YYYY-MM-DD"): fix or remove it.`);
  return { day: record.day, host: String(record.host ?? '') };
}

/**
 * Written once a deploy to production is done, with the day it began: a build that starts before
 * midnight shows the day before's versions, so the next run must still find the new day's due.
 */
export function writeDeployRecord(record: DeployRecord, file: string = DEPLOY_RECORD_FILE): void {
  writeFileSync(file, `${JSON.stringify(record, null, 2)}\n`);
}

/** After a deploy to production: its record, said (the workflow commits it: scripts/ciDeploy.ts). */
export function recordDeploy(record: DeployRecord, file: string = DEPLOY_RECORD_FILE): void {
  writeDeployRecord(record, file);
  console.log(`\nRecorded this deploy (${record.day}, ${record.host}) in legal/deployed.json: commit it.`);
}

interface Dated {
  text: LegalText;
  version: string;
  effective: string;
}

/**
 * The versions whose pages change on their day: every one but a text's first (before its day
 * nothing else exists, so it is in force from the start: lib/legal/versions.ts).
 */
const changing = (versions: LegalVersions): Dated[] =>
  LEGAL_TEXTS.flatMap((text) =>
    versions[text].slice(1).map(({ version, effective }) => ({ text, version, effective })),
  );

/**
 * The day of the last deploy: the record's, else the newest first publication (each was a deploy's
 * day), else none.
 */
export function lastDeployDay(record: DeployRecord | null, published: Publications): string | null {
  if (record) return record.day;
  const days = Object.values(published).flatMap((byVersion) => Object.values(byVersion ?? {}));
  return days.length ? days.sort().at(-1)! : null;
}

export type Due =
  { due: true; versions: Dated[]; since: string } | { due: false; next: string | null; since: string | null };

/**
 * Due when a version's day is after the last deploy's and no later than `today`. With no deploy
 * known, nothing is: no live page is known to be behind, and a first publication, which starts the
 * notice of every version in it, is a person's decision (npm run deploy), never a scheduler's.
 */
export function dueOn(versions: LegalVersions, since: string | null, today: string): Due {
  const dated = changing(versions);
  const came = since === null ? [] : dated.filter(({ effective }) => effective > since && effective <= today);
  if (since !== null && came.length) return { due: true, versions: came, since };
  const next =
    dated
      .map(({ effective }) => effective)
      .filter((day) => day > today)
      .sort()[0] ?? null;
  return { due: false, next, since };
}

/** What `--if-due` says: what is due and since when, or that nothing is, and until when. */
export function dueText(due: Due): string {
  if (due.due) {
    const named = due.versions.map(({ text, version, effective }) => `${text} ${version} (from ${effective})`);
    return `Due since the last deploy (${due.since}): ${named.join(', ')}. Deploying, so that their pages show them in force.`;
  }
  if (due.since === null)
    return (
      `Nothing due: no deploy is recorded (legal/deployed.json, legal/published.json), so no live page is known ` +
      'to be behind. The first deploy is npm run deploy, run by a person; the workflow commits its record.'
    );
  return due.next
    ? `Nothing due until ${due.next}: no legal version's day has come since the last deploy (${due.since}).`
    : `Nothing due: no legal version is announced, and none's day has come since the last deploy (${due.since}).`;
}

/** For `--if-due`: what is due on `today` by the committed records, said either way. */
export function dueToday(today: string): Due {
  const due = dueOn(legalVersionData, lastDeployDay(readDeployRecord(), readPublications()), today);
  console.log(dueText(due));
  return due;
}
