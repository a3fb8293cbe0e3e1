import { describe, expect, it } from 'vitest';
import { legalStanding } from '@/lib/legal/versions';
import type { ProfileSnapshot } from '@/lib/account/profile';
import {
  initialSession,
  sessionReducer,
  shownSession,
  signOutPresses,
  signOutWarnsFirst,
  type Account,
  type Move,
  type Session,
} from '@/lib/account/session';

/** The terms and privacy policy in force now. */
const legalVersions = { terms: legalStanding().inForce.terms, privacy: legalStanding().inForce.privacy };
const healthConsentVersion = legalStanding().inForce.healthConsent;

const account: Account = { uid: 'u1', email: 'erika@example.com', emailVerified: false };
const current = { ...legalVersions, market: 'de' as const, age: 18 };
const stored = (fields: Partial<ProfileSnapshot> = {}): ProfileSnapshot => ({
  profile: { displayName: 'Erika', startWeightKg: 80, goalWeightKg: 70 },
  agreement: current,
  healthConsent: { version: healthConsentVersion, givenAt: new Date('2026-11-01') },
  healthConsentRecords: [{ version: healthConsentVersion, givenAt: new Date('2026-11-01') }],
  updatedAt: new Date('2026-11-01'),
  pending: false,
  withdrawalUnsent: false,
  fromCache: false,
  ...fields,
});

/** The session after `moves`, from the start. */
const after = (...moves: Move[]): Session => moves.reduce(sessionReducer, initialSession);
const signedIn: Move = { type: 'user', account, held: false };
const loaded = (fields: Partial<ProfileSnapshot> = {}): Move => ({
  type: 'stored',
  stored: stored(fields),
  standing: legalStanding(),
});

