import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { doc, serverTimestamp, setDoc, Timestamp } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { legalStanding, type LegalVersions } from '@/lib/legal/versions';
import { agreementFor } from '@/lib/account/signUp';
import { firestoreRules } from '@/scripts/export/firestoreRules';
import { FIRESTORE_HOST } from './emulator';

/**
 * Versions switch at their date: rules generated from versions dated relative to now, loaded into the
 * emulator (whose request.time is this machine's clock, which no page clock can move). Terms: Z
 * and A long ago, B since yesterday, C announced for 31 days from now; the privacy policy: P1, with P2
 * announced; the consent's text: H1, then H2 since yesterday.
 */
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const versions: LegalVersions = {
  terms: [
    { version: 'Z', effective: day(-800) },
    { version: 'A', effective: day(-400) },
    { version: 'B', effective: day(-1) },
    { version: 'C', effective: day(31) },
  ],
  privacy: [
    { version: 'P1', effective: day(-400) },
    { version: 'P2', effective: day(31) },
  ],
  healthConsent: [
    { version: 'H1', effective: day(-400) },
    { version: 'H2', effective: day(-1) },
  ],
};

const [host, port] = FIRESTORE_HOST.split(':');
let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await initializeTestEnvironment({
    projectId: 'demo-slimstart',
    firestore: { host, port: Number(port), rules: firestoreRules(undefined, versions) },
  });
});
afterAll(() => env.cleanup());
beforeEach(() => env.clearFirestore());

const alice = () => doc(env.authenticatedContext('alice').firestore(), 'users/alice');
const accepting = (fields: Record<string, unknown>) => ({
  ...agreementFor('de', legalStanding(new Date(), versions)),
  acceptedAt: serverTimestamp(),
  ...fields,
});
const acceptedBefore = (fields: Record<string, unknown>) => ({
  privacy: 'P1',
  market: 'de',
  age: 18,
  acceptedAt: Timestamp.fromDate(new Date(Date.now() - 60 * 86_400_000)),
  ...fields,
});
function storeAlice(fields: Record<string, unknown>) {
  return env.withSecurityRulesDisabled((context) =>
    setDoc(doc(context.firestore(), 'users/alice'), { uid: 'alice', ...fields }),
  );
}

describe('the texts’ versions, by their dates', () => {
  it('are what the site judges by: the same standing in the browser and the rules', () => {
    const { inForce, upcoming } = legalStanding(new Date(), versions);
    expect(inForce).toEqual({ terms: 'B', privacy: 'P1', healthConsent: 'H2' });
    expect(upcoming.terms?.version).toBe('C');
    expect(upcoming.privacy?.version).toBe('P2');
    expect(upcoming.healthConsent).toBeUndefined();
  });

  it('take an acceptance of the terms and the privacy policy in force, and no other', async () => {
    expect(accepting({})).toMatchObject({ terms: 'B', privacy: 'P1' });
    await assertFails(setDoc(alice(), { uid: 'alice', agreement: accepting({ terms: 'Z' }) }));
    await assertFails(setDoc(alice(), { uid: 'alice', agreement: accepting({ terms: 'A' }) }));
    await assertFails(setDoc(alice(), { uid: 'alice', agreement: accepting({ terms: 'C' }) }));
    await assertFails(setDoc(alice(), { uid: 'alice', agreement: accepting({ privacy: 'P2' }) }));
    await assertSucceeds(setDoc(alice(), { uid: 'alice', agreement: accepting({}) }));
  });

  it('lock a profile whose terms no longer apply until it accepts those in force', async () => {
    const change = { uid: 'alice', displayName: 'Alex', updatedAt: serverTimestamp() };
    await storeAlice({ agreement: acceptedBefore({ terms: 'A' }) });
    await assertFails(setDoc(alice(), change, { merge: true }));
    await assertSucceeds(setDoc(alice(), { uid: 'alice', agreement: accepting({}) }, { merge: true }));
    await assertSucceeds(setDoc(alice(), change, { merge: true }));
    // Terms in force, with a privacy policy since replaced: a policy is announced, never accepted.
    await storeAlice({ agreement: acceptedBefore({ terms: 'B', privacy: 'P0' }) });
    await assertSucceeds(setDoc(alice(), change, { merge: true }));
  });

  it('take a new consent to keeping weights only to the text in force; one given before still covers them', async () => {
    const consent = (version: string) => ({ version, givenAt: serverTimestamp() });
    await storeAlice({ agreement: acceptedBefore({ terms: 'B' }) });
    await assertFails(setDoc(alice(), { uid: 'alice', healthConsent: consent('H1') }, { merge: true }));
    await assertSucceeds(setDoc(alice(), { uid: 'alice', healthConsent: consent('H2') }, { merge: true }));
    await storeAlice({
      agreement: acceptedBefore({ terms: 'B' }),
      healthConsent: { version: 'H1', givenAt: Timestamp.fromDate(new Date(Date.now() - 86_400_000 * 30)) },
    });
    await assertSucceeds(
      setDoc(alice(), { uid: 'alice', startWeightKg: 80, updatedAt: serverTimestamp() }, { merge: true }),
    );
  });
});

describe('terms announced and not yet in force', () => {
  it('are accepted beside those in force, by name, and cover the acceptance from their day', async () => {
    expect(accepting({})).toMatchObject({ terms: 'B', nextTerms: 'C' });
    await assertFails(setDoc(alice(), { uid: 'alice', agreement: accepting({ nextTerms: 'B' }) }));
    await assertFails(setDoc(alice(), { uid: 'alice', agreement: accepting({ nextTerms: 'D' }) }));
    // A form shown before the notice began names none: the terms in force alone, asked again on C's day.
    const { nextTerms, ...inForceOnly } = accepting({});
    expect(nextTerms).toBe('C');
    await assertSucceeds(setDoc(alice(), { uid: 'alice', agreement: inForceOnly }));
    // Accepted while B was announced: B is in force now, and nothing is asked.
    const change = { uid: 'alice', displayName: 'Alex', updatedAt: serverTimestamp() };
    await storeAlice({ agreement: acceptedBefore({ terms: 'A', nextTerms: 'B' }) });
    await assertSucceeds(setDoc(alice(), change, { merge: true }));
    await storeAlice({ agreement: acceptedBefore({ terms: 'A', nextTerms: 'C' }) });
    await assertFails(setDoc(alice(), change, { merge: true }));
  });

  it('cannot be named while none is announced', async () => {
    const quiet = await initializeTestEnvironment({
      projectId: 'demo-slimstart-quiet',
      firestore: {
        host,
        port: Number(port),
        rules: firestoreRules(undefined, { ...versions, terms: versions.terms.slice(0, 3) }),
      },
    });
    try {
      const ref = doc(quiet.authenticatedContext('alice').firestore(), 'users/alice');
      await assertFails(setDoc(ref, { uid: 'alice', agreement: accepting({}) }));
      const agreement: Record<string, unknown> = accepting({});
      delete agreement.nextTerms;
      await assertSucceeds(setDoc(ref, { uid: 'alice', agreement }));
    } finally {
      await quiet.cleanup();
    }
  });
});
