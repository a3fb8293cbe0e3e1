// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import type { ProfileSnapshot } from '@/lib/account/profile';
import {
  forgetShape,
  keptShape,
  placeholderOf,
  PROFILE_SHAPE,
  rememberShape,
  shapeOf,
} from '@/lib/account/profileShape';

const givenAt = new Date('2026-11-01T09:30:00Z');
const returning: ProfileSnapshot = {
  profile: { displayName: 'Erika', photo: 'data:image/jpeg;base64,AAAA', startWeightKg: 80 },
  agreement: null,
  healthConsent: { version: '2026-01-01', givenAt },
  healthConsentRecords: [{ version: '2026-01-01', givenAt }],
  updatedAt: givenAt,
  pending: false,
  withdrawalUnsent: false,
  fromCache: false,
};

afterEach(() => localStorage.clear());

describe('the shape of the profile, which sizes the account screen’s placeholder', () => {
  it('keeps whether there is a picture and the consent in force, nothing else of the profile', () => {
    rememberShape(shapeOf('u1', returning));
    const kept = localStorage.getItem(PROFILE_SHAPE)!;
    expect(kept).not.toContain('Erika');
    expect(kept).not.toContain('AAAA');
    expect(kept).not.toContain('80');
    expect(keptShape('u1')).toEqual({
      uid: 'u1',
      photo: true,
      healthConsent: { version: '2026-01-01', givenAt: givenAt.getTime() },
    });
  });

  it('draws a returning visitor’s placeholder with a picture and the consent as given, none of their data', () => {
    const placeholder = placeholderOf(shapeOf('u1', returning));
    expect(placeholder.profile?.photo).toMatch(/^data:image\/svg\+xml,/);
    expect(placeholder.profile?.displayName).toBeUndefined();
    expect(placeholder.healthConsent).toEqual(returning.healthConsent);
    expect(placeholder).toMatchObject({ agreement: null, pending: false, healthConsentRecords: [] });
  });

  it('draws a new visitor’s without a shape, for another account, or from what it cannot read', () => {
    const newVisitor = placeholderOf(null);
    expect(newVisitor).toMatchObject({ profile: null, healthConsent: null });
    rememberShape(shapeOf('u1', returning));
    expect(keptShape('u2')).toBeNull();
    localStorage.setItem(PROFILE_SHAPE, '{"uid":"u1","photo":true,"healthConsent":{"version":1}}');
    expect(keptShape('u1')).toBeNull();
    localStorage.setItem(PROFILE_SHAPE, 'not json');
    expect(keptShape('u1')).toBeNull();
    forgetShape();
    expect(localStorage.length).toBe(0);
  });
});
