import { describe, expect, it } from 'vitest';
import { englishHash } from '@/scripts/i18n/catalog';
import { branchesOf, cellOf } from '@/editor/domain/catalogue';

describe('the editor’s catalogue', () => {
  const english = 'Hello {name}';
  const hash = englishHash(english);
  const cell = (text: string | undefined, records: { reviewed?: string; translatedAgainst?: string } = {}) =>
    cellOf(english, text, 'de', { ...records, sameAllowed: false }).state;

  it('gives each translation its state from the two records', () => {
    expect(cell(undefined)).toBe('missing');
    expect(cell('Hallo')).toBe('invalid');
    expect(cell('Hello {name}')).toBe('english');
    expect(cell('Hallo {name}')).toBe('stale');
    expect(cell('Hallo {name}', { translatedAgainst: 'an-old-one' })).toBe('stale');
    expect(cell('Hallo {name}', { translatedAgainst: hash })).toBe('translated');
    expect(cell('Hallo {name}', { translatedAgainst: hash, reviewed: hash })).toBe('reviewed');
    expect(cellOf(english, 'Hallo', 'de', { sameAllowed: false }).problems).toEqual([
      { kind: 'argumentMissing', argument: 'name' },
    ]);
    // French spacing, as npm run i18n judges it.
    expect(cellOf('Hello: {name}', 'Bonjour : {name}', 'fr', { sameAllowed: false })).toMatchObject({
      state: 'invalid',
      problems: [{ kind: 'spacing', code: 'fr', places: ['Bonjour :…'] }],
    });
  });

  it('lists how a text reads under each setting of its selects', () => {
    expect(branchesOf('Data {analytics, select, ga {goes to Google} other {stays here}}.')).toEqual([
      { argument: 'analytics', option: 'ga', text: 'goes to Google' },
      { argument: 'analytics', option: 'other', text: 'stays here' },
    ]);
    expect(branchesOf('No select {here}')).toEqual([]);
    expect(branchesOf('{broken')).toEqual([]);
  });
});
