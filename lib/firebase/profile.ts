import 'client-only';

import {
  arrayUnion,
  collection,
  deleteDoc,
  deleteField,
  doc,
  getDocFromCache,
  getDocFromServer,
  onSnapshot,
  query,
  serverTimestamp,
  setDoc,
  waitForPendingWrites,
  where,
  writeBatch,
  type DocumentData,
  type DocumentReference,
  type FirestoreError,
  type Timestamp,
} from 'firebase/firestore';
import type { Locale } from '../i18n/locales';
import { legalStanding, type LegalStanding } from '../legal/versions';
import {
  HEALTH_FIELDS,
  type HealthConsent,
  type HealthConsentRecord,
  type Profile,
  type ProfileSnapshot,
} from '../account/profile';
import { agreementFor, type Agreement } from '../account/signUp';
import { AccountFailure, AccountKept } from '../account/errors';
import type { Account } from '../account/session';
import { deleteUser } from 'firebase/auth';
import { firebase } from './app';
import { SIGN_UPS, USERS } from './siteData';
import { deleteOnServer } from './serverDeletion';
import { forgetVisitor, signOut } from './signOut';
import { firestore } from './db';

/**
 * The visitor's profile, live: a query snapshot of `users` where `uid` is theirs (the rules allow
 * that query and no other), with metadata changes so that "saved on this device" turns into
 * "saved" when the server confirms.
 */
export function watchProfile(
  uid: string,
  onChange: (snapshot: ProfileSnapshot) => void,
  onError: (error: FirestoreError) => void,
): () => void {
  const db = firestore();
  return onSnapshot(
    query(collection(db, USERS), where('uid', '==', uid)),
    { includeMetadataChanges: true },
    (snapshot) => {
      const document = snapshot.docs.find((d) => d.id === uid);
      const consent = document?.get('healthConsent') as StoredConsent | undefined;
      onChange({
        profile: document ? profileFields(document.data()) : null,
        agreement: (document?.get('agreement') as Agreement | undefined) ?? null,
        healthConsent: healthConsentOf(keepStoredConsent(uid, consent)),
        healthConsentRecords: [...(document?.get('healthConsentHistory') ?? []), document?.get('healthConsent')]
          .filter((record) => record?.version)
          .map(consentRecordOf),
        updatedAt: (document?.get('updatedAt') as Timestamp | null | undefined)?.toDate() ?? null,
        pending: snapshot.metadata.hasPendingWrites,
        // A withdrawal's time is the server's: none yet, until the server has the withdrawal.
        withdrawalUnsent: Boolean(consent && 'withdrawnAt' in consent && consent.withdrawnAt === null),
        fromCache: snapshot.metadata.fromCache,
      });
    },
    onError,
  );
}

type StoredConsent = { version?: string; givenAt?: Timestamp | null; withdrawnAt?: Timestamp | null };

/**
 * The consent record each watched profile holds, exactly as stored (its timestamps to the
 * microsecond): a new consent moves a withdrawn one to the history as it is, which the rules check.
 */
const storedConsents = new Map<string, StoredConsent | undefined>();

function keepStoredConsent(uid: string, stored: StoredConsent | undefined): StoredConsent | undefined {
  storedConsents.set(uid, stored);
  return stored;
}

/** The stored consent in force (not withdrawn); its time is the server's, and now until the server has confirmed it. */
function healthConsentOf(stored: StoredConsent | undefined): HealthConsent | null {
  if (!stored?.version || 'withdrawnAt' in stored) return null;
  return { version: stored.version, givenAt: stored.givenAt?.toDate() ?? new Date() };
}

function consentRecordOf(stored: StoredConsent): HealthConsentRecord {
  const record: HealthConsentRecord = { version: stored.version!, givenAt: stored.givenAt?.toDate() ?? new Date() };
  if ('withdrawnAt' in stored) record.withdrawnAt = stored.withdrawnAt?.toDate() ?? new Date();
  return record;
}

/** The profile's own fields of a stored document (not `uid` and `updatedAt`). */
function profileFields(data: DocumentData): Profile {
  const { displayName, language, unit, startWeightKg, goalWeightKg, photo } = data as Profile;
  return definedOnly({ displayName, language, unit, startWeightKg, goalWeightKg, photo });
}

