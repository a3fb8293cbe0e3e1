import { readFileSync } from 'node:fs';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import {
  arrayUnion,
  collection,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { legalStanding } from '@/lib/legal/versions';
import { agreementFor } from '@/lib/account/signUp';
import { FIRESTORE_HOST } from './emulator';

/** The terms and privacy policy in force now. */
const legalVersions = { terms: legalStanding().inForce.terms, privacy: legalStanding().inForce.privacy };
const healthConsentVersion = legalStanding().inForce.healthConsent;

let env: RulesTestEnvironment;
const [host, port] = FIRESTORE_HOST.split(':');
const jpeg = `data:image/jpeg;base64,${'A'.repeat(1000)}`;
/** An acceptance given by the write that carries it (the rules check its time against the request's). */
const accepting = () => ({ ...agreementFor('de'), acceptedAt: serverTimestamp() });
/** An acceptance given a month ago, as the server stored it. */
const acceptedBefore = (versions: { terms: string; privacy: string } = legalVersions) => ({
  ...versions,
  market: 'de',
  age: 18,
  acceptedAt: Timestamp.fromDate(new Date(Date.now() - 30 * 86_400_000)),
});
/** A consent to keeping the weights, given by the write that carries it. */
const consenting = () => ({ version: healthConsentVersion, givenAt: serverTimestamp() });
const profile = (uid: string) => ({
  uid,
  agreement: accepting(),
  healthConsent: consenting(),
  displayName: 'Alex',
  language: 'de',
  unit: 'kg',
  startWeightKg: 92.5,
  goalWeightKg: 80,
  photo: jpeg,
});

beforeAll(async () => {
  env = await initializeTestEnvironment({
    projectId: 'demo-slimstart',
    firestore: { host, port: Number(port), rules: readFileSync('firestore.rules', 'utf8') },
  });
});
afterAll(() => env.cleanup());
beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled((context) =>
    setDoc(doc(context.firestore(), 'users/bob'), { ...profile('bob'), agreement: acceptedBefore() }),
  );
});

/** Stores alice's profile as the server holds it, past the rules. */
function storeAlice(fields: Record<string, unknown>) {
  return env.withSecurityRulesDisabled((context) => setDoc(doc(context.firestore(), 'users/alice'), fields));
}

/** Alice, signed in just now (a profile's deletion asks for a recent sign-in: tests/rules/signUps.test.ts). */
const alice = () => env.authenticatedContext('alice', { auth_time: Math.floor(Date.now() / 1000) }).firestore();

describe('the owner', () => {
  it('creates, reads, updates and deletes their own profile', async () => {
    await assertSucceeds(setDoc(doc(alice(), 'users/alice'), { ...profile('alice'), updatedAt: serverTimestamp() }));
    await assertSucceeds(getDoc(doc(alice(), 'users/alice')));
    await assertSucceeds(
      setDoc(
        doc(alice(), 'users/alice'),
        { uid: 'alice', displayName: 'Alexandra', updatedAt: serverTimestamp() },
        { merge: true },
      ),
    );
    // The time of the last change is the server's, set by each change: an earlier one kept is refused.
    await assertFails(setDoc(doc(alice(), 'users/alice'), { uid: 'alice', displayName: 'Alex' }, { merge: true }));
    await assertSucceeds(deleteDoc(doc(alice(), 'users/alice')));
  });

  it('lists only their own document', async () => {
    await assertSucceeds(setDoc(doc(alice(), 'users/alice'), profile('alice')));
    await assertSucceeds(getDocs(query(collection(alice(), 'users'), where('uid', '==', 'alice'))));
    await assertFails(getDocs(collection(alice(), 'users')));
  });
});

describe('anyone else', () => {
  it('cannot read, write or delete another visitor’s profile', async () => {
    await assertFails(getDoc(doc(alice(), 'users/bob')));
    await assertFails(setDoc(doc(alice(), 'users/bob'), profile('bob')));
    await assertFails(setDoc(doc(alice(), 'users/bob'), { displayName: 'Hacked' }, { merge: true }));
    await assertFails(deleteDoc(doc(alice(), 'users/bob')));
    await assertFails(getDocs(query(collection(alice(), 'users'), where('uid', '==', 'bob'))));
  });

  it('cannot do anything while signed out', async () => {
    const guest = env.unauthenticatedContext().firestore();
    await assertFails(getDoc(doc(guest, 'users/bob')));
    await assertFails(setDoc(doc(guest, 'users/guest'), profile('guest')));
    await assertFails(getDocs(collection(guest, 'users')));
  });
});

