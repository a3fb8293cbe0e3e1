import { afterEach, describe, expect, it } from 'vitest';
import { hostNow } from '@/lib/legal/hostClock';
import { legalStanding, type LegalVersions } from '@/lib/legal/versions';
import { ifDue, type KeptState } from '@/scripts/deploy/ahead';
import { dueOn } from '@/scripts/deploy/due';

const versions: LegalVersions = {
  terms: [
    { version: 'T1', effective: '2026-01-01' },
    { version: 'T2', effective: '2027-01-15' },
  ],
  privacy: [{ version: 'P1', effective: '2026-01-01' }],
  healthConsent: [{ version: 'H1', effective: '2026-01-01' }],
};
const kept =
  (state: KeptState) =>
  (build: string): KeptState =>
    build === 'b1' ? state : 'missing';
const plan = (
  host: Parameters<typeof ifDue>[0],
  today: string,
  ahead: { day: string; build: string } | null,
  state: KeptState = 'same',
) => ifDue(host, dueOn(versions, '2026-12-10', today), today, ahead, kept(state));

describe('--if-due where the host has previews', () => {
  it('builds a preview ahead, as of the version’s day, on the day before it, once', () => {
    expect(plan('firebase', '2027-01-14', null)).toEqual({
      plan: { do: 'ahead', day: '2027-01-15' },
      said: 'Building ahead, as of 2027-01-15, a preview of the site to put live on that day (LEGAL_BUILD_DAY=2027-01-15).',
    });
    expect(plan('firebase', '2027-01-14', { day: '2027-01-15', build: 'b1' }).plan).toEqual({ do: 'nothing' });
    expect(plan('firebase', '2027-01-13', null).plan).toEqual({ do: 'nothing' });
    expect(plan('caddy', '2027-01-14', null).plan).toEqual({ do: 'nothing' });
  });

  it('puts that build live on the day, and later when the day’s run was dropped', () => {
    for (const today of ['2027-01-15', '2027-01-16'])
      expect(plan('netlify', today, { day: '2027-01-15', build: 'b1' }).plan).toEqual({
        do: 'promote',
        build: 'b1',
        day: '2027-01-15',
      });
  });

  it('deploys live instead when no build was made ahead, it is gone, or its sources changed since', () => {
    expect(plan('firebase', '2027-01-15', null)).toEqual({
      plan: { do: 'live' },
      said: 'No preview was built ahead as of 2027-01-15: building and deploying live.',
    });
    expect(plan('firebase', '2027-01-15', { day: '2027-01-15', build: 'b2' }).said).toContain('is not kept here');
    expect(plan('firebase', '2027-01-15', { day: '2027-01-15', build: 'b1' }, 'sources changed').said).toContain(
      'was built from sources that changed since',
    );
    expect(plan('firebase', '2027-01-15', { day: '2027-01-14', build: 'b1' }).plan).toEqual({ do: 'live' });
    expect(plan('apache', '2027-01-15', { day: '2027-01-15', build: 'b1' }).plan).toEqual({ do: 'live' });
  });
});

describe('a build made ahead', () => {
  afterEach(() => {
    delete process.env.LEGAL_BUILD_DAY;
  });

  it('renders as of its day (LEGAL_BUILD_DAY), the version of that day in force', () => {
    process.env.LEGAL_BUILD_DAY = '2027-01-15';
    expect(hostNow().toISOString()).toBe('2027-01-15T00:00:00.000Z');
    expect(legalStanding(undefined, versions).inForce.terms).toBe('T2');
    delete process.env.LEGAL_BUILD_DAY;
    expect(Math.abs(hostNow().getTime() - Date.now())).toBeLessThan(60_000);
  });
});
