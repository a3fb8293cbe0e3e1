import 'client-only';

import { sameSiteUrl } from '../url';
import { fullLoad, guardedReload } from './reload';

/**
 * Every navigation of the site, whichever way Next.js routes it, passes through here
 * (docs/design.md#navigation): links (`components/SiteLink.tsx`, through next/link's public
 * `onNavigate`), code (`components/useSiteRouter.ts`) and back or forward (the one `popstate`
 * listener, in `components/SiteNavigation.tsx`, which also reports each page shown).
 * Rules decide whether a navigation goes on in this window or is a full load; listeners hear of
 * the navigations that go on. Neither depends on the order in which they were added.
 */

/** A navigation to another page: where to, and how it started. */
export interface Navigation {
  to: URL;
  how: 'link' | 'code' | 'history';
}

/**
 * What a rule asks of a navigation: `reload`, a full load through the reload guard (which may refuse
 * it, so that reloads cannot loop); `leave`, a full load whatever the guard says, for a window that
 * must not carry on (one cannot loop: the page it loads no longer holds what forced it).
 */
export type FullLoad = 'reload' | 'leave';
type Rule = (navigation: Navigation) => FullLoad | null;

const rules = new Set<Rule>();
const navigating = new Set<(navigation: Navigation) => void>();
const shownListeners = new Set<(pathname: string) => void>();

/** Adds a rule; returns its removal. */
export function addNavigationRule(rule: Rule): () => void {
  rules.add(rule);
  return () => void rules.delete(rule);
}

/** Hears of each navigation to another page that goes on in this window, before it happens. */
export function onNavigation(listener: (navigation: Navigation) => void): () => void {
  navigating.add(listener);
  return () => void navigating.delete(listener);
}

/** Hears of each page shown, the one on screen at once. */
export function onPageShown(listener: (pathname: string) => void): () => void {
  shownListeners.add(listener);
  if (shown) listener(new URL(shown, location.href).pathname);
  return () => void shownListeners.delete(listener);
}

/** A page as far as navigation goes: its path and query. A hash alone is no navigation. */
const pageOf = (url: { pathname: string; search: string }) => url.pathname + url.search;

// The page on screen: at a popstate, location already names the next one.
let shown = '';

/** components/SiteNavigation.tsx reports: a page is on screen. */
export function pageShown(): void {
  shown = pageOf(location);
  for (const listener of shownListeners) listener(location.pathname);
}

/**
 * Decides a navigation to `href`: whether it goes on in this window (true), or was turned into a
 * full load (false). A hash alone, another site or the page on screen are none of the rules' business.
 */
export function goesOnHere(href: string, how: Navigation['how']): boolean {
  const to = sameSiteUrl(href, location.href);
  if (!to || pageOf(to) === shown) return true;
  const navigation = { to, how };
  const asked = [...rules].map((rule) => rule(navigation));
  if (asked.includes('leave')) {
    fullLoad(to);
    return false;
  }
  // Refused by the guard (or offline), a reload gives way to the navigation in this window.
  if (asked.includes('reload') && guardedReload(to.href)) return false;
  for (const listener of navigating) listener(navigation);
  shown = pageOf(to);
  return true;
}