describe('the account session', () => {
  it('checks first, then knows the visitor is signed out, or signed in', () => {
    expect(initialSession).toEqual({ kind: 'checking' });
    expect(after({ type: 'user', account: null, held: false })).toEqual({ kind: 'signedOut', to: null });
    expect(after(signedIn)).toEqual({ kind: 'signedIn', account });
  });

  it('ignores what concerns a visitor while it knows of none', () => {
    expect(after(loaded(), { type: 'saving' }, { type: 'leave', why: 'signOut', to: '/sign-in' })).toEqual(
      initialSession,
    );
  });

  it('keeps its state when the same account is reported again, with what changed (a confirmed address)', () => {
    const confirmed = { ...account, emailVerified: true };
    const session = after(signedIn, loaded(), { type: 'user', account: confirmed, held: false });
    expect(session).toMatchObject({ kind: 'ready', account: confirmed });
  });

  describe('a new account that Google made without the agreement', () => {
    it('is held when Google makes it, and when the device holds it on arrival', () => {
      expect(after(signedIn, { type: 'hold' })).toEqual({ kind: 'held', account, stored: null });
      expect(after({ type: 'user', account, held: true })).toEqual({ kind: 'held', account, stored: null });
    });

    it('stays held until accepted: with no agreement stored, the profile is not shown', () => {
      const held = after({ type: 'user', account, held: true }, loaded({ agreement: null, profile: null }));
      expect(held).toMatchObject({ kind: 'held', stored: { agreement: null } });
      expect(sessionReducer(held, { type: 'accepted' })).toEqual({ kind: 'signedIn', account });
    });

    it('goes on to the profile once the current agreement is stored', () => {
      expect(after({ type: 'user', account, held: true }, loaded())).toMatchObject({ kind: 'ready' });
    });
  });

  describe('the agreement', () => {
    it('is needed while the stored one is not the current one, and the profile waits', () => {
      const old = { ...current, terms: '2020-01-01' };
      expect(after(signedIn, loaded({ agreement: old }))).toMatchObject({ kind: 'agreementNeeded' });
      expect(after(signedIn, loaded(), loaded({ agreement: null }))).toMatchObject({ kind: 'agreementNeeded' });
      expect(after(signedIn, loaded({ agreement: old }), loaded())).toMatchObject({ kind: 'ready', save: 'idle' });
    });
  });

  describe('saving', () => {
    const ready = after(signedIn, loaded());

    it('is saved once the server has the change', () => {
      const saving = sessionReducer(ready, { type: 'saving' });
      expect(saving).toMatchObject({ kind: 'ready', save: 'saving' });
      const onTheWay = sessionReducer(saving, loaded({ pending: true }));
      expect(onTheWay).toMatchObject({ save: 'saving' });
      expect(sessionReducer(onTheWay, { type: 'saved' })).toMatchObject({ save: 'saved' });
    });

    it('is saved on this device while the server has not confirmed it, and saved once it has', () => {
      const saving = sessionReducer(ready, { type: 'saving' });
      const kept = sessionReducer(sessionReducer(saving, loaded({ pending: true })), { type: 'keptOnDevice' });
      expect(kept).toMatchObject({ save: 'savedOffline' });
      expect(sessionReducer(kept, { type: 'saved' })).toMatchObject({ save: 'saved' });
      // Only a save under way is kept on the device: a late word about an earlier one says nothing.
      expect(sessionReducer(ready, { type: 'keptOnDevice' })).toMatchObject({ save: 'idle' });
    });

    it('says nothing of an earlier save once the visitor edits again, or when it failed', () => {
      const saving = sessionReducer(ready, { type: 'saving' });
      const edited = sessionReducer(saving, { type: 'edited' });
      expect(edited).toMatchObject({ save: 'idle' });
      expect(sessionReducer(edited, { type: 'saved' })).toMatchObject({ save: 'idle' });
      expect(sessionReducer(saving, { type: 'saveFailed' })).toMatchObject({ save: 'idle' });
    });
  });

  describe('the consent to keeping weights', () => {
    it('is given to the current text, at the time given, with the terms accepted', () => {
      const at = new Date('2026-11-25T10:00:00Z');
      const session = after(signedIn, loaded({ healthConsent: null }), {
        type: 'consentGiven',
        at,
        version: healthConsentVersion,
      });
      expect(session).toMatchObject({ stored: { healthConsent: { version: healthConsentVersion, givenAt: at } } });
    });

    it('is not given while changed terms wait to be accepted', () => {
      const waiting = after(signedIn, loaded({ healthConsent: null, agreement: null }));
      expect(sessionReducer(waiting, { type: 'consentGiven', at: new Date(), version: healthConsentVersion })).toBe(
        waiting,
      );
    });

    it('is withdrawn at any time, and the weights go with it', () => {
      for (const agreement of [current, null]) {
        const session = after(signedIn, loaded({ agreement }), { type: 'consentWithdrawn' });
        expect(session).toMatchObject({ stored: { healthConsent: null, profile: { displayName: 'Erika' } } });
        expect('stored' in session && session.stored?.profile).not.toHaveProperty('startWeightKg');
        expect('stored' in session && session.stored?.profile).not.toHaveProperty('goalWeightKg');
      }
    });
  });

  describe('leaving', () => {
    it('warns once before a sign-out would lose changes the server has not had', () => {
      const unsent = after(signedIn, loaded(), { type: 'saving' }, loaded({ pending: true }), { type: 'keptOnDevice' });
      expect(signOutWarnsFirst(unsent)).toBe(true);
      const warned = sessionReducer(unsent, { type: 'warned' });
      expect(signOutWarnsFirst(warned)).toBe(false);
      // The warning holds only while there is something unsent, and until the visitor changes more.
      expect(sessionReducer(warned, loaded())).toMatchObject({ warned: false });
      expect(sessionReducer(warned, { type: 'edited' })).toMatchObject({ warned: false });
      expect(signOutWarnsFirst(after(signedIn, loaded()))).toBe(false);
    });

    it('warns too while changed terms wait, where the consent can still be withdrawn', () => {
      const waiting = after(signedIn, loaded({ agreement: null }));
      expect(waiting).toMatchObject({ kind: 'agreementNeeded', warned: false });
      const withdrawn = after(
        signedIn,
        loaded({ agreement: null }),
        { type: 'consentWithdrawn' },
        loaded({ agreement: null, pending: true, withdrawalUnsent: true }),
      );
      expect(signOutWarnsFirst(withdrawn)).toBe(true);
      const warned = sessionReducer(withdrawn, { type: 'warned' });
      expect(warned).toMatchObject({ kind: 'agreementNeeded', warned: true });
      expect(signOutWarnsFirst(warned)).toBe(false);
    });

    it('warns from the moment a withdrawal is pressed, before Firestore has said it is unsent', () => {
      // A sign-out pressed at once must not discard the withdrawal unsaid (the e2e race in leaving.static).
      for (const agreement of [current, null]) {
        const withdrawn = after(signedIn, loaded({ agreement }), { type: 'consentWithdrawn' });
        expect(signOutWarnsFirst(withdrawn)).toBe(true);
        expect(withdrawn).toMatchObject({ stored: { pending: true, withdrawalUnsent: true } });
      }
    });

    it('warns anew when a withdrawal joins what is unsent, and knows it is one', () => {
      const unsent = after(signedIn, loaded({ pending: true }), { type: 'warned' });
      expect(signOutWarnsFirst(unsent)).toBe(false);
      const withdrawn = sessionReducer(unsent, { type: 'consentWithdrawn' });
      expect(signOutWarnsFirst(withdrawn)).toBe(true);
      expect(withdrawn).toMatchObject({ stored: { withdrawalUnsent: true } });
    });

    it('shows the screen as it was while leaving, and goes where the visitor chose once signed out', () => {
      const ready = after(signedIn, loaded());
      const leaving = sessionReducer(ready, { type: 'leave', why: 'deletion', to: '/sign-in?deleted=1' });
      expect(leaving).toMatchObject({ kind: 'leaving', why: 'deletion' });
      expect(shownSession(leaving)).toBe(ready);
      expect(sessionReducer(leaving, { type: 'user', account: null, held: false })).toEqual({
        kind: 'signedOut',
        to: '/sign-in?deleted=1',
      });
    });

    it('stays where it was when leaving failed, with what the server said meanwhile', () => {
      const ready = after(signedIn, loaded());
      const leaving = sessionReducer(ready, { type: 'leave', why: 'signOut', to: '/sign-in' });
      const meanwhile = sessionReducer(leaving, loaded({ profile: { displayName: 'Written back' } }));
      expect(sessionReducer(meanwhile, { type: 'stayed' })).toMatchObject({
        kind: 'ready',
        stored: { profile: { displayName: 'Written back' } },
      });
    });
  });

  describe('the presses of Sign out (Firestore’s chunk may be held back)', () => {
    /** A promise settled from outside: the profile's first read, or the press's patience. */
    function later<T>() {
      let settle: (value: T) => void = () => {};
      const promise = new Promise<T>((resolve) => (settle = resolve));
      return { promise, settle };
    }
    /** Lets every settled promise's callbacks run. */
    const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
    /** One press's steps, recording what it did. */
    function steps(patience: Promise<unknown>) {
      const did: string[] = [];
      return { did, patience, warn: () => void did.push('warned'), leave: async () => void did.push('left') };
    }
    const notRead = after(signedIn);

    it('signs out after a bounded wait when the profile is never read, and a second press meanwhile does nothing', async () => {
      const press = signOutPresses(later<ProfileSnapshot | null>().promise);
      const patience = later<void>();
      const first = steps(patience.promise);
      const second = steps(Promise.resolve());
      const pressed = press(notRead, first);
      await press(notRead, second);
      await settled();
      expect([...first.did, ...second.did]).toEqual([]);
      patience.settle();
      await settled();
      expect(first.did).toEqual(['left']);
      await pressed;
      expect(second.did).toEqual([]);
    });

    it('warns when the first read, within the wait, holds unsent changes; the next press signs out', async () => {
      const read = later<ProfileSnapshot | null>();
      const press = signOutPresses(read.promise);
      const first = steps(later<void>().promise);
      const pressed = press(notRead, first);
      read.settle(stored({ pending: true }));
      await pressed;
      expect(first.did).toEqual(['warned']);
      const warned = after(signedIn, loaded({ pending: true }), { type: 'warned' });
      const second = steps(later<void>().promise);
      await press(warned, second);
      expect(second.did).toEqual(['left']);
    });

    it('asks the profile as read when it is, without waiting', async () => {
      const press = signOutPresses(later<ProfileSnapshot | null>().promise);
      const unsent = steps(later<void>().promise);
      await press(after(signedIn, loaded({ pending: true })), unsent);
      expect(unsent.did).toEqual(['warned']);
    });
  });
});
