import 'client-only';

import { AccountFailure, type AccountError } from '../account/errors';
import { callableUrl } from './functions';

/**
 * The `deleteAccount` callable (functions/src/deleteAccount.ts): the server deletes the caller's
 * account with the Admin SDK, then its data (docs/design.md#server-code). Called with `fetch`, in
 * the callable protocol, rather than through Firebase's functions SDK, which the account screens'
 * script budget has no room for.
 */
const DELETE_ACCOUNT = 'deleteAccount';

/** A callable's refusals, by Google's status name, as the account errors they are. */
const refusals: Record<string, AccountError> = {
  // A profile, and a sign-in older than five minutes: the prompt asks for a fresh one.
  FAILED_PRECONDITION: 'recentLogin',
  UNAUTHENTICATED: 'recentLogin',
  RESOURCE_EXHAUSTED: 'tooManyRequests',
  UNAVAILABLE: 'network',
};

/**
 * Deletes the account that `idToken` signs in, or fails with what went wrong, having deleted nothing.
 * The request outlives the page (`keepalive`): a visitor who leaves the held step by a link to a
 * page that loads as a document, or closes it, has it sent all the same, unanswered.
 */
export async function deleteOnServer(idToken: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(callableUrl(DELETE_ACCOUNT), {
      method: 'POST',
      keepalive: true,
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${idToken}` },
      body: JSON.stringify({ data: null }),
    });
  } catch {
    throw new AccountFailure('network');
  }
  if (response.ok) return;
  const answer = (await response.json().catch(() => null)) as { error?: { status?: string } } | null;
  throw new AccountFailure(refusals[answer?.error?.status ?? ''] ?? 'unknown');
}
