/**
 * The record a deploy that puts the site live keeps (a live deploy, a promote; never a preview):
 * the first publication of every legal version it published, in legal/published.json, whose day
 * starts the notice period (scripts/legal/publication.ts), and when a rebuild is due.
 */
import { rebuildsDue, withPublications, writePublications, PUBLICATIONS_FILE } from '../legal/publication';
import { lackingTextProblems } from '../legal/announce';
import { root } from '../lib/paths';
import { servedCodes, type LegalRecord } from './checks';

export function recordPublication(
  { versions, published, today }: LegalRecord,
  { file = PUBLICATIONS_FILE, log = console.log }: { file?: string; log?: (line: string) => void } = {},
): void {
  const languages = servedCodes(process.env);
  const record = withPublications(versions, published, today);
  if (JSON.stringify(record) !== JSON.stringify(published)) {
    writePublications(record, file);
    log('\nRecorded the first publication of the new legal versions in legal/published.json: commit it.');
  }
  // Published with its text in every language; a translation that went stale since is said, not refused.
  for (const line of lackingTextProblems(root, today, languages, { published: true })) log(`\nNote: ${line}`);
  const due = rebuildsDue(versions, today);
  if (due.length) log(`\nA rebuild is due:\n${due.map((line) => `- ${line}`).join('\n')}`);
}
