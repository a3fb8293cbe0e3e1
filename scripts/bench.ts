/**
 * `npm run bench`: figures to compare one version with the next: build time, size of out/,
 * first-load JavaScript per page, and the Lighthouse medians (scripts/lighthouse.ts).
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { exportedPages } from '../lib/delivery/exportLayout';
import { firstLoad } from '../lib/delivery/firstLoad';

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.join(root, 'out');

function run(command: string, args: string[]): number {
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

async function main() {
  const buildSeconds = run('npm', ['run', 'build']);
  const out = folderSize(outDir);
  const js = await Promise.all(
    exportedPages().map(async (p) => ({ url: p.url, kib: (await firstLoad(outDir, p.file)).gzipBytes / 1024 })),
  );
  const lighthouseSeconds = run('npm', ['run', 'lighthouse']);
  const lighthouse: { url: string; scores: Record<string, number> }[] = JSON.parse(
    readFileSync(path.join(root, 'reports/lighthouse.json'), 'utf8'),
  );

  console.log(`build (npm run build)      ${buildSeconds.toFixed(1)} s`);
  console.log(`out/                       ${(out.bytes / 1024 / 1024).toFixed(2)} MiB in ${out.files} files`);
  console.log(
    `first-load JS, gzip        min ${Math.min(...js.map((j) => j.kib)).toFixed(1)} KiB, max ${Math.max(...js.map((j) => j.kib)).toFixed(1)} KiB`,
  );
  for (const row of js) console.log(`  ${row.url.padEnd(22)} ${row.kib.toFixed(1)} KiB`);
  console.log(
    `lighthouse (${lighthouseSeconds.toFixed(0)} s), medians: performance, accessibility, best practices, SEO`,
  );
  for (const row of lighthouse) {
    console.log(
      `  ${row.url.padEnd(22)} ${['performance', 'accessibility', 'best-practices', 'seo'].map((c) => String(row.scores[c] ?? '–').padStart(4)).join('')}`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
