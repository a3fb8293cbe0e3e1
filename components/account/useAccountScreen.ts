'use client';

import { useEffect, useState } from 'react';
import { useLocale } from 'next-intl';
import { AccountKept } from '@/lib/account/errors';
import { legalStanding, nextLegalChange } from '@/lib/legal/versions';
import { hostNow } from '@/lib/legal/hostClock';
import type { Profile, ProfileSnapshot } from '@/lib/account/profile';
import { rememberShape, shapeOf } from '@/lib/account/profileShape';
import { signOutPresses } from '@/lib/account/session';
import { leavingOnPurpose } from '@/lib/firebase/droppedSession';
import { discardNewAccount, heldAccountExists, releaseNewAccount } from '@/lib/firebase/newAccountHold';
import { probablySignedIn } from '@/lib/firebase/hint';
import { firestorePatience } from '@/lib/firebase/later';
import { profileStore } from '@/lib/firebase/profileStore';
import { forgetVisitor, signOut } from '@/lib/firebase/signOut';
import { rememberLocale } from '@/lib/i18n/cookie';
import { useSignedInSession } from './AuthGuard';
import { accountErrorOf } from './useAccountErrorText';
import { useLegalVersions } from './useLegalVersions';

/**
 * Where on the account screen something started: what it says, or what went wrong, shows there.
 * `top` is for what no button caused (the profile failing to load).
 */
export type AccountPlace = 'top' | 'photo' | 'profile' | 'consent' | 'agreement' | 'signOut' | 'delete';

/**
 * How a deletion went: done; refused until the visitor signs in again; the profile deleted and the
 * account kept (without the functions), until the visitor signs in again; or failed, the screen saying why.
 */
export type DeletionOutcome = 'deleted' | 'signInAgain' | 'accountKept' | 'failed';

/** The profile's first read from Firestore (null when it failed), which a sign-out pressed before it awaits. */
function firstReadOfProfile() {
  let resolve: (stored: ProfileSnapshot | null) => void = () => {};
  const promise = new Promise<ProfileSnapshot | null>((done) => (resolve = done));
  return { promise, resolve };
}

/**
 * The account screen's side of the session (docs/design.md#the-account-session): the profile from
 * `users/{uid}`, live, and what the visitor does with it. Writes show at once from the device's copy
 * and reach the server when they can, so they are no actions that wait: what went wrong comes later,
 * kept as its cause with the place it started (`said`).
 */