describe('invalid fields', () => {
  it.each([
    ['an unknown field', { isAdmin: true }],
    ['someone else’s uid', { uid: 'bob' }],
    ['a display name too long', { displayName: 'x'.repeat(61) }],
    ['a display name that is no string', { displayName: 42 }],
    ['an unknown language', { language: 'jp' }],
    ['an unknown unit', { unit: 'stone' }],
    ['a weight too low', { startWeightKg: 10 }],
    ['a weight too high', { goalWeightKg: 1000 }],
    ['a weight that is no number', { goalWeightKg: '80' }],
    ['a picture that is no JPEG data URL', { photo: 'https://evil.example/x.jpg' }],
    ['a picture too large', { photo: `data:image/jpeg;base64,${'A'.repeat(150_001)}` }],
    ['a date that is no timestamp', { updatedAt: 'yesterday' }],
    ['a time of the last change that is not the server’s', { updatedAt: Timestamp.fromMillis(Date.now() - 60_000) }],
  ])('rejects %s', async (_name, change) => {
    await assertFails(setDoc(doc(alice(), 'users/alice'), { ...profile('alice'), ...change }));
  });
});

/** An acceptance without one of its fields. */
function without<T extends object>(agreement: T, field: keyof T) {
  const rest = { ...agreement };
  delete rest[field];
  return rest;
}

/** A Chinese acceptance without the transfer consent its market asks. */
function zhWithoutTransfer() {
  expect(agreementFor('zh').transferAbroad).toBe(true);
  return without({ ...agreementFor('zh'), acceptedAt: serverTimestamp() }, 'transferAbroad');
}

describe('the agreement', () => {
  const withoutAgreement = { ...profile('alice'), agreement: undefined };
  delete withoutAgreement.agreement;

  it('is what makes a profile: none without it', async () => {
    await assertFails(setDoc(doc(alice(), 'users/alice'), withoutAgreement));
    await assertFails(setDoc(doc(alice(), 'users/alice'), { uid: 'alice' }));
    await assertSucceeds(setDoc(doc(alice(), 'users/alice'), { uid: 'alice', agreement: accepting() }));
  });

  it.each([
    ['other terms', () => ({ ...accepting(), terms: '2020-01-01' })],
    ['another privacy policy', () => ({ ...accepting(), privacy: '2020-01-01' })],
    ['an age no market asks', () => ({ ...accepting(), age: 16 })],
    ['an age that is no number', () => ({ ...accepting(), age: '18' })],
    ['a time of its own', () => ({ ...accepting(), acceptedAt: Timestamp.fromDate(new Date('2026-01-01')) })],
    ['no time', () => agreementFor('de')],
    ['a field of its own', () => ({ ...accepting(), marketing: true })],
    ['a transfer consent that is no consent', () => ({ ...accepting(), transferAbroad: false })],
    ['no market', () => without(accepting(), 'market')],
    ['a market the project does not have', () => ({ ...accepting(), market: 'xx' })],
    [
      'an age below its market’s (Korea: 19)',
      () => ({ ...agreementFor('ko'), age: 18, acceptedAt: serverTimestamp() }),
    ],
    ['an age another market asks', () => ({ ...accepting(), age: 19 })],
    ['no transfer consent where its market asks one (China)', () => zhWithoutTransfer()],
    ['a transfer consent its market does not ask', () => ({ ...accepting(), transferAbroad: true })],
  ])('refuses an acceptance with %s', async (_name, agreement) => {
    await assertFails(setDoc(doc(alice(), 'users/alice'), { ...withoutAgreement, agreement: agreement() }));
  });

  it('names its market, with that market’s age', async () => {
    expect(agreementFor('ko')).toMatchObject({ market: 'ko', age: 19 });
    await assertSucceeds(
      setDoc(doc(alice(), 'users/alice'), {
        uid: 'alice',
        agreement: { ...agreementFor('ko'), acceptedAt: serverTimestamp() },
      }),
    );
  });

  it('holds the consent to the transfer abroad where the market asks it', async () => {
    expect(agreementFor('zh').transferAbroad).toBe(true);
    expect(agreementFor('ko')).not.toHaveProperty('transferAbroad');
    await assertSucceeds(
      setDoc(doc(alice(), 'users/alice'), {
        uid: 'alice',
        agreement: { ...agreementFor('zh'), acceptedAt: serverTimestamp() },
      }),
    );
  });

  it('cannot be removed or changed afterwards, only replaced by a new acceptance', async () => {
    await storeAlice({ ...withoutAgreement, agreement: acceptedBefore() });
    const ref = doc(alice(), 'users/alice');
    await assertFails(setDoc(ref, withoutAgreement));
    await assertFails(updateDoc(ref, { agreement: deleteField() }));
    await assertFails(updateDoc(ref, { 'agreement.age': 19 }));
    await assertFails(updateDoc(ref, { 'agreement.acceptedAt': Timestamp.now() }));
    // Other fields change as before; the agreement stays as it was.
    await assertSucceeds(setDoc(ref, { uid: 'alice', displayName: 'Alexandra' }, { merge: true }));
    await assertSucceeds(updateDoc(ref, { agreement: accepting() }));
  });

  it('while it covers older terms, changes nothing until the current ones are accepted', async () => {
    await storeAlice({
      ...withoutAgreement,
      agreement: acceptedBefore({ terms: '2020-01-01', privacy: '2020-01-01' }),
    });
    const ref = doc(alice(), 'users/alice');
    await assertFails(setDoc(ref, { uid: 'alice', startWeightKg: 70 }, { merge: true }));
    await assertSucceeds(getDoc(ref));
    await assertSucceeds(setDoc(ref, { uid: 'alice', agreement: accepting() }, { merge: true }));
    await assertSucceeds(setDoc(ref, { uid: 'alice', startWeightKg: 70 }, { merge: true }));
  });

  it('is asked of a profile made before there was one', async () => {
    await storeAlice(withoutAgreement);
    const ref = doc(alice(), 'users/alice');
    await assertFails(setDoc(ref, { uid: 'alice', displayName: 'Alexandra' }, { merge: true }));
    await assertSucceeds(setDoc(ref, { uid: 'alice', agreement: accepting() }, { merge: true }));
    await assertSucceeds(deleteDoc(ref));
  });
});