/** Firestore refuses `undefined` values: a field that is not given is left out. */
export function definedOnly<T extends object>(fields: T): T {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as T;
}

/** How long a write may wait for the server before the screen says it is kept on this device. */
const KEPT_ON_DEVICE_AFTER_MS = 1500;

/**
 * Saves profile fields, merged into the document; `photo: null` deletes the picture. The write
 * lands in the local cache at once; the returned promise settles when the server confirms, which
 * may be much later when offline (so callers do not wait for it to show the change). `kept` hears
 * when the server has not confirmed within 1.5 s (at once offline): the change is kept on this device
 * and goes when it can. Firestore's own word for that (a snapshot from the cache) can take 10 s, or
 * never come while the connection stays up and the server out of reach.
 */
export function saveProfile(uid: string, fields: Profile, kept: () => void = () => {}): Promise<void> {
  const db = firestore();
  const { photo, ...rest } = fields;
  const data = { ...definedOnly(rest), ...(photo === undefined ? {} : { photo: photo ?? deleteField() }) };
  const timer = setTimeout(kept, navigator.onLine ? KEPT_ON_DEVICE_AFTER_MS : 0);
  return setDoc(doc(db, USERS, uid), { ...data, uid, updatedAt: serverTimestamp() }, { merge: true }).finally(() =>
    clearTimeout(timer),
  );
}

/**
 * Records that the website has just created the account `uid` (`signUps/{uid}`, at the server's
 * time), before its agreement: only such an account may the hourly clean-up delete when it never
 * gets one, and only such an account may be declined without a fresh sign-in
 * (docs/design.md#server-code). Where no functions run, nothing would ever read it, and none is
 * written. Should it fail, the account is never swept: the sign-up goes on.
 */
export async function recordSignUp(uid: string): Promise<void> {
  // The build's switch, inlined as a literal (lib/firebase/functions.ts): one way is left in the bundle.
  if (process.env.FIREBASE_FUNCTIONS !== 'on') return;
  await setDoc(doc(firestore(), SIGN_UPS, uid), { createdAt: serverTimestamp() }).catch(() => {});
}

/**
 * Records that the visitor accepts the terms in force and confirms the age of the market of
 * `locale`, at the server's time (firestore.rules accepts no other). It is what makes the profile
 * exist: the rules refuse one without it. The agreement is replaced whole: merged, an earlier one's
 * fields (another market's transfer consent) would stay in it. The same write removes the record of
 * a sign-up still waiting for it (`recordSignUp`), so that the clean-up never takes an account that
 * agreed.
 */
export function recordAgreement(uid: string, locale: Locale, standing: LegalStanding = legalStanding()): Promise<void> {
  const db = firestore();
  const fields = {
    uid,
    agreement: { ...agreementFor(locale, standing), acceptedAt: serverTimestamp() },
    updatedAt: serverTimestamp(),
  };
  const batch = writeBatch(db);
  batch.set(doc(db, USERS, uid), fields, { mergeFields: Object.keys(fields) });
  batch.delete(doc(db, SIGN_UPS, uid));
  return batch.commit();
}

/**
 * Records the visitor's explicit consent to keeping their weights, to the current text, at the
 * server's time (firestore.rules accepts no other). A consent withdrawn before moves, exactly as
 * stored, to the history. The screen shows the consent at once; the returned promise settles when
 * the server confirms.
 */
export async function giveHealthConsent(
  uid: string,
  version: string = legalStanding().inForce.healthConsent,
): Promise<void> {
  const ref = doc(firestore(), USERS, uid);
  const before = await storedConsent(uid);
  const history = before && 'withdrawnAt' in before ? { healthConsentHistory: arrayUnion(before) } : {};
  const healthConsent = { version, givenAt: serverTimestamp() };
  // The consent's map replaced whole (not merged, which would keep an old withdrawnAt in it).
  const fields = { uid, healthConsent, ...history, updatedAt: serverTimestamp() };
  return storedOnceRefused(ref, setDoc(ref, fields, { mergeFields: Object.keys(fields) }), (data) => {
    const stored = data.healthConsent as StoredConsent | undefined;
    return stored?.version === version && !('withdrawnAt' in stored);
  });
}

