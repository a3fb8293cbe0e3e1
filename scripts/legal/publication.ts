/**
 * The notice period of the legal texts, kept by `npm run deploy` (docs/editors.md#legal-versions):
 * each version's first publication is recorded in legal/published.json, which is committed, and a
 * version that would apply less than 30 days after it is first published is refused, unless it is
 * the first version of its text (nothing to give notice of) or the operator records in
 * legal/versions.json why it must apply sooner (`sooner`: the law that requires it). A version
 * already published is never refused again: redeploying during its notice is what keeps it announced.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type LegalVersions } from '../../lib/legal/versions';
import { LEGAL_TEXTS, type LegalText } from '../../lib/legal/texts';
import { root } from '../lib/paths';

/** The days between a version's first publication and the day it applies, at least: the terms promise 30. */
export const NOTICE_DAYS = 30;

/** By text and version: the day (YYYY-MM-DD, UTC) it was first deployed. */
export type Publications = Partial<Record<LegalText, Record<string, string>>>;

export const PUBLICATIONS_FILE = path.join(root, 'legal', 'published.json');

export function readPublications(file: string = PUBLICATIONS_FILE): Publications {
  return JSON.parse(readFileSync(file, 'utf8')) as Publications;
}

const dayMs = 86_400_000;
const daysBetween = (from: string, to: string) =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / dayMs;
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);

/** Each version that would apply too soon after its first publication (today, if it is new), in words. */
export function noticeProblems(versions: LegalVersions, published: Publications, today: string): string[] {
  return LEGAL_TEXTS.flatMap((text) =>
    versions[text].slice(1).flatMap(({ version, effective, sooner }) => {
      const since = published[text]?.[version] ?? today;
      if (sooner?.trim() || daysBetween(since, effective) >= NOTICE_DAYS) return [];
      return [
        `legal/versions.json: ${text} ${version} applies from ${effective}, less than ${NOTICE_DAYS} days after it ` +
          `is first published (${since}). Set its "effective" to ${addDays(since, NOTICE_DAYS)} or later, or, where a ` +
          'law requires it to apply sooner, say which in its "sooner" field (docs/editors.md#legal-versions).',
      ];
    }),
  );
}

/** The record with every version not in it yet published `today`. */
export function withPublications(versions: LegalVersions, published: Publications, today: string): Publications {
  const record: Publications = structuredClone(published);
  for (const text of LEGAL_TEXTS) {
    for (const { version } of versions[text]) (record[text] ??= {})[version] ??= today;
  }
  return record;
}

export function writePublications(record: Publications, file: string = PUBLICATIONS_FILE): void {
  writeFileSync(file, `${JSON.stringify(record, null, 2)}\n`);
}

/**
 * When a rebuild is due: a text's page shows the version in force when the site was built (the
 * announced one has its own page from the start); on an announced version's day the site is built
 * and deployed again, so that the text's page shows it (the account screens and the rules switch
 * by themselves). docs/editors.md#legal-versions.
 */
export function rebuildsDue(versions: LegalVersions, today: string): string[] {
  return LEGAL_TEXTS.flatMap((text) =>
    versions[text]
      .filter(({ effective }) => effective > today)
      .map(
        ({ version, effective }) =>
          `${text} ${version} applies from ${effective}: deploy again on that day, so that the ` +
          "text's page shows it as the version in force (the repository's workflow does it by itself " +
          'where it runs: docs/operators.md#deploying-from-github-actions).',
      ),
  );
}
