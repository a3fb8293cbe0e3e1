import { firebaseLanguageCookie } from './firebaseLanguage';

/** The visitor's language choice (docs/design.md#locale-detection; docs/spec.md#9-constants-and-limits: 365 days, SameSite=Lax, path /). */
export const LOCALE_COOKIE = 'NEXT_LOCALE';
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

function localeCookie(code: string): string {
  return `${LOCALE_COOKIE}=${encodeURIComponent(code)}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE}; SameSite=Lax`;
}

/**
 * Remembers the visitor's choice in the browser, for the next visit to `/`, and in a build for
 * Firebase Hosting tells it the language of the 404 pages it serves (lib/i18n/firebaseLanguage.ts).
 */
export function rememberLocale(code: string): void {
  document.cookie = localeCookie(code);
  // The literal read, which the bundlers fold: builds for other hosts carry none of this.
  if (process.env.NEXT_PUBLIC_FIREBASE_HOSTING === 'on')
    document.cookie = firebaseLanguageCookie(code, LOCALE_COOKIE_MAX_AGE);
}

/**
 * A click on a language switcher's link, in the application and on a document (islands/switcher.ts):
 * the choice is remembered for the next visit to `/`, and the hash keeps the reader's place.
 * Returns whether it took the navigation over, so that the link must not go on itself.
 */
export function followSwitcherLink(link: HTMLAnchorElement, code: string): boolean {
  rememberLocale(code);
  if (!location.hash) return false;
  location.assign(link.pathname + location.hash);
  return true;
}
