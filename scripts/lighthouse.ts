/**
 * `npm run lighthouse`: Lighthouse (mobile preset) over every page in every locale of the built
 * static site, its two kinds of 404 page and the sign-in screen, each audited once after one
 * unscored warm-up run. It fails on what does not vary from run to run: accessibility, best
 * practices and SEO under 100. Performance does vary (the same build scores from 87 to 99 on these
 * shared machines), so it fails only under a floor for disasters, 70 on a single run
 * (LH_MIN_PERF); `npm run bench` measures the median of three runs and keeps it.
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
  standsForItsKind,
  warmUpPages,
  type Category,
  type LighthouseRow,
} from './measure/lighthouseJudging';

/** How often one audit is tried when Lighthouse itself fails to measure the page. */
const LIGHTHOUSE_ATTEMPTS = 3;

export { categories, type LighthouseRow };

/**
 * Audits the pages of out/ (all, or `pages`): every judged category once, and performance `runs`
 * times on the pages that stand for their kind (the median counts).
 */
export async function runLighthouse({ runs, pages }: { runs: number; pages?: string[] }): Promise<LighthouseRow[]> {
  const { origin, close } = await serveOut(path.join(root, 'out'));
  const { executablePath, args = [] } = chromiumLaunchOptions();
  const chrome = await chromeLauncher.launch({
    chromePath: executablePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', ...args],
  });
  const targets = auditTargets(pages);
  const rows: LighthouseRow[] = [];
  try {
    // The first runs after the browser and the server start are cold (seen here: the same page's
    // total blocking time 489 ms, then 306, then 184; the server compresses each file on its first
    // request): one unscored run comes first, on each kind of page when measuring medians.
    const warmUps = warmUpPages(runs);
    for (const url of warmUps) {
      await lighthouse(
        origin + url,
        { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
        { extends: 'lighthouse:default', settings: { ignoreStatusCode: true } },
      );
    }
    for (const target of targets) {
      const judged = target.judged ?? categories.filter((c) => !(target.errorPage && c === 'seo'));
      const scores: Partial<Record<Category, number[]>> = {};
      const audit = async (only: Category[]) => {
        for (let attempt = 1; ; attempt++) {
          const result = await lighthouse(
            origin + target.url,
            { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: only },
            { extends: 'lighthouse:default', settings: { ignoreStatusCode: target.errorPage } },
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
      };
      // Accessibility, best practices and SEO come out the same every run: measured once.
      await audit(judged);
      while (standsForItsKind(target.url) && judged.includes('performance') && scores.performance!.length < runs)
        await audit(['performance']);
      const { medians, failed } = judge(scores, judged);
      rows.push({ url: target.url, scores: medians, failed });
      console.log(
        target.url.padEnd(22) +
          categories.map((c) => String(medians[c] ?? '–').padStart(6)).join('') +
          (failed.length ? `  below: ${failed.join(', ')}` : ''),
      );
    }
  } finally {
    await chrome.kill();
    await close();
  }
  return rows;
}

async function main() {
  const runs = Number(process.env.LH_RUNS ?? 1);
  const rows = await runLighthouse({ runs, pages: process.env.LH_PAGES?.split(',') });
  mkdirSync(path.join(root, 'reports'), { recursive: true });
  writeFileSync(path.join(root, 'reports/lighthouse.json'), JSON.stringify(rows, null, 2));
  const failing = rows.filter((r) => r.failed.length);
  console.log(
    `\nColumns: ${categories.join(', ')} (performance: ${runs > 1 ? `median of ${runs} runs on the pages that stand for their kind` : 'one run'}). Bars: ${JSON.stringify(bars)}`,
  );
  if (failing.length) {
    console.error(`Under the bar: ${failing.map((r) => `${r.url} (${r.failed.join(', ')})`).join('; ')}`);
    process.exit(1);
  }
}

runScript(import.meta.url, main);
