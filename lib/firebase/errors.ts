import { AccountFailure, type AccountError } from '../account/errors';

/**
 * The error codes a visitor can meet, each with the account error it is (lib/account/errors.ts). An
 * unknown email reads as a wrong password: sign-in never tells which addresses have an account.
 */
const messageKeys: Record<string, AccountError> = {
  'auth/invalid-email': 'invalidEmail',
  'auth/missing-email': 'invalidEmail',
  'auth/missing-password': 'missingPassword',
  'auth/wrong-password': 'wrongPassword',
  'auth/invalid-credential': 'wrongPassword',
  'auth/invalid-login-credentials': 'wrongPassword',
  'auth/user-not-found': 'wrongPassword',
  'auth/user-disabled': 'userDisabled',
  'auth/email-already-in-use': 'emailInUse',
  'auth/credential-already-in-use': 'emailInUse',
  'auth/account-exists-with-different-credential': 'differentCredential',
  'auth/weak-password': 'weakPassword',
  'auth/password-does-not-meet-requirements': 'weakPassword',
  'auth/too-many-requests': 'tooManyRequests',
  'auth/network-request-failed': 'network',
  'auth/popup-blocked': 'popupBlocked',
  'auth/popup-closed-by-user': 'popupClosed',
  'auth/cancelled-popup-request': 'popupClosed',
  'auth/user-cancelled': 'popupClosed',
  'auth/unauthorized-domain': 'unauthorizedDomain',
  'auth/unauthorized-continue-uri': 'unauthorizedDomain',
  'auth/operation-not-allowed': 'notAllowed',
  'auth/admin-restricted-operation': 'notAllowed',
  'auth/requires-recent-login': 'recentLogin',
  'auth/user-token-expired': 'recentLogin',
  'auth/invalid-user-token': 'recentLogin',
  'auth/quota-exceeded': 'tooManyRequests',
  'auth/web-storage-unsupported': 'storage',
  'auth/internal-error': 'unknown',
  // Firestore, for the profile operations.
  'permission-denied': 'permissionDenied',
  unavailable: 'network',
  'resource-exhausted': 'tooManyRequests',
  unauthenticated: 'recentLogin',
};

export function errorCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

/** What went wrong, by name (lib/account/errors.ts), for any error of sign-in or the profile: never the raw code. */
export function accountError(error: unknown): AccountError {
  if (error instanceof AccountFailure) return error.reason;
  return messageKeys[errorCode(error) ?? ''] ?? 'unknown';
}
