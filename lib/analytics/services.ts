import { inEditPreview } from '../editPreview/flag';
import { probablySignedIn } from '../firebase/hint';
import { holdWhileThirdPartyRuns, signingIn } from '../firebase/signingIn';
import { gaId, plausible } from './config';
import { leaveScriptBehind } from './placement';
import type { PageView } from './pageView';

type Gtag = (...args: unknown[]) => void;
declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

/**
 * Loads gtag.js with Consent Mode: the default is denied, then updated to granted, because it is
 * loaded only once the visitor has accepted. Page views are sent by hand, one per navigation.
 * @see https://developers.google.com/tag-platform/security/guides/consent
 */
function loadGoogleAnalytics(id: string): void {
  const flags = window as unknown as Record<string, boolean>;
  if (window.gtag) {
    // Accepted again after a withdrawal in this page: the script is here, and may send again.
    if (flags[`ga-disable-${id}`]) {
      flags[`ga-disable-${id}`] = false;
      window.gtag('consent', 'update', { analytics_storage: 'granted' });
    }
    return;
  }
  window.dataLayer = window.dataLayer ?? [];
  // gtag.js reads the arguments object itself, as its snippet pushes it.
  window.gtag = function gtag() {
    // eslint-disable-next-line prefer-rest-params
    window.dataLayer!.push(arguments);
  };
  window.gtag('consent', 'default', {
    ad_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
    analytics_storage: 'denied',
  });
  window.gtag('consent', 'update', { analytics_storage: 'granted' });
  window.gtag('js', new Date());
  // Its cookies on this host, named: withdrawal then knows exactly which to remove. They last 13
  // months (396 days), as the privacy policy says, not gtag's default two years.
  window.gtag('config', id, { send_page_view: false, cookie_domain: location.hostname, cookie_expires: 396 * 86_400 });
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;
  // Blocked or offline: analytics are simply missing; nothing else depends on them.
  script.onerror = () => {};
  document.head.append(script);
  // A sign-in in another tab waits until this page has gone (lib/firebase/signingIn.ts).
  holdWhileThirdPartyRuns();
  leaveScriptBehind();
}

/** The cookies gtag.js writes: `_ga`, and `_ga_<container>` for each measurement id. */
function isGoogleAnalyticsCookie(name: string): boolean {
  return name === '_ga' || name.startsWith('_ga_');
}

/** Removes gtag's cookies from this host, as it wrote them (cookie_domain) and host-only. */
function removeGoogleAnalyticsCookies(): void {
  const names = document.cookie
    .split(';')
    .map((pair) => pair.split('=')[0].trim())
    .filter(isGoogleAnalyticsCookie);
  for (const name of names) {
    for (const domain of [`; domain=${location.hostname}`, '']) {
      document.cookie = `${name}=; max-age=0; path=/${domain}`;
    }
  }
}

/**
 * Starts the configured services; call only with consent. gtag.js, a third party's script, never
 * loads in a browser that holds a signed-in session (the signed-in hint, lib/firebase/hint.ts), nor
 * while a tab signs in (its mark, lib/firebase/signingIn.ts: security review L-7): it would run
 * beside the visitor's ID token in local storage and Firebase's refresh token in IndexedDB, which
 * any script of this origin can read. Plausible sends without a script, and goes on
 * counting. Nothing starts in the editor's preview (lib/editPreview/flag.ts; security review L-6):
 * its banner is there to be read, and an editor who accepts it counts nothing in the deployment's
 * property and gets no cookie of gtag.js.
 */
export function startAnalytics(): void {
  if (inEditPreview()) return;
  if (gaId && !sessionNearby()) loadGoogleAnalytics(gaId);
}

/** Whether this browser holds a session, or a tab is signing in: no place for gtag.js. */
export function sessionNearby(): boolean {
  return probablySignedIn() || signingIn();
}

/** gtag.js, if it runs in this page, sends nothing more (its opt-out flag); the consent stays as it is. */
export function pauseGoogleAnalytics(): void {
  if (gaId) (window as unknown as Record<string, boolean>)[`ga-disable-${gaId}`] = true;
}

/** Whether gtag.js was loaded into this window (it stays until the window goes). */
export function googleAnalyticsLoaded(): boolean {
  return Boolean(gaId && window.gtag);
}

/**
 * Withdraws consent at once: gtag.js, if it runs in this page, stops sending anything (its opt-out
 * flag, and Consent Mode denied), and the cookies it wrote are removed. Plausible keeps nothing.
 */
export function stopAnalytics(): void {
  if (!gaId) return;
  pauseGoogleAnalytics();
  window.gtag?.('consent', 'update', { analytics_storage: 'denied' });
  removeGoogleAnalyticsCookies();
}

/** One page view, to every configured service; none from the editor's preview. */
export function sendPageView(view: PageView): void {
  if (inEditPreview()) return;
  const url = new URL(view.path, location.origin).href;
  if (gaId && window.gtag) {
    window.gtag('event', 'page_view', {
      page_location: url,
      page_path: view.path,
      page_title: document.title,
      language: view.locale,
      route_name: view.routeName,
    });
  }
  if (plausible) {
    // Plausible's Events API, without its script: one small request, and no cookies.
    // @see https://plausible.io/docs/events-api
    fetch(`${plausible.host}/api/event`, {
      method: 'POST',
      keepalive: true,
      headers: { 'Content-Type': 'text/plain' },
      body: JSON.stringify({
        name: 'pageview',
        url,
        domain: plausible.domain,
        referrer: document.referrer || null,
        props: { locale: view.locale, ...(view.routeName ? { route: view.routeName } : {}) },
      }),
    }).catch(() => {});
  }
}