export function useAccountScreen(paths: { signIn: string }) {
  const { session, dispatch } = useSignedInSession();
  const locale = useLocale();
  const { uid } = session.account;
  const [said, setSaid] = useState<{ at: AccountPlace; failure?: { cause: unknown } }>({ at: 'top' });
  const startAt = (at: AccountPlace) => setSaid({ at });
  const failAt = (at: AccountPlace) => (cause: unknown) => setSaid({ at, failure: { cause } });

  const legal = useLegalVersions();
  // A screen left open when an announced version's day comes judges the profile again then (a timer
  // waits at most 2^31 - 1 ms, about 24 days, and is set again after that).
  const [judged, setJudged] = useState(0);
  useEffect(() => {
    const next = nextLegalChange(legalStanding(hostNow(), legal.versions));
    if (!next) return;
    const timer = setTimeout(
      () => setJudged((n) => n + 1),
      Math.min(next.getTime() - hostNow().getTime() + 1000, 2 ** 31 - 1),
    );
    return () => clearTimeout(timer);
  }, [legal.versions, judged]);
  const [firstRead] = useState(firstReadOfProfile);
  const [pressSignOut] = useState(() => signOutPresses(firstRead.promise));
  // Each snapshot is judged by the texts' versions as they stand at that moment; the versions from the
  // payload, and the day of a new version, judge the stored profile again (a new watch delivers it at
  // once from the device's copy). Firestore comes from its own chunk (lib/firebase/profileStore.ts), requested
  // as the screen started: the watch begins once it is here; meanwhile the screen draws what needs
  // only Auth.
  useEffect(() => {
    let stop: (() => void) | undefined;
    let watching = true;
    const fail = (cause: unknown) => {
      firstRead.resolve(null);
      if (watching) setSaid({ at: 'top', failure: { cause } });
    };
    profileStore().then((store) => {
      if (!watching) return;
      stop = store.watchProfile(
        uid,
        (stored) => {
          dispatch({ type: 'stored', stored, standing: legalStanding(hostNow(), legal.versions) });
          firstRead.resolve(stored);
          // Its shape sizes the next visit's placeholder; not once the visitor has left (the hint gone).
          if (watching && probablySignedIn()) rememberShape(shapeOf(uid, stored));
        },
        fail,
      );
    }, fail);
    return () => {
      watching = false;
      stop?.();
    };
  }, [uid, dispatch, legal.versions, judged, firstRead]);

  /** Leaves for `to` by `leave`; when that fails, the visitor stays, and the screen says why at `at`. */
  async function leaveBy(leave: () => Promise<void>, why: 'signOut' | 'deletion' | 'decline', to: string) {
    dispatch({ type: 'leave', why, to });
    try {
      await leavingOnPurpose(leave);
    } catch (cause) {
      dispatch({ type: 'stayed' });
      throw cause;
    }
  }

  return {
    said,
    legal,
    save(fields: Profile, at: 'photo' | 'profile') {
      startAt(at);
      if (fields.language) rememberLocale(fields.language);
      dispatch({ type: 'saving' });
      profileStore()
        .then((store) => store.saveProfile(uid, fields, () => dispatch({ type: 'keptOnDevice' })))
        .then(
          () => dispatch({ type: 'saved' }),
          (cause: unknown) => {
            dispatch({ type: 'saveFailed' });
            failAt(at)(cause);
          },
        );
    },
    edited: () => dispatch({ type: 'edited' }),
    giveConsent() {
      startAt('consent');
      const version = legalStanding(hostNow(), legal.versions).inForce.healthConsent;
      dispatch({ type: 'consentGiven', at: new Date(), version });
      profileStore()
        .then((store) => store.giveHealthConsent(uid, version))
        .catch(failAt('consent'));
    },
    withdrawConsent() {
      startAt('consent');
      dispatch({ type: 'consentWithdrawn' });
      profileStore()
        .then((store) => store.withdrawHealthConsent(uid))
        .catch(failAt('consent'));
    },
    /**
     * Shown at once from the device's copy; the server confirms in the background. A held account is
     * first asked for: declined in another tab meanwhile, it gets no agreement, and this tab leaves
     * as that one did.
     */
    async acceptTerms() {
      startAt('agreement');
      if (session.kind === 'held') {
        dispatch({ type: 'leave', why: 'decline', to: `${paths.signIn}?declined=1` });
        if (!(await heldAccountExists(uid).catch(() => true))) return forgetVisitor();
        dispatch({ type: 'stayed' });
      }
      const standing = legalStanding(hostNow(), legal.versions);
      profileStore()
        .then((store) => store.recordAgreement(uid, locale, standing))
        .catch(failAt('agreement'));
      releaseNewAccount();
      dispatch({ type: 'accepted' });
    },
    /** A held new account declined: it goes, with what the device kept of it. */
    declineHeld: () =>
      leaveBy(
        async () => {
          await discardNewAccount(uid);
          await forgetVisitor();
        },
        'decline',
        `${paths.signIn}?declined=1`,
      ),
    /**
     * Sign-out clears this device, changes the server has not had yet too: the first press says so.
     * Firestore's chunk held back or out of reach, it waits a bounded time for it
     * (lib/account/session.ts signOutPresses, lib/firebase/signOut.ts); a second press while one runs does nothing.
     */
    signOut() {
      startAt('signOut');
      const patience = firestorePatience();
      return pressSignOut(session, {
        patience,
        warn: () => dispatch({ type: 'warned' }),
        leave: () => leaveBy(() => signOut(patience), 'signOut', paths.signIn).catch(failAt('signOut')),
      });
    },
    /**
     * Deletes the account, and says how it went: on a refusal for want of a recent sign-in the prompt
     * asks for one; on another failure the screen stays, with the error.
     */
    async remove(): Promise<DeletionOutcome> {
      startAt('delete');
      try {
        const { deleteAccount } = await profileStore();
        await leaveBy(() => deleteAccount(session.account), 'deletion', `${paths.signIn}?deleted=1`);
        return 'deleted';
      } catch (cause) {
        if (cause instanceof AccountKept) return 'accountKept';
        if ((await accountErrorOf(cause)) === 'recentLogin') return 'signInAgain';
        failAt('delete')(cause);
        return 'failed';
      }
    },
  };
}
