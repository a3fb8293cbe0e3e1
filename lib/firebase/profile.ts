import 'client-only';

import {
  collection,
  deleteDoc,
  deleteField,
  doc,
  onSnapshot,
  query,
  serverTimestamp,
  setDoc,
  where,
  type DocumentData,
  type FirestoreError,
  type Timestamp,
} from 'firebase/firestore';
import type { Locale } from '../i18n/locales';
import { healthConsentVersion } from '../account/legal';
import { HEALTH_FIELDS, type HealthConsent, type Profile } from '../account/profile';
import { agreementFor, type Agreement } from '../account/signUp';
import { deleteUser } from 'firebase/auth';
import { firebase } from './app';
import type { Account } from './auth';
import { firestore } from './db';
import { forgetVisitor } from './signOut';

/** The profiles live in `users/{uid}` (firestore.rules). */
const USERS = 'users';

export interface ProfileSnapshot {
  profile: Profile | null;
  /** What the visitor accepted (lib/account/signUp.ts), or null when they never did. */
  agreement: Agreement | null;
  /** Their consent to keeping their weights, or null: without it, the profile holds none. */
  healthConsent: HealthConsent | null;
  /** Whether this device holds changes the server has not confirmed yet (offline edits). */
  pending: boolean;
  /** Whether this is the device's copy, the server out of reach (offline). */
  fromCache: boolean;
}

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
      onChange({
        profile: document ? profileFields(document.data()) : null,
        agreement: (document?.get('agreement') as Agreement | undefined) ?? null,
        healthConsent: healthConsentOf(document?.get('healthConsent')),
        pending: snapshot.metadata.hasPendingWrites,
        fromCache: snapshot.metadata.fromCache,
      });
    },
    onError,
  );
}

/** A stored consent; its time is the server's, and null until the server has confirmed it. */
function healthConsentOf(stored: { version?: string; givenAt?: Timestamp | null } | undefined): HealthConsent | null {
  if (!stored?.version) return null;
  return { version: stored.version, givenAt: stored.givenAt?.toDate() ?? new Date() };
}

/** The profile's own fields of a stored document (not `uid` and `updatedAt`). */
function profileFields(data: DocumentData): Profile {
  const { displayName, language, unit, startWeightKg, goalWeightKg, photo } = data as Profile;
  return definedOnly({ displayName, language, unit, startWeightKg, goalWeightKg, photo });
}

/** Firestore refuses `undefined` values: a field that is not given is left out. */
function definedOnly<T extends object>(fields: T): T {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as T;
}

/**
 * Saves profile fields, merged into the document; `photo: null` deletes the picture. The write
 * lands in the local cache at once; the returned promise settles when the server confirms, which
 * may be much later when offline (so callers do not wait for it to show the change).
 */
export function saveProfile(uid: string, fields: Profile): Promise<void> {
  const db = firestore();
  const { photo, ...rest } = fields;
  const data = { ...definedOnly(rest), ...(photo === undefined ? {} : { photo: photo ?? deleteField() }) };
  return setDoc(doc(db, USERS, uid), { ...data, uid, updatedAt: serverTimestamp() }, { merge: true });
}

/**
 * Records that the visitor accepts the current terms and privacy policy and confirms the age of the
 * market of `locale`, at the server's time (firestore.rules accepts no other). It is what makes
 * the profile exist: the rules refuse one without it.
 */
export function recordAgreement(uid: string, locale: Locale): Promise<void> {
  const agreement = { ...agreementFor(locale), acceptedAt: serverTimestamp() };
  return setDoc(doc(firestore(), USERS, uid), { uid, agreement, updatedAt: serverTimestamp() }, { merge: true });
}

/**
 * Records the visitor's explicit consent to keeping their weights, to the current text, at the
 * server's time (firestore.rules accepts no other). Like a save, it shows at once and the returned
 * promise settles when the server confirms.
 */
export function giveHealthConsent(uid: string): Promise<void> {
  const healthConsent = { version: healthConsentVersion, givenAt: serverTimestamp() };
  return setDoc(doc(firestore(), USERS, uid), { uid, healthConsent, updatedAt: serverTimestamp() }, { merge: true });
}

/** Withdraws that consent: the weights go with it, in the same write. */
export function withdrawHealthConsent(uid: string): Promise<void> {
  const gone = Object.fromEntries([...HEALTH_FIELDS, 'healthConsent'].map((field) => [field, deleteField()]));
  return setDoc(doc(firestore(), USERS, uid), { uid, ...gone, updatedAt: serverTimestamp() }, { merge: true });
}

function deleteProfile(uid: string): Promise<void> {
  return deleteDoc(doc(firestore(), USERS, uid));
}

/**
 * Deletes the profile document, then the account itself, then what the device kept of the visitor
 * (`forgetVisitor`). Firebase deletes only after a recent sign-in: the screen asks for one first
 * (lib/firebase/freshSignIn.ts). When Firebase refuses all the same, the profile is written back, so
 * that a failed deletion loses nothing. The rules take a profile only with an acceptance made by
 * that write, so the agreement written back is the same one, accepted again at the server's time.
 */
export async function deleteAccount(account: Account, stored: ProfileSnapshot | null): Promise<void> {
  const user = firebase().auth.currentUser;
  // Signed out or switched account in another tab meanwhile: delete nothing, ask for a sign-in.
  if (user?.uid !== account.uid)
    throw Object.assign(new Error('Not signed in as this account'), { code: 'auth/requires-recent-login' });
  // Offline, the profile's deletion would wait for the server and the account's would fail: nothing
  // is deleted, and the visitor is told to connect first.
  if (!navigator.onLine) throw Object.assign(new Error('Offline'), { code: 'unavailable' });
  await deleteProfile(user.uid);
  try {
    await deleteUser(user);
  } catch (error) {
    if (stored?.profile && stored.agreement) {
      const agreement = { ...stored.agreement, acceptedAt: serverTimestamp() };
      const { version } = stored.healthConsent ?? {};
      const health = version ? { healthConsent: { version, givenAt: serverTimestamp() } } : {};
      await setDoc(doc(firestore(), USERS, user.uid), {
        ...definedOnly(stored.profile),
        uid: user.uid,
        agreement,
        ...health,
        updatedAt: serverTimestamp(),
      }).catch(() => {});
    }
    throw error;
  }
  await forgetVisitor();
}
