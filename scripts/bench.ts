/**
 * `npm run bench`: the figures that vary with the machine and the moment, measured and kept, never
 * judged: build times, the size of out/, first-load JavaScript, Lighthouse (performance as the
 * median of three runs on the pages that stand for their kind) and the load test's requests per
 * second and 404/page ratios on the static server, nginx and server mode; and the documents, each
 * as shipped beside the same page with every script removed (scripts/measure/documentBench.ts).
 *
 * Each run is appended to reports/bench-history.jsonl (git-ignored: history belongs to a machine)
 * with the commit, the number of cores and the load average, and each figure is printed beside its
 * previous value, so that a regression shows as a comparison made on one machine.
 * The server section sets server mode beside the static server, target by target in the same run
 * (scripts/measure/serverModeBench.ts), and prints server mode's ratio to it.
 * `--only size,load` measures some of the sections (build, size, lighthouse, documents, load, server); without
 * `build` (or with `--no-build`) it measures the builds already in out/ and .next-server/.
 */
import { execFileSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { exportedPages } from '../lib/hosting/exportedFiles';
import { isDocument } from '../lib/hosting/documents';
import { firstLoad } from './measure/firstLoad';
import { type BenchRecord, comparison, latestFigures, readHistory } from './measure/benchHistory';
import { categories, runLighthouse } from './lighthouse';
import { benchDocuments, documentBenchTable } from './measure/documentBench';
import { notFoundRatios, runLoad } from './load';
import { benchServerMode, serverModeTable } from './measure/serverModeBench';
import { root } from './lib/paths';
import { run } from './lib/processes';
import { buildFreshness } from './lib/buildFreshness';
import { runScript } from './lib/entry';

const outDir = path.join(root, 'out');
const historyFile = path.join(root, 'reports/bench-history.jsonl');
/** Lighthouse runs of each document, as shipped and without scripts (the median counts). */
const DOCUMENT_RUNS = 3;
const sections = ['build', 'size', 'lighthouse', 'documents', 'load', 'server'] as const;
type Section = (typeof sections)[number];

/** The sections this run measures, from `--only a,b` (or `--only=a,b`) and `--no-build`. */
function chosenSections(argv: string[]): Section[] {
  const at = argv.findIndex((arg) => arg === '--only' || arg.startsWith('--only='));
  const listed = at < 0 ? [...sections] : (argv[at].split('=')[1] ?? argv[at + 1] ?? '').split(',').filter(Boolean);
  const unknown = listed.filter((name) => !sections.includes(name as Section));
  if (unknown.length || !listed.length)
    throw new Error(`--only takes a comma-separated list of ${sections.join(', ')}; got "${listed.join(',')}"`);
  return (listed as Section[]).filter((name) => !(name === 'build' && argv.includes('--no-build')));
}

function timed(command: string, args: string[]): number {
  const started = performance.now();
  run(command, args, { quiet: true });
  return (performance.now() - started) / 1000;
}

function folderSize(dir: string): { bytes: number; files: number } {
  let bytes = 0;
  let files = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    bytes += statSync(path.join(entry.parentPath, entry.name)).size;
    files++;
  }
  return { bytes, files };
}

function commit(): string {
  try {
    const sha = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], {
      cwd: root,
      encoding: 'utf8',
    });
    return dirty.trim() ? `${sha}+changes` : sha;
  } catch {
    return 'unknown';
  }
}

