import { describe, expect, it } from 'vitest';
import {
  changesKey,
  legalStanding,
  legalVersionData,
  nextLegalChange,
  versionInForce,
  type LegalVersions,
} from '@/lib/legal/versions';
import { legalPayload } from '@/lib/legal/payload';
import { agreementFor, isCurrentAgreement } from '@/lib/account/signUp';

const versions: LegalVersions = {
  terms: [
    { version: 'A', effective: '2026-01-01' },
    { version: 'B', effective: '2026-06-01' },
  ],
  privacy: [{ version: 'P1', effective: '2026-01-01' }],
  healthConsent: [{ version: 'H1', effective: '2026-01-01' }],
};

describe('the legal texts’ standing', () => {
  it('is each text’s newest version whose day has come, with the next one announced', () => {
    expect(legalStanding(new Date('2026-05-31T23:59:59Z'), versions)).toEqual({
      inForce: { terms: 'A', privacy: 'P1', healthConsent: 'H1' },
      upcoming: { terms: versions.terms[1] },
    });
    expect(legalStanding(new Date('2026-06-01T00:00:00Z'), versions)).toEqual({
      inForce: { terms: 'B', privacy: 'P1', healthConsent: 'H1' },
      upcoming: {},
    });
    // Before a text's first day, its first version is the one there is.
    expect(legalStanding(new Date('2025-12-01'), versions).inForce.terms).toBe('A');
  });

  it('asks for new terms from their day, and never for a new privacy policy', () => {
    const during = legalStanding(new Date('2026-05-01'), versions);
    const after = legalStanding(new Date('2026-07-01'), versions);
    // Given during the notice: the terms in force and the announced ones, which it covers from their day.
    const agreement = agreementFor('de', during);
    expect(agreement).toMatchObject({ terms: 'A', privacy: 'P1', nextTerms: 'B' });
    expect(isCurrentAgreement(agreement, during)).toBe(true);
    expect(isCurrentAgreement(agreement, after)).toBe(true);
    // Given before the notice: asked again from the new terms' day.
    const before = agreementFor(
      'de',
      legalStanding(new Date('2026-01-01'), { ...versions, terms: [versions.terms[0]] }),
    );
    expect(before).not.toHaveProperty('nextTerms');
    expect(isCurrentAgreement(before, during)).toBe(true);
    expect(isCurrentAgreement(before, after)).toBe(false);
    // After their day, nothing is announced: nothing more is accepted.
    expect(agreementFor('de', after)).not.toHaveProperty('nextTerms');
    expect(isCurrentAgreement({ terms: 'B', privacy: 'P0' }, legalStanding(new Date('2026-07-01'), versions))).toBe(
      true,
    );
  });

  it('knows when the next announced version applies, for a screen left open until then', () => {
    expect(nextLegalChange(legalStanding(new Date('2026-05-01'), versions))).toEqual(new Date('2026-06-01T00:00:00Z'));
    expect(nextLegalChange(legalStanding(new Date('2026-07-01'), versions))).toBeNull();
  });

  it('names the version a page shows, with its date', () => {
    expect(versionInForce('terms', new Date('2026-07-01'), versions)).toEqual(versions.terms[1]);
  });

  it('says what each version after the first changes, and stops the build where it does not', () => {
    const messages = { LegalChanges: { terms: { [changesKey('B')]: 'New address.' } } };
    expect(legalPayload(messages, versions).changes).toEqual({ terms: { B: 'New address.' } });
    expect(changesKey('2027-01-15.2')).toBe('v2027_01_15_2');
    expect(() => legalPayload({}, versions)).toThrow('No LegalChanges.terms.vB text for B');
  });

  it('are committed as a file with a first version of each text', () => {
    for (const list of Object.values(legalVersionData)) expect(list.length).toBeGreaterThan(0);
  });
});
