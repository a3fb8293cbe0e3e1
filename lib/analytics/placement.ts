import { splitLocale } from '../i18n/paths';
import { accountPages } from '../routes';

/**
 * Where the analytics services may run. The sign-in and account screens hold the visitor's ID
 * token and Firebase's refresh token, so no service runs in a window that shows one: there the
 * banner does not ask and nothing is sent, and a window where a service's script was loaded moves
 * onto those screens by a full load only (components/BuildWatcher.tsx).
 * Kept apart from the services, so that what every page loads first holds none of their code.
 */
export function isAnalyticsFree(pathname: string): boolean {
  const { path } = splitLocale(pathname);
  return accountPages.some((page) => page.path === path);
}

let scriptLoaded = false;

/** The services' own script (gtag.js) is in this window: it stays until the window goes. */
export function markScriptLoaded(): void {
  scriptLoaded = true;
}

/** Whether going to `pathname` must be a full load, to leave an analytics script behind. */
export function leavesAnalyticsBehind(pathname: string): boolean {
  return scriptLoaded && isAnalyticsFree(pathname);
}

/** The event the footer's "Privacy choices" button sends to reopen the banner. */
export const OPEN_PRIVACY_CHOICES = 'slimstart:privacy-choices';
