import { sendPasswordResetEmail } from 'firebase/auth';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { firebase } from '@/lib/firebase/app';
import { resetPassword } from '@/lib/firebase/auth';
import { DEMO_PROJECT_ID } from '@/lib/firebase/config';
import { AUTH_HOST } from '../rules/emulator';

/*
 * The password-reset email (lib/firebase/auth.ts resetPassword) against the suite's Auth emulator.
 * The emulator suite turns email enumeration protection on, as docs/operators.md#accounts asks of a
 * project, and Firebase then answers an unknown address as a known one by itself. A project without
 * it answers `auth/user-not-found`, which the site keeps quiet: so this file turns the protection
 * off while it runs (the suite runs one file at a time: vitest.rules.config.ts) and on again after.
 *
 * The site's Auth is started here as lib/firebase/app.ts starts it, on the emulator, but without
 * the listeners that keep the session in IndexedDB and local storage, which Node has not (and no
 * global is patched in for them): the SDK, the emulator and resetPassword are the real ones.
 */
vi.mock('@/lib/firebase/app', async () => {
  const { initializeApp } = await import('firebase/app');
  const { connectAuthEmulator, initializeAuth, inMemoryPersistence } = await import('firebase/auth');
  const { firebaseSettings } = await import('@/lib/firebase/config');
  const { AUTH_HOST } = await import('../rules/emulator');
  const app = initializeApp(firebaseSettings.options, 'password-reset');
  const auth = initializeAuth(app, { persistence: inMemoryPersistence });
  connectAuthEmulator(auth, `http://${AUTH_HOST}`, { disableWarnings: true });
  return { firebase: () => ({ app, auth }) };
});

const admin = `http://${AUTH_HOST}/emulator/v1/projects/${DEMO_PROJECT_ID}`;

async function protectEmails(on: boolean): Promise<void> {
  const response = await fetch(`${admin}/config`, {
    method: 'PATCH',
    headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
    body: JSON.stringify({ emailPrivacyConfig: { enableImprovedEmailPrivacy: on } }),
  });
  expect(response.ok).toBe(true);
}

async function resetEmailsTo(email: string): Promise<number> {
  const { oobCodes } = (await (await fetch(`${admin}/oobCodes`)).json()) as {
    oobCodes: { email: string; requestType: string }[];
  };
  return oobCodes.filter((code) => code.email === email && code.requestType === 'PASSWORD_RESET').length;
}

const address = (label: string) => `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

describe('resetPassword, on a project without email enumeration protection', () => {
  beforeAll(() => protectEmails(false));
  afterAll(() => protectEmails(true));

  it('answers an unknown address as it answers a known one, which alone gets the email', async () => {
    const { auth } = firebase();
    const known = address('known');
    const signUp = await fetch(`http://${AUTH_HOST}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: known, password: 'a-password-1', returnSecureToken: true }),
    });
    expect(signUp.ok).toBe(true);
    const unknown = address('unknown');
    // What Firebase itself says of the unknown address here: the answer the site keeps quiet.
    await expect(sendPasswordResetEmail(auth, unknown)).rejects.toMatchObject({ code: 'auth/user-not-found' });

    await expect(resetPassword(known, 'de')).resolves.toBeUndefined();
    await expect(resetPassword(unknown, 'de')).resolves.toBeUndefined();
    expect(await resetEmailsTo(known)).toBe(1);
    expect(await resetEmailsTo(unknown)).toBe(0);
  });

  it('still reports any other failure', async () => {
    await expect(resetPassword('', 'de')).rejects.toMatchObject({ code: 'auth/missing-email' });
  });
});
