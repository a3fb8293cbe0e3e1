/**
 * The ruleset `npm run deploy` deploys when the phone app has rules of its own (firestore.app.rules,
 * merged by scripts/export/appRules.ts), on the Firestore emulator: the app's collection answers as
 * its rules say, and the site's rules still hold beside them.
 */
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { doc, getDoc, serverTimestamp, setDoc } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { agreementFor } from '@/lib/account/signUp';
import { appRules, mergedRules } from '../../scripts/export/appRules';
import { firestoreRules } from '../../scripts/export/firestoreRules';
import { FIRESTORE_HOST } from './emulator';

const appEntries = `match /appEntries/{uid} {
  allow read, write: if request.auth.uid == uid;
}
`;
const site = firestoreRules();
const deployed = mergedRules(site, appRules(appEntries, site));

let env: RulesTestEnvironment;
const [host, port] = FIRESTORE_HOST.split(':');

beforeAll(async () => {
  env = await initializeTestEnvironment({
    projectId: 'demo-slimstart',
    firestore: { host, port: Number(port), rules: deployed },
  });
});
afterAll(() => env.cleanup());
beforeEach(() => env.clearFirestore());

const alice = () => env.authenticatedContext('alice').firestore();

describe('the ruleset deployed with the app’s rules beside the site’s', () => {
  it('holds the app’s block', () => {
    expect(deployed).toContain('match /appEntries/{uid} {');
  });

  it('answers the app’s collection as the app’s rules say', async () => {
    await assertSucceeds(setDoc(doc(alice(), 'appEntries/alice'), { meal: 'oats' }));
    await assertSucceeds(getDoc(doc(alice(), 'appEntries/alice')));
    await assertFails(getDoc(doc(alice(), 'appEntries/bob')));
    await assertFails(setDoc(doc(alice(), 'appEntries/bob'), { meal: 'cake' }));
  });

  it('keeps the site’s rules in force', async () => {
    // No profile without an agreement, none for another account, no sign-up record to read.
    await assertFails(setDoc(doc(alice(), 'users/alice'), { uid: 'alice', displayName: 'Alex' }));
    await assertSucceeds(
      setDoc(doc(alice(), 'users/alice'), {
        uid: 'alice',
        agreement: { ...agreementFor('de'), acceptedAt: serverTimestamp() },
      }),
    );
    await assertFails(getDoc(doc(alice(), 'users/bob')));
    await assertFails(getDoc(doc(alice(), 'signUps/alice')));
  });
});
