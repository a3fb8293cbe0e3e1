/**
 * The functions (functions/src/) on the emulator suite that tests/rules/globalSetup.ts starts: the
 * deletion trigger runs in the functions emulator, and the clean-up, which the emulator never runs
 * on its schedule, is called here as the schedule calls it.
 */
import { getAuth } from 'firebase-admin/auth';
import { describe, expect, it } from 'vitest';
import { CLEAN_UP_SCHEDULE, cleanUp, GRACE_HOURS } from '../../functions/src/cleanUp';
import { DEMO_PROJECT_ID } from '@/lib/firebase/config';
import { AUTH_HOST } from '../rules/emulator';
import { accountExists, agreement, onEmptyEmulators, profile, profileExists as exists } from './support';

const HOUR = 3_600_000;

onEmptyEmulators();

/** Accounts created at the given times (the Auth emulator's import keeps `createdAt`). */
async function accountsCreatedAt(created: Record<string, number>): Promise<void> {
  const response = await fetch(
    `http://${AUTH_HOST}/identitytoolkit.googleapis.com/v1/projects/${DEMO_PROJECT_ID}/accounts:batchCreate`,
    {
      method: 'POST',
      headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
      body: JSON.stringify({
        users: Object.entries(created).map(([localId, at]) => ({
          localId,
          email: `${localId}@example.com`,
          createdAt: String(at),
        })),
      }),
    },
  );
  expect(response.ok, await response.text()).toBe(true);
}

describe('when an account is deleted', () => {
  it('its profile goes with it, whoever deletes it (here the Admin SDK, as the console does)', async () => {
    const { uid } = await getAuth().createUser({ email: 'leaving@example.com' });
    await profile(uid).set({ uid, displayName: 'Leaving', agreement });
    await getAuth().deleteUser(uid);
    await expect.poll(() => exists(uid), { timeout: 15_000 }).toBe(false);
  });
});

describe('the hourly clean-up', () => {
  it('runs every hour', () => {
    expect(CLEAN_UP_SCHEDULE).toBe('every 1 hours');
  });

  it('deletes accounts older than the grace period without an agreement, and profiles without their account', async () => {
    const now = Date.now();
    const old = now - (GRACE_HOURS + 1) * HOUR;
    await accountsCreatedAt({ abandoned: old, agreed: old, beforeAgreements: old, recent: now - HOUR });
    await profile('agreed').set({ uid: 'agreed', agreement });
    // A profile made before the site asked for an agreement: its owner is asked at the next sign-in.
    await profile('beforeAgreements').set({ uid: 'beforeAgreements', displayName: 'Early' });
    // A profile a second tab wrote after the first deleted its account.
    await profile('orphan').set({ uid: 'orphan', agreement });

    const report = await cleanUp({ now });

    expect(report).toEqual({ accounts: ['abandoned'], profiles: ['orphan'] });
    expect(await accountExists('abandoned')).toBe(false);
    expect(await accountExists('agreed')).toBe(true);
    expect(await accountExists('beforeAgreements')).toBe(true);
    expect(await accountExists('recent')).toBe(true);
    expect(await exists('agreed')).toBe(true);
    expect(await exists('orphan')).toBe(false);
  });
});
