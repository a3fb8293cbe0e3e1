'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { decodeOrNull } from '@/lib/url';
import { onLeavingDocument } from '@/lib/navigation/leaving';
import { onNavigation } from '@/lib/navigation/siteNavigation';

const STORAGE_KEY = 'slimstart:scroll';

function savedPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}');
  } catch {
    return {};
  }
}

/**
 * Scrolling on navigation (docs/spec.md#2-screens-and-routes, docs/design.md#4-reference-behaviours): a new path starts at the top once
 * it has rendered, a hash scrolls to its target, and back or forward returns to the position the
 * visitor left. Positions are kept per URL in sessionStorage, so they survive a full reload too.
 */
export default function ScrollManager() {
  const pathname = usePathname();
  // Whether the coming render answers the back or forward button (or a reload of the page).
  const restoring = useRef(false);
  const firstRender = useRef(true);
  // The URL whose page is on screen: at a popstate, location already names the next one.
  const shownUrl = useRef('');
  const leaving = useRef(false);

  // Declared before the effect below, so that on the first render it runs first.
  useEffect(() => {
    history.scrollRestoration = 'manual';
    const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    if (entry?.type === 'reload' || entry?.type === 'back_forward') restoring.current = true;
    let frame = 0;
    // While a navigation is under way, its scrolling belongs to the next page, not to this one. The
    // page is the one shown when the scroll happened: by the next frame another may have replaced it.
    const onScroll = () => {
      cancelAnimationFrame(frame);
      if (leaving.current) return;
      const url = shownUrl.current;
      frame = requestAnimationFrame(() => {
        if (!leaving.current && shownUrl.current === url) savePosition(url);
      });
    };
    // A navigation to another page: this page's position is kept for coming back to it.
    const stopListening = onNavigation(({ how }) => {
      stopWaiting();
      savePosition(shownUrl.current);
      leaving.current = true;
      if (how === 'history') restoring.current = true;
    });
    // Leaving the document (a full load, onto a new build or by a plain link): its position, as it is now.
    const stopLeaving = onLeavingDocument(() => leaving.current || savePosition(shownUrl.current));
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      stopListening();
      stopLeaving();
      window.removeEventListener('scroll', onScroll);
    };
  }, []);

  useEffect(() => {
    const first = firstRender.current;
    firstRender.current = false;
    shownUrl.current = location.pathname + location.search;
    leaving.current = false;
    if (restoring.current) {
      restoring.current = false;
      restoreScroll(0);
    } else if (!first && !scrollToHash()) {
      // A new path: the top. (On the first render the browser has placed the page already.)
      jumpTo(0);
    }
  }, [pathname]);

  return null;
}

function savePosition(url: string): void {
  if (!url) return;
  const positions = savedPositions();
  positions[url] = Math.round(window.scrollY);
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
  } catch {
    // Storage full or disabled: back and forward then start at the top.
  }
}

function scrollToHash(): boolean {
  if (!location.hash) return false;
  const id = location.hash.slice(1);
  const target = document.getElementById(decodeOrNull(id) ?? id);
  target?.scrollIntoView();
  return Boolean(target);
}

/** Back at the position saved for this URL, or at the hash target, or at the top. */
function restoreScroll(fallback: number): void {
  const saved = savedPositions()[location.pathname + location.search];
  if (saved !== undefined) jumpWhenThere(saved);
  else if (!scrollToHash()) jumpTo(fallback);
}

/** What stops waiting for the page to grow to a position (jumpWhenThere). */
let stopWaiting = () => {};

/** How long a restored position waits for the page to grow to it. */
const GROWTH_WAIT_MS = 3000;

/**
 * Back at `top`, as soon as the page is tall enough for it: the account screens draw their content
 * once the session check has answered, a moment after the page is shown. Until then the page sits
 * as low as it goes. Waiting ends when the position is reached, when the visitor scrolls or
 * navigates, or after a few seconds.
 */
function jumpWhenThere(top: number): void {
  stopWaiting();
  jumpTo(top);
  const reached = () => maxScroll() >= top && Math.abs(Math.round(window.scrollY) - top) <= 1;
  if (reached()) return;
  const observer = new ResizeObserver(() => {
    jumpTo(top);
    if (reached()) stop();
  });
  const byVisitor = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
    byVisitor.forEach((type) => removeEventListener(type, stop));
    stopWaiting = () => {};
  };
  const timer = setTimeout(stop, GROWTH_WAIT_MS);
  byVisitor.forEach((type) => addEventListener(type, stop, { passive: true }));
  observer.observe(document.body);
  stopWaiting = stop;
}

const maxScroll = () => document.documentElement.scrollHeight - window.innerHeight;

/**
 * Straight to a position, as the browser itself places a page it loads: the stylesheet's smooth
 * scrolling (for in-page links) would otherwise animate it, and a visitor who goes on before the
 * animation ends would leave the page at a position on the way.
 */
function jumpTo(top: number): void {
  window.scrollTo({ top, behavior: 'instant' });
}
