/**
 * The functions (functions/src/) on the emulator suite that tests/rules/globalSetup.ts starts: the
 * deletion trigger runs in the functions emulator, and the clean-up, which the emulator never runs
 * on its schedule, is called here as the schedule calls it, in a project the site shares with the
 * phone app: accounts the app made must outlive every run.
 */
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { CLEAN_UP_SCHEDULE, cleanUp, GUARD, type CleanUpOptions } from '../../functions/src/cleanUp';
import { GRACE_HOURS } from '../../functions/src/signUps';
import { DEMO_PROJECT_ID } from '@/lib/firebase/config';
import { AUTH_HOST } from '../rules/emulator';
import { accountExists, agreement, countingReads, onEmptyEmulators, profile, profileExists as exists } from './support';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

onEmptyEmulators();

const authApi = `http://${AUTH_HOST}/identitytoolkit.googleapis.com/v1`;

/**
 * Accounts made at the given times, outside the website (the Auth emulator's import keeps
 * `createdAt`), and last signed in to at `signedInAt`, when given.
 */
async function accountsCreatedAt(created: Record<string, number>, signedInAt?: number): Promise<void> {
  const users = Object.entries(created).map(([localId, at]) => ({
    localId,
    email: `${localId.toLowerCase()}@example.com`,
    createdAt: String(at),
    ...(signedInAt ? { lastLoginAt: String(signedInAt) } : {}),
  }));
  for (let i = 0; i < users.length; i += 1000) {
    const response = await fetch(`${authApi}/projects/${DEMO_PROJECT_ID}/accounts:batchCreate`, {
      method: 'POST',
      headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
      body: JSON.stringify({ users: users.slice(i, i + 1000) }),
    });
    expect(response.ok, await response.text()).toBe(true);
  }
}

/** An account made as the phone app makes one: Firebase's client sign-up endpoint, with the API key. */
async function appSignUp(email: string): Promise<string> {
  const response = await fetch(`${authApi}/accounts:signUp?key=demo-api-key`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: 'correct horse', returnSecureToken: true }),
  });
  expect(response.ok).toBe(true);
  return ((await response.json()) as { localId: string }).localId;
}

/**
 * Sign-ups the website started at the given times: the account, and its record written two seconds
 * later, as the page writes it (the Admin SDK sets the time the page's write gets from the server).
 */
async function websiteSignUpsAt(started: Record<string, number>, signedInAt?: number): Promise<void> {
  await accountsCreatedAt(started, signedInAt);
  const batch = getFirestore().batch();
  for (const [uid, at] of Object.entries(started)) {
    batch.set(signUp(uid), { createdAt: Timestamp.fromMillis(at + 2000) });
  }
  await batch.commit();
}

const signUp = (uid: string) => getFirestore().collection('signUps').doc(uid);
const signUpExists = async (uid: string) => (await signUp(uid).get()).exists;

/** The clean-up as the schedule runs it, at `now`. */
const run = (options: CleanUpOptions) => cleanUp({ db: getFirestore(), auth: getAuth(), ...options });

describe('when an account is deleted', () => {
  it('what the site stored for it goes with it, whoever deletes it (here the Admin SDK, as the console does)', async () => {
    const { uid } = await getAuth().createUser({ email: 'leaving@example.com' });
    await profile(uid).set({ uid, displayName: 'Leaving', agreement });
    await signUp(uid).set({ createdAt: Timestamp.now() });
    await getAuth().deleteUser(uid);
    await expect.poll(() => exists(uid), { timeout: 15_000 }).toBe(false);
    await expect.poll(() => signUpExists(uid), { timeout: 15_000 }).toBe(false);
  });
});