describe('the weights, which are health data', () => {
  const ref = () => doc(alice(), 'users/alice');
  const base = { uid: 'alice', agreement: accepting() };
  const kept = { uid: 'alice', displayName: 'Alex', startWeightKg: 80, goalWeightKg: 70 };

  it('are kept only beside the visitor’s consent to that, given by the same or an earlier write', async () => {
    await assertFails(setDoc(ref(), { ...base, startWeightKg: 80 }));
    await assertFails(setDoc(ref(), { ...base, goalWeightKg: 70 }));
    await assertSucceeds(setDoc(ref(), base));
    await assertFails(setDoc(ref(), { uid: 'alice', startWeightKg: 80 }, { merge: true }));
    await assertSucceeds(setDoc(ref(), { uid: 'alice', healthConsent: consenting() }, { merge: true }));
    await assertSucceeds(setDoc(ref(), { uid: 'alice', startWeightKg: 80 }, { merge: true }));
  });

  it.each([
    ['another text', () => ({ ...consenting(), version: '2020-01-01' })],
    ['a time of its own', () => ({ ...consenting(), givenAt: Timestamp.fromDate(new Date('2026-01-01')) })],
    ['no time', () => ({ version: healthConsentVersion })],
    ['a field of its own', () => ({ ...consenting(), marketing: true })],
  ])('refuses a consent with %s', async (_name, consent) => {
    await assertFails(setDoc(ref(), { ...base, healthConsent: consent(), startWeightKg: 80 }));
  });

  it('are refused beside a consent that is null or no record', async () => {
    await assertFails(setDoc(ref(), { ...base, healthConsent: null, startWeightKg: 80 }));
    await assertFails(setDoc(ref(), { ...base, healthConsent: 'yes', startWeightKg: 80 }));
    await storeAlice({ ...base, agreement: acceptedBefore(), healthConsent: null });
    await assertFails(setDoc(ref(), { uid: 'alice', startWeightKg: 80 }, { merge: true }));
  });

  it('stored before the consent existed, stay as they were: the terms can be accepted, the consent given or the weights withdrawn', async () => {
    await storeAlice(kept);
    // Accepting the terms keeps them; changing them needs the consent.
    await assertSucceeds(setDoc(ref(), { uid: 'alice', agreement: accepting() }, { merge: true }));
    await assertFails(setDoc(ref(), { uid: 'alice', startWeightKg: 81 }, { merge: true }));
    await assertSucceeds(setDoc(ref(), { uid: 'alice', healthConsent: consenting() }, { merge: true }));
    await assertSucceeds(setDoc(ref(), { uid: 'alice', startWeightKg: 81 }, { merge: true }));
    // Or, without a consent, withdrawn.
    await storeAlice(kept);
    await assertSucceeds(setDoc(ref(), { uid: 'alice', agreement: accepting() }, { merge: true }));
    await assertSucceeds(
      updateDoc(ref(), { startWeightKg: deleteField(), goalWeightKg: deleteField(), updatedAt: serverTimestamp() }),
    );
  });

  it('cannot be kept while the consent goes, and the consent cannot be backdated', async () => {
    await storeAlice({
      ...kept,
      agreement: acceptedBefore(),
      healthConsent: { version: healthConsentVersion, givenAt: Timestamp.now() },
    });
    await assertFails(updateDoc(ref(), { healthConsent: deleteField() }));
    await assertFails(updateDoc(ref(), { 'healthConsent.givenAt': Timestamp.fromDate(new Date('2026-01-01')) }));
  });

  it('go with the consent, even while the agreement covers older terms', async () => {
    await storeAlice({
      ...kept,
      agreement: acceptedBefore({ terms: '2020-01-01', privacy: '2020-01-01' }),
      healthConsent: { version: healthConsentVersion, givenAt: Timestamp.now() },
    });
    // Withdrawing removes exactly the weights and ends the consent; nothing else may ride along.
    const withdrawing = {
      'healthConsent.withdrawnAt': serverTimestamp(),
      startWeightKg: deleteField(),
      goalWeightKg: deleteField(),
    };
    await assertFails(updateDoc(ref(), { ...withdrawing, displayName: 'X' }));
    await assertSucceeds(updateDoc(ref(), { ...withdrawing, updatedAt: serverTimestamp() }));
  });

  it('keep their consent records as evidence: a withdrawal ends one, a new consent starts another', async () => {
    const givenAt = Timestamp.fromDate(new Date('2026-11-01'));
    await storeAlice({
      ...kept,
      agreement: acceptedBefore(),
      healthConsent: { version: healthConsentVersion, givenAt },
    });
    // The record cannot go, with the weights or without them, nor end at a time of its own.
    await assertFails(
      updateDoc(ref(), { healthConsent: deleteField(), startWeightKg: deleteField(), goalWeightKg: deleteField() }),
    );
    await assertFails(
      updateDoc(ref(), {
        'healthConsent.withdrawnAt': Timestamp.fromDate(new Date('2026-11-02')),
        startWeightKg: deleteField(),
        goalWeightKg: deleteField(),
      }),
    );
    // A consent in force is never given again (re-dated).
    await assertFails(updateDoc(ref(), { healthConsent: consenting() }));
    await assertSucceeds(
      updateDoc(ref(), {
        'healthConsent.withdrawnAt': serverTimestamp(),
        startWeightKg: deleteField(),
        goalWeightKg: deleteField(),
      }),
    );
    // Withdrawn, weights need a new consent, and the withdrawn record moves to the history as it is.
    await assertFails(updateDoc(ref(), { startWeightKg: 80 }));
    await assertFails(updateDoc(ref(), { healthConsent: consenting() }));
    let withdrawn: Record<string, unknown> = {};
    await env.withSecurityRulesDisabled(async (context) => {
      withdrawn = (await getDoc(doc(context.firestore(), 'users/alice'))).get('healthConsent');
    });
    expect(withdrawn).toMatchObject({ version: healthConsentVersion, givenAt });
    expect(withdrawn.withdrawnAt).toBeInstanceOf(Timestamp);
    await assertFails(
      updateDoc(ref(), {
        healthConsent: consenting(),
        healthConsentHistory: [{ ...withdrawn, givenAt: Timestamp.now() }],
      }),
    );
    await assertSucceeds(
      updateDoc(ref(), { healthConsent: consenting(), healthConsentHistory: arrayUnion(withdrawn) }),
    );
    await assertSucceeds(updateDoc(ref(), { startWeightKg: 80 }));
    // The history is kept as it is.
    await assertFails(updateDoc(ref(), { healthConsentHistory: [] }));
  });
});
