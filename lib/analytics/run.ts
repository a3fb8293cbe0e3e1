import { onHintChange } from '../firebase/hint';
import { onSigningIn } from '../firebase/signingIn';
import {
  acceptedElsewhere,
  CONSENT_KEY,
  effectiveConsent,
  PRIVACY_CHOICES_BUTTON,
  storeConsent,
  storeConsents,
  storedConsent,
  type Consent,
} from './consent';
import { pageViewOf } from './pageView';
import { countsAt, isAnalyticsFree } from './placement';
import {
  googleAnalyticsLoaded,
  pauseGoogleAnalytics,
  sendPageView,
  sessionNearby,
  startAnalytics,
  stopAnalytics,
} from './services';

interface ConsentTexts {
  title: string;
  text: string;
  accept: string;
  reject: string;
  learnMore: string;
  gpc: string;
  close: string;
  stillCounted: string;
  refuseEverywhere: string;
}

/** Hears of each page shown (its path), the one on screen at once; returns its removal. */
type PagesShown = (listener: (pathname: string) => void) => () => void;

/** Loads the texts of the page at a path, from its payload (lib/hosting/pageTexts.ts). */
type LoadTexts = (pagePath: string | undefined) => Promise<unknown>;

/** Runs `task` once the page is loaded and the browser is idle, so analytics never delay rendering. */
function whenIdle(task: () => void): () => void {
  let cancelled = false;
  const run = () => {
    if (cancelled) return;
    if ('requestIdleCallback' in window) requestIdleCallback(() => !cancelled && task(), { timeout: 2000 });
    else setTimeout(() => !cancelled && task(), 1);
  };
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
  return () => {
    cancelled = true;
  };
}

/**
 * Runs `task` once the page is shown to the visitor: at once, or, for a page the browser
 * prerendered (speculation rules), when it is activated. A prerendered page asks nothing and
 * counts nothing before (docs/design.md#analytics).
 */
export function whenActivated(task: () => void, doc: Document = document): () => void {
  if (!(doc as Document & { prerendering?: boolean }).prerendering) {
    task();
    return () => {};
  }
  doc.addEventListener('prerenderingchange', task, { once: true });
  return () => doc.removeEventListener('prerenderingchange', task);
}

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<HTMLElementTagNameMap[K]>,
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const made = Object.assign(document.createElement(tag), props);
  made.append(...children);
  return made;
}

/**
 * Analytics that wait for consent, in the application (components/AnalyticsSlot.tsx) and on a
 * document (islands/analytics.ts) alike. Asks once in a banner drawn into `slot`, remembers the
 * choice for a year, treats Global Privacy Control as a refusal, and sends one page view per page
 * shown only after the visitor has accepted. The banner's texts come from the payload of the
 * locale's home page (`data-home-path`, through `loadTexts`) when it first asks; its link leads to
 * `data-privacy-href`. The choice is the page's market's (`data-market`, lib/analytics/consent.ts):
 * a refusal here that leaves other markets' pages counting says so, and offers to refuse there too.
 * The footer's "Privacy choices" button (`data-privacy-choices`) opens it again. Returns its stop.
 */
