import type messages from '../../messages/en.json';

/**
 * What can go wrong in the account area, in the product's own terms, whatever service is behind
 * it: one name per case, each the key of its message under `Account.errors` (so the catalogue and
 * its texts cannot drift apart). lib/firebase/ translates Firebase's codes into these; screens
 * keep the name, and write its words at render (docs/design.md#texts-on-demand).
 */
export type AccountError = keyof typeof messages.Account.errors;

/**
 * Other words for an error where the screen knows more: `wrongPassword` ("the email address or
 * password") reads `passwordWrong` where only the password was asked.
 */
export type Rewording = Partial<Record<AccountError, AccountError>>;

/**
 * A failure the site itself decides on, by name: the visitor is no longer signed in as the account
 * an action was for (`recentLogin`), or is offline where the action needs the server (`network`).
 */
export class AccountFailure extends Error {
  constructor(readonly reason: AccountError) {
    super(reason);
    this.name = 'AccountFailure';
  }
}

/**
 * A deletion without the functions that got half way: the profile is deleted, and the account stays
 * (Firebase refused its deletion, or the connection failed). Nothing is written back; the visitor
 * signs in again to delete the account (docs/design.md#leaving-nothing-behind).
 */
export class AccountKept extends Error {
  constructor(readonly reason: unknown) {
    super('The profile was deleted; the account was not.');
    this.name = 'AccountKept';
  }
}
