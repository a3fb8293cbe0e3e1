import { afterEach, describe, expect, it, vi } from 'vitest';
import { emailSetting, isEmail } from '@/lib/email';

describe('isEmail', () => {
  it('takes an address as people type it, spaces around it trimmed', () => {
    for (const address of ['name@example.com', ' a.b+tag@mail.example.co.uk ', 'ü@exämple.de'])
      expect(isEmail(address), address).toBe(true);
  });

  it('refuses what is no address, and angle brackets or quotes, which a page must not carry', () => {
    for (const text of ['', 'name', 'name@example', '@example.com', 'a b@example.com', '<a@b.co>', '"a"@b.co'])
      expect(isEmail(text), text).toBe(false);
  });
});

describe('emailSetting', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('is the address set, or the fallback, and stops the build on anything else, naming the setting', () => {
    vi.stubEnv('CONTACT_EMAIL', ' hello@slimstart.app ');
    expect(emailSetting('CONTACT_EMAIL', 'x@example.com')).toBe('hello@slimstart.app');
    vi.stubEnv('CONTACT_EMAIL', '');
    expect(emailSetting('CONTACT_EMAIL', 'x@example.com')).toBe('x@example.com');
    vi.stubEnv('CONTACT_EMAIL', 'Hello <hello@slimstart.app>');
    expect(() => emailSetting('CONTACT_EMAIL', 'x@example.com')).toThrow('CONTACT_EMAIL must be an email address');
  });
});
