/**
 * What creating an account asks of a visitor, written once for the sign-up form, the texts that
 * name it and the tests that try it.
 */

/**
 * The shortest password the site accepts, checked before Firebase is asked. It is Firebase's own
 * minimum (6) unless the project's password policy raises it: then raise it here too. Every text
 * that names it takes it as `{min}` (Account.signIn.passwordHint, Account.validation.passwordTooShort,
 * Account.errors.weakPassword).
 */
export const MIN_PASSWORD_LENGTH = 6;
