'use client';

import { useEffect, useRef, useState } from 'react';
import { effectiveConsent, storeConsent, storedConsent, type Consent } from '@/lib/analytics/consent';
import { pageViewOf } from '@/lib/analytics/pageView';
import { isAnalyticsFree, OPEN_PRIVACY_CHOICES } from '@/lib/analytics/placement';
import { sendPageView, startAnalytics, stopAnalytics } from '@/lib/analytics/services';
import { onPageShown } from '@/lib/navigation/siteNavigation';
import { loadPageTexts } from '@/lib/pageTexts';

interface ConsentTexts {
  title: string;
  text: string;
  accept: string;
  reject: string;
  learnMore: string;
  gpc: string;
  close: string;
}

/** Runs a task once the page is loaded and the browser is idle, so analytics never delay rendering. */
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
 * Analytics that wait for consent (issue: "Analytics through two services"). Asks once, remembers the
 * choice for a year, treats Global Privacy Control as a refusal, and sends one page view per
 * navigation only after the visitor has accepted.
 */
export default function Analytics({ privacyHref, homePath }: { privacyHref: string; homePath: string }) {
  // The page on screen, as the site's navigation reports it (one page view each).
  const [pathname, setPathname] = useState('');
  useEffect(() => onPageShown(setPathname), []);
  const [consent, setConsent] = useState<Consent | null>(null);
  const [asking, setAsking] = useState(false);
  const [gpc, setGpc] = useState(false);
  const [texts, setTexts] = useState<ConsentTexts | null>(null);
  const lastSent = useRef<string | null>(null);

  useEffect(() => {
    const privacyControl = (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true;
    const choice = effectiveConsent(privacyControl, storedConsent(localStorage, Date.now()));
    // Read once after hydration: the prerendered HTML cannot know the visitor's choice.
    /* eslint-disable react-hooks/set-state-in-effect */
    setGpc(privacyControl);
    setConsent(choice);
    setAsking(choice === null);
    /* eslint-enable react-hooks/set-state-in-effect */
    const reopen = () => setAsking(true);
    window.addEventListener(OPEN_PRIVACY_CHOICES, reopen);
    return () => window.removeEventListener(OPEN_PRIVACY_CHOICES, reopen);
  }, []);

  // The sign-in and account screens hold the visitor's tokens: no service runs where they show.
  const here = pathname !== '' && !isAnalyticsFree(pathname);

  useEffect(() => {
    if (!here || consent !== 'granted' || lastSent.current === pathname) return;
    return whenIdle(() => {
      if (lastSent.current === pathname) return;
      lastSent.current = pathname;
      startAnalytics();
      sendPageView(pageViewOf(pathname));
    });
  }, [here, consent, pathname]);

  // The banner's texts come from the payload when it is first needed; without them it stays away.
  useEffect(() => {
    if (!here || !asking || texts) return;
    loadPageTexts(homePath).then(
      (loaded) => setTexts((loaded as unknown as { Consent: ConsentTexts }).Consent),
      () => {},
    );
  }, [here, asking, texts, homePath]);

  function choose(value: Consent) {
    storeConsent(localStorage, value, Date.now());
    if (value === 'denied') {
      stopAnalytics();
      // Accepting again in this page counts the page again.
      lastSent.current = null;
    }
    setConsent(value);
    setAsking(false);
  }

  if (!here || !asking || !texts) return null;
  return (
    <section className="consent" role="region" aria-labelledby="consent-title">
      <h2 id="consent-title">{texts.title}</h2>
      {gpc ? (
        <>
          <p>{texts.gpc}</p>
          <p className="consent-actions">
            <button type="button" className="button" onClick={() => setAsking(false)}>
              {texts.close}
            </button>
          </p>
        </>
      ) : (
        <>
          <p>
            {texts.text} <a href={`${privacyHref}#analytics`}>{texts.learnMore}</a>
          </p>
          <p className="consent-actions">
            <button type="button" className="button" onClick={() => choose('granted')}>
              {texts.accept}
            </button>
            <button type="button" className="button button-quiet" onClick={() => choose('denied')}>
              {texts.reject}
            </button>
          </p>
        </>
      )}
    </section>
  );
}
