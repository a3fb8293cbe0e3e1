/**
 * `npm run bench`'s documents section (docs/design.md#documents): Lighthouse's mobile preset on the
 * five kinds of document in English and Japanese (the heaviest), each page as shipped and the same
 * page with every script removed, the physical limit of its first load, measured turn by turn in
 * the same run on the same machine. Prints, per page, the median performance and LCP of both and
 * the bytes loaded; a document meets the mark when its median performance is 100 and its median
 * LCP within 10 % of the page without scripts.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { exportedPages } from '../../lib/hosting/exportedFiles';
import { localizedPath } from '../../lib/pages/paths';
import { documentPaths } from '../../lib/hosting/documents';
import { withoutScripts } from '../export/stripFramework';
import { serveOut } from '../serve/serveOut';
import { launchChrome } from './lighthouseAudit';
import { median } from './lighthouseJudging';

/** What one Lighthouse run of a page measured. */
interface Run {
  performance: number;
  lcpMs: number;
  bytes: number;
}

export interface DocumentBenchRow {
  url: string;
  shipped: Run;
  withoutScripts: Run;
  /** Median performance 100 and median LCP within 10 % of the page without scripts. */
  meetsMark: boolean;
}

/** How far above the page without scripts a document's median LCP may be. */
const LCP_MARGIN = 0.1;

/** How often one run is tried when Lighthouse itself fails to measure the page (NO_NAVSTART). */
const ATTEMPTS = 3;

async function measure(port: number, url: string, attempt = 1): Promise<Run> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  const lhr = result?.lhr;
  if (!lhr || lhr.runtimeError) {
    const failure = lhr?.runtimeError?.message ?? 'no result';
    if (attempt === ATTEMPTS) throw new Error(`Lighthouse could not audit ${url}: ${failure}`);
    console.log(`${url}: Lighthouse failed to measure (${failure}); running it again`);
    return measure(port, url, attempt + 1);
  }
  return {
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue ?? 0),
    bytes: Math.round(lhr.audits['total-byte-weight'].numericValue ?? 0),
  };
}

const medianRun = (runs: Run[]): Run => ({
  performance: median(runs.map((r) => r.performance)),
  lcpMs: median(runs.map((r) => r.lcpMs)),
  bytes: median(runs.map((r) => r.bytes)),
});

/** The documents of `outDir` that the section measures: each kind, in English and Japanese. */
export function benchedDocuments(): { url: string; file: string }[] {
  const urls = (['en', 'ja'] as const).flatMap((locale) => documentPaths.map((page) => localizedPath(locale, page)));
  return exportedPages().filter((page) => urls.includes(page.url));
}

export async function benchDocuments(outDir: string, runs = 3): Promise<DocumentBenchRow[]> {
  const pages = benchedDocuments();
  // The same export, with every script cut out of the measured pages.
  const bareDir = mkdtempSync(path.join(tmpdir(), 'slimstart-bare-'));
  cpSync(outDir, bareDir, { recursive: true });
  for (const page of pages) {
    const file = path.join(bareDir, page.file);
    writeFileSync(file, withoutScripts(readFileSync(file, 'utf8')));
  }
  const shipped = await serveOut(outDir);
  const bare = await serveOut(bareDir);
  const chrome = await launchChrome();
  try {
    // One unscored run each, so that no server compresses a file for the first time while measured.
    for (const page of pages) {
      await measure(chrome.port, shipped.origin + page.url);
      await measure(chrome.port, bare.origin + page.url);
    }
    const rows: DocumentBenchRow[] = [];
    for (const page of pages) {
      const asShipped: Run[] = [];
      const withoutAny: Run[] = [];
      // Turn by turn, so that both meet the machine in the same state.
      for (let run = 0; run < runs; run++) {
        asShipped.push(await measure(chrome.port, shipped.origin + page.url));
        withoutAny.push(await measure(chrome.port, bare.origin + page.url));
      }
      const row = { url: page.url, shipped: medianRun(asShipped), withoutScripts: medianRun(withoutAny) };
      rows.push({
        ...row,
        meetsMark: row.shipped.performance === 100 && row.shipped.lcpMs <= row.withoutScripts.lcpMs * (1 + LCP_MARGIN),
      });
    }
    return rows;
  } finally {
    await chrome.kill();
    await shipped.close();
    await bare.close();
    rmSync(bareDir, { recursive: true, force: true });
  }
}

/** The section's table, as `npm run bench` prints it. */
export function documentBenchTable(rows: DocumentBenchRow[], runs: number): string {
  const lines = [
    `Documents: Lighthouse mobile, median of ${runs} runs each, as shipped / with every script removed (same run)`,
    '',
    'page'.padEnd(24) + 'performance'.padStart(14) + 'LCP (ms)'.padStart(16) + 'bytes loaded'.padStart(20) + '  mark',
  ];
  for (const { url, shipped, withoutScripts: bare, meetsMark } of rows) {
    lines.push(
      url.padEnd(24) +
        `${shipped.performance} / ${bare.performance}`.padStart(14) +
        `${shipped.lcpMs} / ${bare.lcpMs}`.padStart(16) +
        `${shipped.bytes} / ${bare.bytes}`.padStart(20) +
        `  ${meetsMark ? 'met' : `missed (performance 100, LCP within ${LCP_MARGIN * 100} %)`}`,
    );
  }
  return lines.join('\n');
}
