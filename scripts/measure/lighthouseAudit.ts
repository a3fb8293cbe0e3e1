/**
 * One Lighthouse audit of a page, in a Chrome of its own: shared by `npm run lighthouse`
 * (scripts/lighthouse.ts) and its lanes (scripts/measure/lighthouseLane.ts). Lighthouse keeps global
 * marks, so a process runs one audit at a time.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumLaunchOptions } from '../lib/chromium';
import { score, type auditTargets, type Category } from './lighthouseJudging';

/** How often one audit is tried when Lighthouse itself fails to measure the page. */
const LIGHTHOUSE_ATTEMPTS = 3;

export type Target = ReturnType<typeof auditTargets>[number];
export type Scores = Partial<Record<Category, number[]>>;

/**
 * Accessibility, best practices and SEO read the page once it has loaded and settled: they need
 * neither Lighthouse's default quiet windows (a second each, while the page preloads its links) nor
 * the full-page screenshot, only the time for late console errors (a failed fetch) to show. This
 * takes a run from 8 to 5 s here. (Not the 'provided' throttling method: with it, Lighthouse waited
 * 11 s for each page to load.)
 */
const steadySettings = {
  pauseAfterFcpMs: 0,
  pauseAfterLoadMs: 500,
  networkQuietThresholdMs: 500,
  cpuQuietThresholdMs: 500,
} as const;

/** One audit of `only` on `target`, whose scores join `scores`. */
export async function audit(
  port: number,
  origin: string,
  target: Target,
  only: Category[],
  scores: Scores,
): Promise<void> {
  const timed = only.includes('performance');
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(
      origin + target.url,
      { port, output: 'json', logLevel: 'error', onlyCategories: only },
      {
        extends: 'lighthouse:default',
        settings: {
          ignoreStatusCode: target.errorPage,
          disableFullPageScreenshot: true,
          ...(timed ? {} : steadySettings),
        },
      },
    );
    const failure = result ? result.lhr.runtimeError?.message : 'no result';
    if (!failure) {
      for (const category of only) (scores[category] ??= []).push(score(result!.lhr, category, target.errorPage));
      return;
    }
    // Lighthouse's own failure to measure, not a score (seen under .ci/run: NO_NAVSTART, "Please
    // run Lighthouse again"): run again, twice at most. A low score is never run again.
    if (attempt === LIGHTHOUSE_ATTEMPTS) throw new Error(`Lighthouse could not audit ${target.url}: ${failure}`);
    console.log(`${target.url}: Lighthouse failed to measure (${failure}); running it again`);
  }
}

/** Headless Chromium for Lighthouse to drive. */
export function launchChrome() {
  const { executablePath, args = [] } = chromiumLaunchOptions();
  return chromeLauncher.launch({
    chromePath: executablePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', ...args],
  });
}
