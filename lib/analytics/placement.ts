import { isAccountScreen } from '../pages/built';
import { addNavigationRule } from '../navigation/siteNavigation';

/**
 * Where the analytics services may run. The sign-in and account screens hold the visitor's ID
 * token and Firebase's refresh token, so no service runs in a window that shows one: there the
 * banner does not ask and nothing is sent, and a window where a service's script was loaded moves
 * onto those screens by a full load only (its navigation rule, `leaveScriptBehind`).
 * Kept apart from the services, so that what every page loads first holds none of their code.
 */
export function isAnalyticsFree(pathname: string): boolean {
  return isAccountScreen(pathname);
}

let ruled = false;

/**
 * The services' own script (gtag.js) is in this window, where it stays until the window goes: from
 * now on a navigation to a sign-in or account screen leaves the window by a full load, whatever the
 * reload guard says (a full load cannot loop: the page it loads has no script).
 */
export function leaveScriptBehind(): void {
  if (ruled) return;
  ruled = true;
  addNavigationRule(({ to }) => (isAnalyticsFree(to.pathname) ? 'leave' : null));
}