async function main() {
  const record: BenchRecord = {
    date: new Date().toISOString(),
    commit: commit(),
    cores: cpus().length,
    loadavg: loadavg().map((l) => Math.round(l * 100) / 100),
    node: process.version,
    figures: {},
  };
  const figures = record.figures;
  const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

  const measure = chosenSections(process.argv.slice(2));
  if (measure.includes('build')) {
    figures['build, static (s)'] = round(timed('npm', ['run', 'build']));
    figures['build, server mode (s)'] = round(timed('npm', ['run', 'build:server']));
  } else if (['missing', 'unfinished'].includes(buildFreshness(root, outDir).state)) {
    throw new Error(
      'out/ has no finished build: run `npm run build` and `npm run build:server`, or measure the build too',
    );
  }
  if (measure.includes('size')) {
    const out = folderSize(outDir);
    figures['out/ (MiB)'] = round(out.bytes / 1024 / 1024, 2);
    figures['out/ (files)'] = out.files;
    // As npm run size counts them: a document's inline scripts too, since nothing else runs there.
    for (const page of exportedPages()) {
      const load = await firstLoad(outDir, page.file);
      const bytes = load.gzipBytes + (isDocument(page.url) ? load.inlineGzipBytes : 0);
      figures[`first-load JS ${page.url} (KiB gzip)`] = round(bytes / 1024);
    }
  }

  if (measure.includes('lighthouse')) {
    for (const row of await runLighthouse({ runs: 3 })) {
      for (const category of categories) {
        const value = row.scores[category];
        if (value !== undefined) figures[`lighthouse ${category} ${row.url}`] = value;
      }
    }
  }

  let documentsTable = '';
  if (measure.includes('documents')) {
    const rows = await benchDocuments(outDir, DOCUMENT_RUNS);
    for (const { url, shipped, withoutScripts } of rows) {
      figures[`document ${url} performance`] = shipped.performance;
      figures[`document ${url} LCP (ms)`] = shipped.lcpMs;
      figures[`document ${url} LCP without scripts (ms)`] = withoutScripts.lcpMs;
      figures[`document ${url} bytes loaded`] = shipped.bytes;
    }
    documentsTable = documentBenchTable(rows, DOCUMENT_RUNS);
  }

  const load = measure.includes('load') ? await runLoad({ seconds: 10, connections: 50 }) : [];
  for (const row of load) {
    const target = row.path.startsWith('/_next/') ? 'hashed script' : row.path;
    figures[`load ${row.mode} ${target} (req/s)`] = row.rps;
    figures[`load ${row.mode} ${target} p99 (ms)`] = row.p99;
  }
  for (const [mode, ratio] of Object.entries(notFoundRatios(load))) figures[`load ${mode} 404/page ratio`] = ratio;

  const serverMode = measure.includes('server') ? await benchServerMode(outDir) : [];
  for (const row of serverMode) {
    figures[`server mode ${row.target}, static (req/s)`] = row.staticRps;
    figures[`server mode ${row.target}, server (req/s)`] = row.serverRps;
    figures[`server mode ${row.target}, server / static`] = row.ratio;
  }

  const history = existsSync(historyFile) ? readHistory(readFileSync(historyFile, 'utf8')) : [];
  const previous = history.at(-1);
  mkdirSync(path.dirname(historyFile), { recursive: true });
  appendFileSync(historyFile, JSON.stringify(record) + '\n');

  console.log(
    `\nThis run: ${record.commit}, ${record.cores} cores, load average ${record.loadavg.join(' ')}, Node ${record.node}`,
  );
  console.log(
    previous
      ? `Previous run: ${previous.commit} on ${previous.date}, ${previous.cores} cores, load average ${previous.loadavg.join(' ')} (${history.length} in reports/bench-history.jsonl; "previous" is each figure's latest value there)`
      : 'Previous run: none on this machine (reports/bench-history.jsonl)',
  );
  console.log(`\n${comparison(figures, latestFigures(history))}`);
  if (documentsTable) console.log(`\n${documentsTable}`);
  if (serverMode.length) console.log(`\n${serverModeTable(serverMode)}`);
  const failedLoad = [
    ...load.filter((row) => row.failed).map((r) => `${r.mode} ${r.path}`),
    ...serverMode.filter((row) => row.failed).map((r) => `server mode beside static, ${r.target}`),
  ];
  if (failedLoad.length) {
    console.error(`\nThe load test saw errors or wrong statuses on ${failedLoad.join(', ')}`);
    process.exit(1);
  }
}

runScript(import.meta.url, main);
