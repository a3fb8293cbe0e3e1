import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../support/projectFiles';
import {
  CLEAN_UP_STATE,
  FRESH_SIGN_IN_SECONDS,
  SIGN_UP_RECORD_MINUTES,
  SIGN_UPS,
  USERS,
} from '@/lib/firebase/siteData';
import { CLEAN_UP_GRACE_HOURS } from '@/lib/firebase/functions';

/**
 * The Node.js runtimes Cloud Functions deploys, and the day each stops
 * (https://cloud.google.com/functions/docs/runtime-support, read 2026-11-26): after that day a
 * deploy is refused. The deletion trigger is a first-generation function (Auth's deletion event
 * exists there only), so the runtime must also be one that the first generation offers.
 */
const decommissioned: Record<string, { date: string; firstGeneration: boolean }> = {
  nodejs20: { date: '2026-10-30', firstGeneration: true },
  nodejs22: { date: '2027-10-31', firstGeneration: true },
  nodejs24: { date: '2028-10-31', firstGeneration: false },
};

describe('the functions’ runtime in firebase.json', () => {
  const config = JSON.parse(readFileSync(path.join(projectRoot, 'firebase.json'), 'utf8'));
  const [{ runtime, source }] = config.functions;

  it('is one Cloud Functions still deploys, for first-generation functions too', () => {
    const known = decommissioned[runtime];
    expect(known, `${runtime} is not in the schedule above: check it and add it`).toBeDefined();
    expect(new Date() < new Date(known.date), `${runtime} was decommissioned on ${known.date}`).toBe(true);
    expect(known.firstGeneration).toBe(true);
  });

  it('names the functions/ workspace, whose package declares what it needs', () => {
    expect(source).toBe('functions');
    const functions = JSON.parse(readFileSync(path.join(projectRoot, 'functions', 'package.json'), 'utf8'));
    expect(functions.dependencies).toMatchObject({ 'firebase-admin': '13.10.0', 'firebase-functions': '7.4.0' });
  });
});

describe('the clean-up’s grace period', () => {
  it('is the one the privacy policy names', async () => {
    const { GRACE_HOURS } = await import('../../functions/src/signUps');
    expect(GRACE_HOURS).toBe(CLEAN_UP_GRACE_HOURS);
  });
});

describe('what the site keeps in the project', () => {
  it('is named the same for the functions as for the pages and the rules', async () => {
    const functions = await import('../../functions/src/storedData');
    expect([functions.USERS, functions.SIGN_UPS, functions.CLEAN_UP_STATE]).toEqual([USERS, SIGN_UPS, CLEAN_UP_STATE]);
  });

  it('is deleted on the same terms by the functions as by the rules and the pages', async () => {
    const { FRESH_SIGN_IN_SECONDS: server } = await import('../../functions/src/deleteAccount');
    const { RECORD_WITHIN_MS } = await import('../../functions/src/signUps');
    expect(server).toBe(FRESH_SIGN_IN_SECONDS);
    expect(RECORD_WITHIN_MS).toBe(SIGN_UP_RECORD_MINUTES * 60_000);
  });
});

describe('the functions, in a project shared with the phone app', () => {
  it('never list the project’s accounts: which account is the site’s to delete is never judged by walking them all', () => {
    const sources = readdirSync(path.join(projectRoot, 'functions', 'src')).map((file) =>
      readFileSync(path.join(projectRoot, 'functions', 'src', file), 'utf8'),
    );
    expect(sources.length).toBeGreaterThan(2);
    for (const source of sources) expect(source).not.toMatch(/\blistUsers\b/);
  });
});
