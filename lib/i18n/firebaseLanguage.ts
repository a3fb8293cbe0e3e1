/**
 * Firebase Hosting's own choice of a 404 page by language (docs/design.md#firebase-hostings-localized-404-pages):
 * it answers every unknown path with one 404 page, taken from its i18n folder for the visitor's
 * language, which it reads from its cookie `firebase-language-override`, else from Accept-Language.
 * Builds for Firebase Hosting (NEXT_PUBLIC_FIREBASE_HOSTING=on, which `npm run deploy` sets) set that
 * cookie beside NEXT_LOCALE wherever the site remembers a language, so that a visitor without
 * JavaScript gets the 404 page in the language they chose; the privacy policy lists it then.
 */

/** The cookie Firebase Hosting reads the visitor's language from. */
export const FIREBASE_LANGUAGE_COOKIE = 'firebase-language-override';

/** The folder of out/'s copy for Firebase Hosting that holds a 404 page per language. */
export const FIREBASE_I18N_ROOT = '/localized';

/** A locale's folder under the i18n root: its language, for every country. */
export const firebaseLanguageFolder = (code: string) => `${code}_ALL`;

/**
 * Whether a build with these settings is for Firebase Hosting; a value other than on or off stops
 * the build (next.config.ts), so the pages can compare with `on` alone.
 */
export function readFirebaseHosting(env: Record<string, string | undefined>): boolean {
  const value = env.NEXT_PUBLIC_FIREBASE_HOSTING ?? '';
  if (!['', 'on', 'off'].includes(value))
    throw new Error(
      `NEXT_PUBLIC_FIREBASE_HOSTING must be on (a build for Firebase Hosting, which \`npm run deploy\` makes) or off, got "${value}"`,
    );
  return value === 'on';
}

// A literal read, which Next.js and the islands' bundler replace by the build's value (scripts/build.ts
// always sets it): in a build for another host the comparison is false, and the cookie code goes.
export const builtForFirebaseHosting = process.env.NEXT_PUBLIC_FIREBASE_HOSTING === 'on';

/** The cookie that tells Firebase Hosting a locale's language, for a year, as NEXT_LOCALE remembers it. */
export function firebaseLanguageCookie(code: string, maxAge: number): string {
  return `${FIREBASE_LANGUAGE_COOKIE}=${encodeURIComponent(code)}; Path=/; Max-Age=${maxAge}; SameSite=Lax`;
}