export function runAnalytics(slot: HTMLElement, pagesShown: PagesShown, loadTexts: LoadTexts): () => void {
  const privacyControl = (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true;
  const market = slot.dataset.market ?? '';
  // The markets whose pages count visits in this build (`data-counting-markets`): an acceptance
  // stored for another market counts nothing.
  const counting = (slot.dataset.countingMarkets ?? '').split(' ').filter(Boolean);
  const stillCounting = () => acceptedElsewhere(localStorage, market, Date.now(), counting);
  const choiceHere = () => effectiveConsent(privacyControl, storedConsent(localStorage, market, Date.now()));
  let consent: Consent | null = choiceHere();
  let asking = consent === null;
  // Refused here while other markets' pages still count: the banner says so until closed.
  let countedElsewhere = false;
  let pathname = '';
  let lastSent: string | null = null;
  let cancelSend = () => {};
  let texts: ConsentTexts | null = null;
  let stopped = false;

  // The sign-in and account screens hold the visitor's tokens: no service runs where they show; nor
  // anywhere but on the site's own address (a host's preview of the same build counts nothing).
  const onSite = countsAt(slot.dataset.siteOrigin, location.origin);
  const here = () => onSite && pathname !== '' && !isAnalyticsFree(pathname);

  function send() {
    cancelSend();
    if (!here() || consent !== 'granted' || lastSent === pathname) return;
    const path = pathname;
    cancelSend = whenIdle(() => {
      if (lastSent === path) return;
      lastSent = path;
      startAnalytics();
      sendPageView(pageViewOf(path));
    });
  }

  function choose(value: Consent) {
    storeConsent(localStorage, market, value, Date.now());
    countedElsewhere = value === 'denied' && stillCounting().length > 0;
    apply(value);
  }

  function refuseEverywhere() {
    storeConsents(localStorage, stillCounting(), 'denied', Date.now());
    countedElsewhere = false;
    draw();
  }

  /** A choice, made here or in another tab, in force in this page. */
  function apply(value: Consent) {
    if (value === 'denied') {
      stopAnalytics();
      // Accepting again in this page counts the page again.
      lastSent = null;
    }
    consent = value;
    asking = false;
    draw();
    send();
  }

  function banner(t: ConsentTexts): HTMLElement {
    const button = (label: string, className: string, onclick: () => void) =>
      element('button', { type: 'button', className, onclick }, label);
    const closing = (label: string) => button(label, 'button', () => ((asking = false), draw()));
    const body = countedElsewhere
      ? [
          element('p', {}, t.stillCounted),
          element(
            'p',
            { className: 'consent-actions' },
            button(t.refuseEverywhere, 'button', refuseEverywhere),
            button(t.close, 'button button-quiet', () => ((countedElsewhere = false), draw())),
          ),
        ]
      : privacyControl
        ? [element('p', {}, t.gpc), element('p', { className: 'consent-actions' }, closing(t.close))]
        : [
            element(
              'p',
              {},
              `${t.text} `,
              element('a', { href: `${slot.dataset.privacyHref}#analytics` }, t.learnMore),
            ),
            element(
              'p',
              { className: 'consent-actions' },
              button(t.accept, 'button', () => choose('granted')),
              button(t.reject, 'button button-quiet', () => choose('denied')),
            ),
          ];
    const section = element(
      'section',
      { className: 'consent' },
      element('h2', { id: 'consent-title' }, t.title),
      ...body,
    );
    section.setAttribute('role', 'region');
    section.setAttribute('aria-labelledby', 'consent-title');
    return section;
  }

  // The banner shows while asking, or saying where visits still count, on a page where services
  // may run, once its texts are here.
  let drawn: 'ask' | 'countedElsewhere' | null = null;
  function draw() {
    if (stopped) return;
    const state = countedElsewhere ? 'countedElsewhere' : asking ? 'ask' : null;
    if (!state || !here()) {
      drawn = null;
      return slot.replaceChildren();
    }
    if (texts) {
      if (drawn !== state) {
        slot.replaceChildren(banner(texts));
        // The Reject button that was focused is gone: the note's first button takes the focus.
        if (state === 'countedElsewhere') slot.querySelector('button')?.focus();
      }
      drawn = state;
      return;
    }
    loadTexts(slot.dataset.homePath).then(
      (loaded) => {
        texts = (loaded as unknown as { Consent: ConsentTexts }).Consent;
        draw();
      },
      () => {},
    );
  }

  const onClick = (event: MouseEvent) => {
    if (!(event.target as Element | null)?.closest?.(`[${PRIVACY_CHOICES_BUTTON}]`)) return;
    asking = true;
    countedElsewhere = false;
    draw();
  };
  document.addEventListener('click', onClick);

  // A choice made in another tab holds here at once: a withdrawal stops the services in this page
  // too, an acceptance counts this page.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== CONSENT_KEY && event.key !== null) return;
    const now = choiceHere();
    if (now !== null && now !== consent) apply(now);
    // Refused in the other markets meanwhile: the note has nothing left to say.
    if (countedElsewhere && !stillCounting().length) {
      countedElsewhere = false;
      draw();
    }
  };
  window.addEventListener('storage', onStorage);
  // Signing in, or signed in, in another tab: gtag.js, if it runs here, must not run beside the
  // session. It cannot be unloaded, so it stops sending at once and the page loads again without it
  // (the scroll stays). The sign-in marks its start and waits for this page to go before Firebase
  // makes a token (lib/firebase/signingIn.ts; security review L-7). The visitor's choice stays:
  // gtag.js comes back after they sign out.
  const dropGoogleAnalytics = () => {
    if (!sessionNearby() || !googleAnalyticsLoaded()) return;
    pauseGoogleAnalytics();
    location.reload();
  };
  const stopHint = onHintChange(dropGoogleAnalytics);
  const stopSigningIn = onSigningIn(dropGoogleAnalytics);
  let stopShown = () => {};
  const stopActivation = whenActivated(() => {
    stopShown = pagesShown((shown) => {
      pathname = shown;
      draw();
      send();
    });
  });

  return () => {
    stopped = true;
    stopActivation();
    stopShown();
    cancelSend();
    document.removeEventListener('click', onClick);
    window.removeEventListener('storage', onStorage);
    stopHint();
    stopSigningIn();
    slot.replaceChildren();
  };
}
