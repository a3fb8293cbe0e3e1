/**
 * The account session: where a visitor stands with their account, and the moves between, as one
 * pure reducer that knows no browser and no vendor (docs/design.md#the-account-session).
 * components/account/useAccountSession.ts feeds it what the sign-in service reports and what the
 * visitor does; the screens draw its state.
 */
import type { LegalStanding } from '../legal/versions';
import { HEALTH_FIELDS, type ProfileSnapshot } from './profile';
import { isCurrentAgreement } from './signUp';

/**
 * The signed-in visitor as the rest of the site sees them, whatever service signs them in
 * (lib/firebase/auth.ts makes one from Firebase's user).
 */
export interface Account {
  uid: string;
  email: string | null;
  /** Whether the visitor has opened the confirmation link sent to `email` (Google's are confirmed). */
  emailVerified: boolean;
}

/** How the profile's last save went: "saved" once the server has it, "saved on this device" before. */
export type SaveState = 'idle' | 'saving' | 'saved' | 'savedOffline';

/** Why a visitor leaves on purpose: signing out, deleting the account, declining a held new account. */
export type Leaving = 'signOut' | 'deletion' | 'decline';

type SignedIn = { account: Account };

/** The states a signed-in visitor can be drawn in (while leaving, the screen stays as it was). */
export type Present =
  /** Signed in; the profile not read (yet): the sign-in screen never reads it. */
  | ({ kind: 'signedIn' } & SignedIn)
  /** A new account that Google made without the visitor's agreement, held until they accept or decline. */
  | ({ kind: 'held'; stored: ProfileSnapshot | null } & SignedIn)
  /** The stored agreement is not the current one: the visitor accepts before anything else. */
  | ({ kind: 'agreementNeeded'; stored: ProfileSnapshot; warned: boolean } & SignedIn)
  | ({ kind: 'ready'; stored: ProfileSnapshot; save: SaveState; warned: boolean } & SignedIn);

export type Session =
  | { kind: 'checking' }
  /** `to`: where a visitor who left on purpose goes (no `?next=` then); null when signed out otherwise. */
  | { kind: 'signedOut'; to: string | null }
  | Present
  | ({ kind: 'leaving'; why: Leaving; to: string | null; from: Present } & SignedIn);

export type Move =
  /** What the sign-in service reports; `held`: the device holds this account for the agreement. */
  | { type: 'user'; account: Account | null; held: boolean }
  /** Google has just made the account, from the sign-in tab: held until the visitor answers. */
  | { type: 'hold' }
  | { type: 'accepted' }
  /** The profile as stored, live, judged by the texts' standing (lib/legal/versions.ts) at that moment. */
  | { type: 'stored'; stored: ProfileSnapshot; standing: LegalStanding }
  | { type: 'edited' }
  | { type: 'saving' }
  /** The server has not confirmed the save yet (offline, or out of reach): it is on this device. */
  | { type: 'keptOnDevice' }
  | { type: 'saved' }
  | { type: 'saveFailed' }
  /** Given to `version`, the text in force. */
  | { type: 'consentGiven'; at: Date; version: string }
  | { type: 'consentWithdrawn' }
  /** A sign-out asked for while the server lacks changes: said first, and done when asked again. */
  | { type: 'warned' }
  | { type: 'leave'; why: Leaving; to: string | null }
  /** The visitor could not leave (the deletion or the sign-out failed): back where they were. */
  | { type: 'stayed' };

export const initialSession: Session = { kind: 'checking' };

/** What the screen draws: while leaving, what it showed before. */
export function shownSession(session: Session): Exclude<Session, { kind: 'leaving' }> {
  return session.kind === 'leaving' ? session.from : session;
}

/** A sign-out that would lose changes the server has not had yet says so first (docs/design.md#leaving-nothing-behind). */
export function signOutWarnsFirst(session: Session): boolean {
  return (session.kind === 'ready' || session.kind === 'agreementNeeded') && session.stored.pending && !session.warned;
}

/** Where the stored profile puts a signed-in visitor: the agreement first, then their profile. */
function placed(state: Present, stored: ProfileSnapshot, standing: LegalStanding): Present {
  const { account } = state;
  // A warning about unsent changes holds while they stay unsent, whichever of the two it was given in.
  const warned = (state.kind === 'ready' || state.kind === 'agreementNeeded') && state.warned && stored.pending;
  if (!isCurrentAgreement(stored.agreement, standing)) {
    return state.kind === 'held' ? { ...state, stored } : { kind: 'agreementNeeded', account, stored, warned };
  }
  const before = state.kind === 'ready' ? state : null;
  return {
    kind: 'ready',
    account,
    stored,
    save: before?.save ?? 'idle',
    warned,
  };
}

