import { describe, expect, it } from 'vitest';
import { fromKg, profileForm, readProfileForm, toKg, weightRange } from '@/lib/account/profileForm';

const form = { displayName: 'Ana', language: 'pt', unit: 'kg', startWeight: '82,5', goalWeight: '74' };

describe('the profile form', () => {
  it('reads names, language and weights (with a comma or a dot)', () => {
    expect(readProfileForm(form)).toEqual({
      profile: { displayName: 'Ana', language: 'pt', unit: 'kg', startWeightKg: 82.5, goalWeightKg: 74 },
      errors: {},
    });
  });

  it('stores pounds as kilograms and shows them back in pounds', () => {
    const { profile } = readProfileForm({ ...form, unit: 'lb', startWeight: '200', goalWeight: '' });
    expect(profile.startWeightKg).toBe(90.72);
    expect(profile).not.toHaveProperty('goalWeightKg');
    expect(profileForm(profile, 'en').startWeight).toBe('200');
    expect(fromKg(toKg(150, 'lb'), 'lb')).toBe(150);
  });

  it('refuses weights outside the rules’ range, in either unit, and a long name', () => {
    expect(readProfileForm({ ...form, startWeight: '29.9', goalWeight: '301' }).errors).toEqual({
      startWeight: 'weightRange',
      goalWeight: 'weightRange',
    });
    expect(readProfileForm({ ...form, unit: 'lb', startWeight: '66', goalWeight: 'abc' }).errors).toEqual({
      startWeight: 'weightRange',
      goalWeight: 'weightRange',
    });
    expect(readProfileForm({ ...form, displayName: 'x'.repeat(61) }).errors).toEqual({
      displayName: 'displayNameTooLong',
    });
  });

  it('states each unit’s range so that every number in it is accepted', () => {
    expect(weightRange('kg')).toEqual({ min: 30, max: 300 });
    const lb = weightRange('lb');
    expect(lb).toEqual({ min: 67, max: 661 });
    for (const value of [lb.min, lb.max]) {
      expect(readProfileForm({ ...form, unit: 'lb', startWeight: String(value) }).errors).toEqual({});
    }
  });

  it('ignores a language that is not one of the site’s', () => {
    expect(readProfileForm({ ...form, language: 'xx' }).profile).not.toHaveProperty('language');
  });
});
