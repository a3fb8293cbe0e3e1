import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { LegalVersions } from '@/lib/legal/versions';
import { readDeployArgs } from '@/scripts/deploy/args';
import { sourcesHash } from '@/scripts/deploy/kept';
import { dueOn, dueText, lastDeployDay, readDeployRecord, writeDeployRecord } from '@/scripts/deploy/due';

const versions = (terms: LegalVersions['terms'], privacy: LegalVersions['privacy'] = []): LegalVersions => ({
  terms: [{ version: 'T1', effective: '2026-01-01' }, ...terms],
  privacy: [{ version: 'P1', effective: '2026-01-01' }, ...privacy],
  healthConsent: [{ version: 'H1', effective: '2026-01-01' }],
});
const announced = versions([{ version: 'T2', effective: '2027-01-15' }]);

describe('npm run deploy -- --if-due', () => {
  it('deploys on the day a version applies, when the last deploy was before it', () => {
    const due = dueOn(announced, '2026-12-10', '2027-01-15');
    expect(due).toEqual({
      due: true,
      since: '2026-12-10',
      versions: [{ text: 'terms', version: 'T2', effective: '2027-01-15' }],
    });
    expect(dueText(due)).toBe(
      'Due since the last deploy (2026-12-10): terms T2 (from 2027-01-15). Deploying, so that their pages show them in force.',
    );
  });

  it('still deploys days later when the run of the day itself was late or dropped', () => {
    expect(dueOn(announced, '2026-12-10', '2027-01-17').due).toBe(true);
  });

  it('says nothing is due until the next version’s day, before it and once a deploy on or after it built it', () => {
    for (const [since, today] of [
      ['2026-12-10', '2027-01-14'],
      ['2027-01-15', '2027-01-15'],
    ]) {
      const due = dueOn(
        versions([{ version: 'T2', effective: '2027-01-15' }], [{ version: 'P2', effective: '2027-03-01' }]),
        since,
        today,
      );
      expect(due.due).toBe(false);
      expect(dueText(due)).toMatch(
        /^Nothing due until (2027-01-15|2027-03-01): no legal version's day has come since the last deploy/,
      );
    }
    expect(dueText(dueOn(announced, '2026-12-10', '2027-01-14'))).toContain('Nothing due until 2027-01-15');
  });

  it('takes no text’s first version as a change: before its day nothing else is in force', () => {
    const first = { terms: [{ version: 'T1', effective: '2027-01-15' }], privacy: [], healthConsent: [] };
    expect(dueOn(first as unknown as LegalVersions, '2026-12-10', '2027-01-15').due).toBe(false);
  });

  it('deploys nothing where no deploy is recorded: a first publication is a person’s', () => {
    const due = dueOn(announced, null, '2027-01-15');
    expect(due.due).toBe(false);
    expect(dueText(due)).toContain('Nothing due: no deploy is recorded');
  });

  it('says so when no version is announced', () => {
    expect(dueText(dueOn(versions([]), '2026-12-10', '2027-01-15'))).toBe(
      "Nothing due: no legal version is announced, and none's day has come since the last deploy (2026-12-10).",
    );
  });
});

describe('the record of the last deploy', () => {
  it('is the day legal/deployed.json names, else the newest first publication, else none', () => {
    const published = { terms: { T1: '2026-01-02', T2: '2026-11-20' }, privacy: { P1: '2026-01-02' } };
    expect(lastDeployDay({ day: '2026-12-01', host: 'firebase' }, published)).toBe('2026-12-01');
    expect(lastDeployDay(null, published)).toBe('2026-11-20');
    expect(lastDeployDay(null, {})).toBeNull();
  });

  it('is written and read back, and refused when it names no day', () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'slimstart-due-')), 'deployed.json');
    expect(readDeployRecord(file)).toBeNull();
    writeDeployRecord({ day: '2027-01-15', host: 'netlify' }, file);
    expect(readDeployRecord(file)).toEqual({ day: '2027-01-15', host: 'netlify' });
    writeFileSync(file, '{"day": "yesterday"}');
    expect(() => readDeployRecord(file)).toThrow('names no day of a deploy');
  });
});

describe('--if-due among the deploy’s arguments', () => {
  it('is a mode of its own, which decides by itself: neither a preview nor a promote goes with it', () => {
    expect(readDeployArgs(['--host', 'netlify', '--if-due', '--dry-run'])).toMatchObject({
      host: 'netlify',
      dryRun: true,
      mode: { kind: 'ifDue' },
      extra: [],
    });
    expect(() => readDeployArgs(['--if-due', '--preview'])).toThrow(/--if-due decides by itself/);
    expect(() => readDeployArgs(['--if-due', '--promote', 'abc'])).toThrow(/--if-due decides by itself/);
  });
});

describe('the record of the last deploy beside a kept preview', () => {
  it('is no source of the build: a deploy recorded after a preview leaves it promotable', () => {
    const project = mkdtempSync(path.join(tmpdir(), 'slimstart-due-sources-'));
    mkdirSync(path.join(project, 'legal'));
    writeFileSync(path.join(project, 'legal', 'versions.json'), '{}\n');
    const before = sourcesHash(project);
    writeDeployRecord({ day: '2027-01-15', host: 'firebase' }, path.join(project, 'legal', 'deployed.json'));
    expect(sourcesHash(project)).toBe(before);
    writeFileSync(path.join(project, 'legal', 'versions.json'), '{"terms": []}\n');
    expect(sourcesHash(project)).not.toBe(before);
  });
});
