/**
 * `npm run bench`: the figures that vary with the machine and the moment, measured and kept, never
 * judged: build times, the size of out/, first-load JavaScript, Lighthouse (performance as the
 * median of three runs on the pages that stand for their kind) and the load test's requests per
 * second and 404/page ratios on the static server, nginx and server mode.
 *
 * Each run is appended to reports/bench-history.jsonl (git-ignored: history belongs to a machine)
 * with the commit, the number of cores and the load average, and each figure is printed beside the
 * previous run's, so that a regression shows as a comparison made on one machine.
 * `--no-build` measures the builds already in out/ and .next-server/.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { exportedPages } from '../lib/delivery/exportLayout';
import { firstLoad } from '../lib/delivery/firstLoad';
import { type BenchRecord, comparison, previousRun } from './benchHistory';
import { categories, runLighthouse } from './lighthouse';
import { notFoundRatios, runLoad } from './load';

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.join(root, 'out');
const historyFile = path.join(root, 'reports/bench-history.jsonl');

function timed(command: string, args: string[]): number {
  const started = performance.now();
  const result = spawnSync(command, args, { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
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

  if (!process.argv.includes('--no-build')) {
    figures['build, static (s)'] = round(timed('npm', ['run', 'build']));
    figures['build, server mode (s)'] = round(timed('npm', ['run', 'build:server']));
  } else if (!existsSync(path.join(outDir, 'index.html'))) {
    throw new Error('out/ has no build: run `npm run build` and `npm run build:server`, or drop --no-build');
  }
  const out = folderSize(outDir);
  figures['out/ (MiB)'] = round(out.bytes / 1024 / 1024, 2);
  figures['out/ (files)'] = out.files;
  for (const page of exportedPages())
    figures[`first-load JS ${page.url} (KiB gzip)`] = round((await firstLoad(outDir, page.file)).gzipBytes / 1024);

  for (const row of await runLighthouse({ runs: 3 })) {
    for (const category of categories) {
      const value = row.scores[category];
      if (value !== undefined) figures[`lighthouse ${category} ${row.url}`] = value;
    }
  }

  const load = await runLoad({ seconds: 10, connections: 50 });
  for (const row of load) {
    const target = row.path.startsWith('/_next/') ? 'hashed script' : row.path;
    figures[`load ${row.mode} ${target} (req/s)`] = row.rps;
    figures[`load ${row.mode} ${target} p99 (ms)`] = row.p99;
  }
  for (const [mode, ratio] of Object.entries(notFoundRatios(load))) figures[`load ${mode} 404/page ratio`] = ratio;

  const previous = existsSync(historyFile) ? previousRun(readFileSync(historyFile, 'utf8')) : undefined;
  mkdirSync(path.dirname(historyFile), { recursive: true });
  appendFileSync(historyFile, JSON.stringify(record) + '\n');

  console.log(
    `\nThis run: ${record.commit}, ${record.cores} cores, load average ${record.loadavg.join(' ')}, Node ${record.node}`,
  );
  console.log(
    previous
      ? `Previous: ${previous.commit} on ${previous.date}, ${previous.cores} cores, load average ${previous.loadavg.join(' ')}`
      : 'Previous: none on this machine (reports/bench-history.jsonl)',
  );
  console.log(`\n${comparison(figures, previous?.figures)}`);
  const failedLoad = load.filter((row) => row.failed);
  if (failedLoad.length) {
    console.error(
      `\nThe load test saw errors or wrong statuses on ${failedLoad.map((r) => `${r.mode} ${r.path}`).join(', ')}`,
    );
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
