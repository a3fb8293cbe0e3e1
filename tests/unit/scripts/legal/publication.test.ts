import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { LegalVersions } from '@/lib/legal/versions';
import { deployProblems } from '@/scripts/deploy/checks';
import {
  noticeProblems,
  readPublications,
  rebuildsDue,
  withPublications,
  writePublications,
} from '@/scripts/legal/publication';

const versions = (terms: LegalVersions['terms']): LegalVersions => ({
  terms,
  privacy: [{ version: 'P1', effective: '2026-01-01' }],
  healthConsent: [{ version: 'H1', effective: '2026-01-01' }],
});
const first = { version: 'A', effective: '2026-01-01' };

describe('the notice period npm run deploy keeps', () => {
  it('refuses a new version that would apply less than 30 days after this deploy, naming the first day it may', () => {
    const soon = versions([first, { version: 'B', effective: '2026-12-20' }]);
    expect(noticeProblems(soon, {}, '2026-11-26')).toEqual([
      expect.stringContaining(
        'terms B applies from 2026-12-20, less than 30 days after it is first published (2026-11-26)',
      ),
    ]);
    expect(noticeProblems(soon, {}, '2026-11-26')[0]).toContain('"effective" to 2026-12-26 or later');
    expect(noticeProblems(versions([first, { version: 'B', effective: '2026-12-26' }]), {}, '2026-11-26')).toEqual([]);
  });

  it('lets a version apply sooner where the operator names the law that requires it, and never asks notice of a first version', () => {
    const required = { version: 'B', effective: '2026-11-27', sooner: 'Required by the new national law of 2026' };
    expect(noticeProblems(versions([first, required]), {}, '2026-11-26')).toEqual([]);
    expect(noticeProblems(versions([{ version: 'A', effective: '2026-11-26' }]), {}, '2026-11-26')).toEqual([]);
  });

  it('never refuses a redeploy during the notice of a version it published in time', () => {
    const announced = versions([first, { version: 'B', effective: '2026-12-26' }]);
    const record = withPublications(announced, {}, '2026-11-26');
    expect(record.terms).toEqual({ A: '2026-11-26', B: '2026-11-26' });
    expect(noticeProblems(announced, record, '2026-12-20')).toEqual([]);
    // The first publication stays what it was.
    expect(withPublications(announced, record, '2026-12-20')).toEqual(record);
  });

  it('keeps the record in a committed file', () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'published-')), 'published.json');
    writePublications({ terms: { A: '2026-11-26' } }, file);
    expect(readPublications(file)).toEqual({ terms: { A: '2026-11-26' } });
    expect(readFileSync(file, 'utf8').endsWith('}\n')).toBe(true);
    expect(readPublications()).toBeTypeOf('object');
  });

  it('says when a rebuild is due for each announced version', () => {
    expect(rebuildsDue(versions([first, { version: 'B', effective: '2026-12-26' }]), '2026-11-26')).toEqual([
      "terms B applies from 2026-12-26: deploy again on that day, so that the text's page shows it as the version in force " +
        "(the repository's workflow does it by itself where it runs: docs/operators.md#deploying-from-github-actions).",
    ]);
  });

  it('is among what a deploy refuses before it builds anything', () => {
    const soon = versions([first, { version: 'B', effective: '2026-11-30' }]);
    const problems = deployProblems({}, null, 'firebase', { versions: soon, published: {}, today: '2026-11-26' });
    expect(problems[0]).toContain('terms B applies from 2026-11-30');
  });
});
