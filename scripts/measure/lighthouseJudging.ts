/**
 * How `npm run lighthouse` and `npm run bench` judge Lighthouse's results: the bars, what is
 * audited, and the one console entry an error page is allowed. Pure, so that it is unit-tested;
 * scripts/lighthouse.ts runs the audits.
 */
import type { Result } from 'lighthouse';
import { exportedPages } from '../../lib/hosting/exportedFiles';
import { localizedPath } from '../../lib/pages/paths';
import { pages } from '../../lib/pages/routes';

export const bars = {
  // A floor for disasters only: the same build scores from 87 to 99 from run to run here. The
  // bytes, which do not swing, are held by `npm run size`; the medians by `npm run bench`.
  performance: Number(process.env.LH_MIN_PERF ?? 70),
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
} as const;
export type Category = keyof typeof bars;
export const categories = Object.keys(bars) as Category[];

/** What the judging reads of a Lighthouse result. */
export type Lhr = Pick<Result, 'audits' | 'categories' | 'finalDisplayedUrl'>;

/**
 * A category's score. On an error page the browser reports the page's own 404 status as a console
 * error; that is the page doing its job, so that one entry does not count against best practices.
 */
export function score(lhr: Lhr, category: Category, errorPage: boolean): number {
  const consoleAudit = lhr.audits['errors-in-console'];
  const items =
    (consoleAudit?.details as { items?: { description?: string; sourceLocation?: { url?: string } }[] })?.items ?? [];
  const onlyOwn404 =
    items.length > 0 &&
    items.every((i) => /status of 404/.test(i.description ?? '') && i.sourceLocation?.url === lhr.finalDisplayedUrl);
  if (!(errorPage && category === 'best-practices' && onlyOwn404))
    return Math.round((lhr.categories[category].score ?? 0) * 100);
  const refs = lhr.categories[category].auditRefs.filter((r) => r.weight > 0 && r.id !== 'errors-in-console');
  const total = refs.reduce((sum, r) => sum + r.weight, 0);
  return Math.round((refs.reduce((sum, r) => sum + r.weight * (lhr.audits[r.id].score ?? 0), 0) / total) * 100);
}

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export interface LighthouseRow {
  url: string;
  /** Each category's score; performance as the median of its runs. */
  scores: Partial<Record<Category, number>>;
  failed: Category[];
}

/** A path that no page has: the 404 pages are audited at it. */
const NOT_FOUND_PROBE = '/no-such-page';
const SIGN_IN = localizedPath('en', '/sign-in');

/** Each kind of page in English and in Japanese (the longest HTML), and the two 404s. */
const representative = new Set(
  pages.flatMap((page) => [localizedPath('en', page.path), localizedPath('ja', page.path)]),
);
export const standsForItsKind = (url: string) => representative.has(url) || url.endsWith(NOT_FOUND_PROBE);

interface AuditTarget {
  url: string;
  errorPage: boolean;
  /** The categories judged. */
  judged: Category[];
}

/**
 * What is audited: the pages that stand for their kind (each kind in English and in Japanese, the
 * longest), the two kinds of 404 and the sign-in screen; `only` names other pages, or `all` every
 * page in every locale. Accessibility, best practices and SEO on each; performance on the pages
 * that stand for their kind, where a disaster of a kind of page would show (the same template
 * serves every locale, and `npm run size` holds every page's bytes). Error pages are judged without
 * SEO. Every page in every locale is read by axe, and its title, description, canonical and
 * alternates checked, by the end-to-end suite (tests/e2e/pages.spec.ts), which is why the default
 * audits no more than the kinds (docs/architecture.md#scripts).
 */
export function auditTargets(only?: readonly string[] | 'all'): AuditTarget[] {
  const judgedOn = (url: string, errorPage: boolean) =>
    categories.filter((c) => !(errorPage && c === 'seo') && (c !== 'performance' || standsForItsKind(url)));
  const targets: AuditTarget[] = [
    ...exportedPages().map((p) => ({ url: p.url, errorPage: false, judged: judgedOn(p.url, false) })),
    { url: NOT_FOUND_PROBE, errorPage: true, judged: judgedOn(NOT_FOUND_PROBE, true) },
    { url: localizedPath('de', '/') + NOT_FOUND_PROBE, errorPage: true, judged: judgedOn(NOT_FOUND_PROBE, true) },
    // The sign-in screen carries Firebase and is noindex by design: judged on accessibility and
    // best practices (npm run size gives it its own JavaScript budget).
    { url: SIGN_IN, errorPage: false, judged: ['accessibility', 'best-practices'] },
  ];
  if (only === 'all') return targets;
  if (only) return targets.filter((target) => only.includes(target.url));
  return targets.filter((target) => target.url === SIGN_IN || standsForItsKind(target.url));
}

export function warmUpPages(runs: number): string[] {
  return runs > 1 ? [...pages.map((page) => page.path), NOT_FOUND_PROBE] : ['/'];
}

/** The categories' medians of a page, and those under their bar. */
export function judge(scores: Partial<Record<Category, number[]>>, judged: readonly Category[]) {
  const medians: Partial<Record<Category, number>> = Object.fromEntries(judged.map((c) => [c, median(scores[c]!)]));
  return { medians, failed: judged.filter((c) => medians[c]! < bars[c]) };
}
