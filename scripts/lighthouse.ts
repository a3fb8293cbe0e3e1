/**
 * `npm run lighthouse`: Lighthouse (mobile preset) over every page in every locale of the built
 * static site, its two kinds of 404 page and the sign-in screen. It fails on what does not vary from
 * run to run: accessibility, best practices and SEO under 100, audited on every page. Performance
 * does vary (the same build scores from 87 to 99 on these shared machines): it is audited, after
 * one unscored warm-up run, on the pages that stand for their kind (each kind in English and
 * Japanese, the 404s: one template serves every locale), and fails only under a floor for
 * disasters, 70 on a single run (LH_MIN_PERF); `npm run bench` measures the median of three runs.
 * Error pages are noindex by design and are judged without SEO (and without the console entry of
 * their own 404 status); the sign-in screen on accessibility and best practices. LH_RUNS (runs of
 * performance on the pages that stand for their kind) and LH_PAGES (comma-separated paths) change
 * a run. Writes reports/lighthouse.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { serveOut } from './serve/serveOut';
import { chromiumLaunchOptions } from './lib/chromium';
import { root } from './lib/paths';
import { runScript } from './lib/entry';
import {
  auditTargets,
  bars,
  categories,
  judge,
  score,
  warmUpPages,
  type Category,
  type LighthouseRow,
} from './measure/lighthouseJudging';

/** How often one audit is tried when Lighthouse itself fails to measure the page. */
const LIGHTHOUSE_ATTEMPTS = 3;

export { categories, type LighthouseRow };

type Target = ReturnType<typeof auditTargets>[number];
type Scores = Partial<Record<Category, number[]>>;

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
async function audit(port: number, origin: string, target: Target, only: Category[], scores: Scores): Promise<void> {
  const timed = only.includes('performance');
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(
      origin + target.url,
      { port, output: 'json', logLevel: 'error', onlyCategories: only },
      {
        extends: 'lighthouse:default',
        settings: { ignoreStatusCode: target.errorPage, disableFullPageScreenshot: true, ...(timed ? {} : steadySettings) },
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

/**
 * Audits the pages of out/ (all, or `pages`): every judged category once, and performance `runs`
 * times in all on the pages that stand for their kind (the median counts). Lighthouse runs one
 * audit at a time in a process (it keeps global marks).
 */
export async function runLighthouse({ runs, pages }: { runs: number; pages?: string[] }): Promise<LighthouseRow[]> {
  const { origin, close } = await serveOut(path.join(root, 'out'));
  const targets = auditTargets(pages);
  const scores = new Map<string, Scores>(targets.map((target) => [target.url, {}]));
  const { executablePath, args = [] } = chromiumLaunchOptions();
  const chrome = await chromeLauncher.launch({
    chromePath: executablePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', ...args],
  });
  const { port } = chrome;
  try {
    // The first runs after the browser and the server start are cold (seen here: the same page's
    // total blocking time 489 ms, then 306, then 184; the server compresses each file on its first
    // request): one unscored run comes first, on each kind of page when measuring medians.
    const warmUps = targets.some((target) => target.judged.includes('performance')) ? warmUpPages(runs) : [];
    for (const url of warmUps) {
      await lighthouse(
        origin + url,
        { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
        { extends: 'lighthouse:default', settings: { ignoreStatusCode: true, disableFullPageScreenshot: true } },
      );
    }
    for (const target of targets) {
      const pageScores = scores.get(target.url)!;
      await audit(port, origin, target, target.judged, pageScores);
      while (target.judged.includes('performance') && pageScores.performance!.length < runs)
        await audit(port, origin, target, ['performance'], pageScores);
    }
  } finally {
    await chrome.kill();
    await close();
  }
  return targets.map((target) => {
    const { medians, failed } = judge(scores.get(target.url)!, target.judged);
    console.log(
      target.url.padEnd(22) +
        categories.map((c) => String(medians[c] ?? '–').padStart(6)).join('') +
        (failed.length ? `  below: ${failed.join(', ')}` : ''),
    );
    return { url: target.url, scores: medians, failed };
  });
}

async function main() {
  const runs = Number(process.env.LH_RUNS ?? 1);
  const rows = await runLighthouse({ runs, pages: process.env.LH_PAGES?.split(',') });
  mkdirSync(path.join(root, 'reports'), { recursive: true });
  writeFileSync(path.join(root, 'reports/lighthouse.json'), JSON.stringify(rows, null, 2));
  const failing = rows.filter((r) => r.failed.length);
  console.log(
    `\nColumns: ${categories.join(', ')} (performance on the pages that stand for their kind: ${runs > 1 ? `median of ${runs} runs` : 'one run'}). Bars: ${JSON.stringify(bars)}`,
  );
  if (failing.length) {
    console.error(`Under the bar: ${failing.map((r) => `${r.url} (${r.failed.join(', ')})`).join('; ')}`);
    process.exit(1);
  }
}

runScript(import.meta.url, main);
