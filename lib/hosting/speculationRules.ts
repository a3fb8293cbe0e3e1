import { isDocument } from './documents';
import { mayPrefetchLinks } from './prefetchPolicy';

/**
 * Instant full loads between documents (docs/design.md#documents): the documents a page's
 * links lead to are prerendered once the visitor shows the intent to follow one (Chrome's
 * `moderate` eagerness: pointing at a link for a moment, or pressing on it). Chrome keeps at most
 * two such prerenders at once, the oldest going first, so never more than the seed's five.
 * @see https://developer.chrome.com/docs/web-platform/prerender-pages
 */
export interface SpeculationRules {
  prerender: { where: { href_matches: string[] }; eagerness: 'moderate' }[];
}

/** Marks the inert copy of a page's rules that its island hands to the browser. */
export const SPECULATION_RULES_ATTRIBUTE = 'data-speculation-rules';

/**
 * The rules for a page at `here` whose links lead to `hrefs` (as written in its markup), or null
 * when none leads to another document. Computed at build time: the page's script policy names the
 * exact text by its hash, as Chromium asks of rules added by a script.
 */
export function speculationRules(hrefs: readonly string[], here: string): SpeculationRules | null {
  const paths = [
    ...new Set(
      hrefs
        .filter((href) => href.startsWith('/') && !href.startsWith('//'))
        .map((href) => href.split(/[?#]/, 1)[0])
        .filter((path) => path !== here && isDocument(path)),
    ),
  ];
  return paths.length ? { prerender: [{ where: { href_matches: paths }, eagerness: 'moderate' }] } : null;
}

/**
 * Hands the page's rules to the browser, unless the visitor saves data or is on a 2g connection
 * (the seed's link-prefetch rule, lib/hosting/prefetchPolicy.ts) or the browser knows no speculation rules.
 * The text is the build's, unchanged, so that its hash matches the page's policy.
 */
export function speculateOnLinks(): void {
  const source = document.querySelector(`script[${SPECULATION_RULES_ATTRIBUTE}]`);
  if (!source?.textContent || !mayPrefetchLinks() || !HTMLScriptElement.supports?.('speculationrules')) return;
  const rules = document.createElement('script');
  rules.type = 'speculationrules';
  rules.textContent = source.textContent;
  document.head.append(rules);
}