describe('the hourly clean-up', () => {
  it('runs every hour', () => {
    expect(CLEAN_UP_SCHEDULE).toBe('every 1 hours');
  });

  it('deletes a website sign-up left without an agreement, and never an account the phone app made', async () => {
    const app = await appSignUp('app-only@example.com');
    const now = Date.now();
    await websiteSignUpsAt({ abandoned: now - 2 * HOUR, recent: now });

    const report = await run({ now: now + 2 * DAY });

    expect(report).toMatchObject({ accounts: ['abandoned', 'recent'], backlog: 0, dropped: [], profiles: [] });
    expect(await accountExists(app)).toBe(true);
    expect(await accountExists('abandoned')).toBe(false);
    expect(await signUpExists('abandoned')).toBe(false);
  });

  it('leaves a sign-up inside its grace period, and one whose agreement was recorded', async () => {
    const now = Date.now();
    await websiteSignUpsAt({ waiting: now - (GRACE_HOURS - 1) * HOUR, agreed: now - (GRACE_HOURS + 1) * HOUR });
    // The agreement's write removes the record; here an older page left it behind.
    await profile('agreed').set({ uid: 'agreed', agreement });

    const report = await run({ now });

    expect(report).toMatchObject({ accounts: [], dropped: ['agreed'] });
    expect(await accountExists('waiting')).toBe(true);
    expect(await accountExists('agreed')).toBe(true);
    expect(await signUpExists('waiting')).toBe(true);
    expect(await signUpExists('agreed')).toBe(false);
  });

  it('keeps an old account whose record was written long after it was made: that is no website sign-up', async () => {
    const now = Date.now();
    await accountsCreatedAt({ appAccount: now - 30 * DAY });
    // As if a page signed in to the app's account had written it (the rules refuse that; a bug might not).
    await signUp('appAccount').set({ createdAt: Timestamp.fromMillis(now - 2 * DAY) });

    const report = await run({ now });

    expect(report).toMatchObject({ accounts: [], dropped: ['appAccount'] });
    expect(await accountExists('appAccount')).toBe(true);
  });

  it('keeps an account the site made that someone signed in to since (in the phone app, say)', async () => {
    const now = Date.now();
    await websiteSignUpsAt({ usedInTheApp: now - 3 * DAY }, now - 2 * DAY);

    const report = await run({ now });

    expect(report).toMatchObject({ accounts: [], dropped: ['usedInTheApp'] });
    expect(await accountExists('usedInTheApp')).toBe(true);
  });

  it('reads as much for ten pending sign-ups beside 1,990 accounts of the app as beside none', async () => {
    const now = Date.now();
    // Other uids the second time: the first run's deletion triggers may still be deleting records.
    const pending = (name: string) =>
      Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`${name}${i}`, now - 3 * DAY + i]));
    const readsOfRun = async () => {
      const counted = countingReads(getFirestore());
      const report = await cleanUp({ db: counted.db, auth: getAuth(), now });
      expect(report.accounts).toHaveLength(10);
      return counted.reads();
    };

    await websiteSignUpsAt(pending('alone'));
    const alone = await readsOfRun();
    await websiteSignUpsAt(pending('beside'));
    await accountsCreatedAt(Object.fromEntries(Array.from({ length: 1990 }, (_, i) => [`app${i}`, now - 30 * DAY])));
    const beside = await readsOfRun();

    expect(beside).toBe(alone);
    // Two counts, a page of records, the record and profile of each, the place of the profiles' pass.
    expect(alone).toBeLessThanOrEqual(4 + 10 + 2 * 10 + 2);
    expect(await accountExists('app1989')).toBe(true);
  }, 60_000);

  it('deletes the oldest up to its cap, and reports what it left for the next run', async () => {
    const now = Date.now();
    await websiteSignUpsAt(
      Object.fromEntries(Array.from({ length: 6 }, (_, i) => [`old${i}`, now - 3 * DAY + i * HOUR])),
    );

    const first = await run({ now, maxDeletions: 4 });
    expect(first).toMatchObject({ accounts: ['old0', 'old1', 'old2', 'old3'], backlog: 2 });
    expect(await accountExists('old4')).toBe(true);

    expect(await run({ now, maxDeletions: 4 })).toMatchObject({ accounts: ['old4', 'old5'], backlog: 0 });
  });

  it('deletes nothing when it would take an implausible share of all pending sign-ups', async () => {
    const now = Date.now();
    await websiteSignUpsAt(Object.fromEntries(Array.from({ length: 5 }, (_, i) => [`due${i}`, now - 2 * DAY])));

    // As a fault that made every record look expired would: all five of five.
    const guard = { ...GUARD, floor: 3 };
    const stopped = await run({ now, guard });
    expect(stopped.accounts).toEqual([]);
    expect(stopped.stopped).toMatch(/5 of all 5 pending sign-ups are due/);
    expect(await accountExists('due0')).toBe(true);
    // However few a run may delete: the cap would only spread the fault over the hours.
    expect((await run({ now, guard, maxDeletions: 2 })).stopped).toMatch(/5 of all 5/);

    // Beside sign-ups still inside their grace period, the same five are a plausible share.
    await websiteSignUpsAt({ fresh0: now - HOUR, fresh1: now - HOUR });
    expect((await run({ now, guard })).accounts).toHaveLength(5);
  });

  it('deletes profiles whose account is gone, a slice per run, going on where the last run stopped', async () => {
    const now = Date.now();
    await accountsCreatedAt({ a: now - DAY, c: now - DAY });
    for (const uid of ['a', 'b', 'c', 'd']) await profile(uid).set({ uid, agreement });

    expect((await run({ now, profilesPerRun: 2 })).profiles).toEqual(['b']);
    expect((await run({ now, profilesPerRun: 2 })).profiles).toEqual(['d']);
    expect(await exists('a')).toBe(true);
    expect(await exists('c')).toBe(true);
    // Past the last profile, the next run starts from the first again.
    await getAuth().deleteUser('a');
    await expect.poll(() => exists('a'), { timeout: 15_000 }).toBe(false);
    await profile('a').set({ uid: 'a', agreement });
    expect((await run({ now, profilesPerRun: 2 })).profiles).toEqual([]);
    expect((await run({ now, profilesPerRun: 2 })).profiles).toEqual(['a']);
  });
});