/** The stored profile without the weights and the consent to keeping them, which go together. */
function withoutWeights(stored: ProfileSnapshot): ProfileSnapshot {
  const profile = stored.profile && { ...stored.profile };
  for (const field of HEALTH_FIELDS) if (profile) delete profile[field];
  return { ...stored, profile, healthConsent: null };
}

function moved(state: Present, move: Move): Present {
  switch (move.type) {
    case 'hold':
      return state.kind === 'signedIn' ? { kind: 'held', account: state.account, stored: null } : state;
    case 'accepted':
      return state.kind === 'held' ? { kind: 'signedIn', account: state.account } : state;
    case 'stored':
      return placed(state, move.stored, move.standing);
    case 'consentWithdrawn':
      // Always possible: a consent stays withdrawable while changed terms wait to be accepted. Not
      // yet on the server, it is a change a sign-out warns about anew, from the press on: Firestore's
      // own word (a snapshot with pending writes) may come after a quick sign-out.
      if (!('stored' in state) || !state.stored) return state;
      return {
        ...state,
        stored: { ...withoutWeights(state.stored), pending: true, withdrawalUnsent: true },
        ...((state.kind === 'ready' || state.kind === 'agreementNeeded') && { warned: false }),
      };
    case 'warned':
      // Said on the account screen, with or without the current terms accepted.
      return (state.kind === 'ready' || state.kind === 'agreementNeeded') && state.stored.pending
        ? { ...state, warned: true }
        : state;
  }
  if (state.kind !== 'ready') return state;
  switch (move.type) {
    case 'edited':
      return { ...state, save: 'idle', warned: false };
    case 'saving':
      return { ...state, save: 'saving', warned: false };
    case 'keptOnDevice':
      return state.save === 'saving' ? { ...state, save: 'savedOffline' } : state;
    case 'saved':
      return state.save === 'idle' ? state : { ...state, save: 'saved' };
    case 'saveFailed':
      return { ...state, save: 'idle' };
    case 'consentGiven':
      // Given only with the current terms accepted (the state says so): to the current text, now.
      return {
        ...state,
        stored: { ...state.stored, healthConsent: { version: move.version, givenAt: move.at } },
      };
    default:
      return state;
  }
}

export function sessionReducer(session: Session, move: Move): Session {
  if (move.type === 'user') {
    const { account, held } = move;
    if (!account) return { kind: 'signedOut', to: session.kind === 'leaving' ? session.to : null };
    if ('account' in session && session.account.uid === account.uid) {
      return session.kind === 'leaving'
        ? { ...session, account, from: { ...session.from, account } }
        : { ...session, account };
    }
    return held ? { kind: 'held', account, stored: null } : { kind: 'signedIn', account };
  }
  if (session.kind === 'checking' || session.kind === 'signedOut') return session;
  if (session.kind === 'leaving') {
    if (move.type === 'stayed') return session.from;
    // What the server says meanwhile is kept, for a visitor who stays after all.
    return move.type === 'stored' ? { ...session, from: moved(session.from, move) } : session;
  }
  if (move.type === 'leave')
    return { kind: 'leaving', account: session.account, why: move.why, to: move.to, from: session };
  return moved(session, move);
}

/** What a press of Sign out does, once it knows whether to warn (components/account/useAccountScreen.ts). */
export interface SignOutSteps {
  /** Resolves when a press has waited long enough for the profile's first read. */
  patience: Promise<unknown>;
  /** Says that signing out would discard changes the server lacks; the next press signs out. */
  warn: () => void;
  leave: () => Promise<void>;
}

/**
 * The presses of Sign out on one account screen (docs/design.md#firestore-later). Pressed before the
 * profile was read, a press awaits its first read (`firstRead`, null when it failed), which may hold
 * changes made offline before the page loaded, but only until `patience` runs out: with Firestore's
 * chunk held back or out of reach, nothing can be known to be unsent, and the visitor still signs
 * out. A press while one runs does nothing more.
 */
export function signOutPresses(firstRead: Promise<ProfileSnapshot | null>) {
  let running = false;
  return async function press(session: Session, steps: SignOutSteps): Promise<void> {
    if (running) return;
    running = true;
    try {
      const read =
        'stored' in session && session.stored ? null : await Promise.race([firstRead, steps.patience.then(() => null)]);
      if (read ? read.pending : signOutWarnsFirst(session)) steps.warn();
      else await steps.leave();
    } finally {
      running = false;
    }
  };
}
