/**
 * `npm run lighthouse`: Lighthouse (mobile preset) over the built static site: each kind of page in
 * English and Japanese (every page in every locale with LH_PAGES=all; the end-to-end suite reads
 * each kind with axe wherever its markup differs), its two kinds of 404 page and the sign-in screen. It fails on what does not
 * vary from run to run: accessibility, best practices and SEO under 100, on every page audited. Performance
 * does vary (the same build scores from 87 to 99 on these shared machines): it is audited, after
 * one unscored warm-up run, on the pages that stand for their kind (each kind in English and
 * Japanese, the 404s: one template serves every locale), and fails only under a floor for
 * disasters, 70 on a single run (LH_MIN_PERF); `npm run bench` measures the median of three runs.
 * Error pages are noindex by design and are judged without SEO (and without the console entry of
 * their own 404 status); the sign-in screen on accessibility and best practices. LH_RUNS (runs of
 * performance on the pages that stand for their kind) and LH_PAGES (comma-separated paths, or
 * `all`) change a run. Writes reports/lighthouse.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fork } from 'node:child_process';
import { serveOut } from './serve/serveOut';
import { root } from './lib/paths';
import { runScript } from './lib/entry';
import { auditTargets, bars, categories, judge, warmUpPages, type LighthouseRow } from './measure/lighthouseJudging';
import { audit, launchChrome, type Scores, type Target } from './measure/lighthouseAudit';
import type { LaneAnswer, LaneTask } from './measure/lighthouseLane';

export { categories, type LighthouseRow };

/** How many lanes audit the steady categories side by side: each mostly waits for its page to settle. */
const STEADY_LANES = Math.max(1, Number(process.env.LH_LANES) || 2);

/** Audits `targets` in a lane of their own (scripts/measure/lighthouseLane.ts). */
function inLane(origin: string, targets: Target[]): Promise<Record<string, Scores>> {
  // fork runs the lane with this process's Node flags, tsx's loader among them.
  const lane = fork(path.join(import.meta.dirname, 'measure/lighthouseLane.ts'));
  lane.send({ origin, targets } satisfies LaneTask);
  return new Promise((resolve, reject) => {
    lane.once('message', (answer: LaneAnswer) =>
      'error' in answer ? reject(new Error(answer.error)) : resolve(answer.scores),
    );
    lane.once('exit', (code) => reject(new Error(`a Lighthouse lane ended with exit code ${code} before it answered`)));
  });
}

/**
 * Audits the pages of out/ (those that stand for their kind, or `pages`, or `all`): every judged category once, and performance `runs`
 * times in all on the pages that stand for their kind (the median counts). The pages without a
 * performance audit are audited first, in lanes side by side; then those with one, alone, after
 * the warm-up, so that nothing else runs on the machine while performance is scored.
 */
export async function runLighthouse({
  runs,
  pages,
}: {
  runs: number;
  pages?: string[] | 'all';
}): Promise<LighthouseRow[]> {
  const targets = auditTargets(pages);
  const unknown = pages === 'all' ? [] : (pages ?? []).filter((url) => !targets.some((target) => target.url === url));
  if (unknown.length)
    throw new Error(`No page of out/ is ${unknown.join(', ')}: name exported pages (as /de/faq), or all.`);
  const { origin, close } = await serveOut(path.join(root, 'out'));
  const scores = new Map<string, Scores>(targets.map((target) => [target.url, {}]));
  const timed = targets.filter((target) => target.judged.includes('performance'));
  const steady = targets.filter((target) => !timed.includes(target));
  let chrome: Awaited<ReturnType<typeof launchChrome>> | undefined;
  try {
    const lanes = Array.from({ length: STEADY_LANES }, (_, lane) =>
      steady.filter((_, i) => i % STEADY_LANES === lane),
    ).filter((lane) => lane.length);
    for (const laneScores of await Promise.all(lanes.map((lane) => inLane(origin, lane))))
      for (const [url, each] of Object.entries(laneScores)) scores.set(url, each);

    chrome = await launchChrome();
    const { port } = chrome;
    // The first runs after the browser and the server start are cold (seen here: the same page's
    // total blocking time 489 ms, then 306, then 184; the server compresses each file on its first
    // request): one unscored run comes first, on each kind of page when measuring medians.
    for (const url of timed.length ? warmUpPages(runs) : []) {
      await audit(port, origin, { url, errorPage: true, judged: ['performance'] }, ['performance'], {});
    }
    for (const target of timed) {
      const pageScores = scores.get(target.url)!;
      await audit(port, origin, target, target.judged, pageScores);
      while (pageScores.performance!.length < runs) await audit(port, origin, target, ['performance'], pageScores);
    }
  } finally {
    await chrome?.kill();
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
  const named = process.env.LH_PAGES;
  const rows = await runLighthouse({ runs, pages: named === 'all' ? 'all' : named?.split(',') });
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