/**
 * A consent's write, or its withdrawal's, and what a refusal means. Firestore sends a write again
 * when its connection starts afresh before the server has answered, which it does at every new ID
 * token: the account screen's email check brings one as the screen opens and at each return to the
 * tab (components/account/EmailVerification.tsx), Auth's hourly renewal another. The first sending
 * may have been stored; the rules then refuse the second, since a consent's record is never dated
 * anew (firestore.rules keptHealthConsent). That refusal is no failure when the server holds what
 * the write meant (`holds`, read from the server itself): said as one, the visitor would read
 * "no permission" for a consent stored, and the profile's save beside it would lose its word.
 */
async function storedOnceRefused(
  ref: DocumentReference,
  write: Promise<void>,
  holds: (data: DocumentData) => boolean,
): Promise<void> {
  try {
    await write;
  } catch (error) {
    if ((error as FirestoreError).code !== 'permission-denied') throw error;
    const stored = await getDocFromServer(ref).catch(() => null);
    if (!stored?.exists() || !holds(stored.data())) throw error;
  }
}

/**
 * The consent record as the server stores it. A withdrawal (or consent) this device has not yet had
 * confirmed has no time yet (the server sets it): a new consent given straight after waits for that
 * confirmation, after which the device's copy holds the server's time to the microsecond.
 */
async function storedConsent(uid: string): Promise<StoredConsent | undefined> {
  const seen = storedConsents.get(uid);
  if (!seen || (seen.givenAt && seen.withdrawnAt !== null)) return seen;
  const db = firestore();
  await waitForPendingWrites(db);
  return (await getDocFromCache(doc(db, USERS, uid))).get('healthConsent') as StoredConsent | undefined;
}

/** Withdraws that consent: the weights go with it, in the same write, and its record stays, ended now. */
export function withdrawHealthConsent(uid: string): Promise<void> {
  const ref = doc(firestore(), USERS, uid);
  const gone = Object.fromEntries(HEALTH_FIELDS.map((field) => [field, deleteField()]));
  const healthConsent = { withdrawnAt: serverTimestamp() };
  const write = setDoc(ref, { uid, ...gone, healthConsent, updatedAt: serverTimestamp() }, { merge: true });
  return storedOnceRefused(ref, write, (data) => {
    const stored = data.healthConsent as StoredConsent | undefined;
    return Boolean(stored && 'withdrawnAt' in stored) && !HEALTH_FIELDS.some((field) => field in data);
  });
}

function deleteProfile(uid: string): Promise<void> {
  return deleteDoc(doc(firestore(), USERS, uid));
}

/**
 * Deletes the account and everything stored for it, then what the device kept of the visitor. Both
 * ways need a recent sign-in, which the screen asks for first (lib/firebase/freshSignIn.ts):
 * - where the functions run, the server deletes the account, then its profile, or refuses and
 *   deletes nothing; this device then signs out;
 * - else the browser deletes the profile document, then the account, straight after the sign-in
 *   the screen always asks for then (`needsFreshSignIn`). Should Firebase refuse the account's
 *   deletion all the same, the profile stays deleted and the account stays (`AccountKept`): written
 *   back, its agreement and consents would carry new dates, and its consent history would be lost.
 */
export async function deleteAccount(account: Account): Promise<void> {
  const user = firebase().auth.currentUser;
  // Signed out or switched account in another tab meanwhile: delete nothing, ask for a sign-in.
  if (user?.uid !== account.uid) throw new AccountFailure('recentLogin');
  // Offline, the profile's deletion would wait for the server and the account's would fail: nothing
  // is deleted, and the visitor is told to connect first.
  if (!navigator.onLine) throw new AccountFailure('network');
  // The build's switch, inlined as a literal (lib/firebase/functions.ts): one way is left in the bundle.
  if (process.env.FIREBASE_FUNCTIONS === 'on') {
    await deleteOnServer(await user.getIdToken());
    await signOut();
    return;
  }
  // Firestore starts its streams again on the fresh sign-in's token before this write goes (it does
  // so on every new token): the rules refuse the earlier sign-in's for a deletion.
  await deleteProfile(user.uid);
  try {
    await deleteUser(user);
  } catch (cause) {
    throw new AccountKept(cause);
  }
  await forgetVisitor();
}
