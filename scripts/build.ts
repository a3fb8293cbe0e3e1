/**
 * `npm run build`: the static export in out/ (DESIGN.md section 3). Runs `next build` with
 * NEXT_OUTPUT=export, promotes English to the root, then checks that what a host will serve is whole:
 * every page exists and no page links to an `/en/` URL.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, promises as fs } from 'node:fs';
import path from 'node:path';
import { exportedPages, promoteDefaultLocale } from '../lib/delivery/exportLayout';

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.join(root, 'out');

async function main() {
  await fs.rm(outDir, { recursive: true, force: true });
  const next = spawnSync(path.join(root, 'node_modules/.bin/next'), ['build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NEXT_OUTPUT: 'export', NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (next.status !== 0) throw new Error(`next build failed with exit code ${next.status}`);

  await promoteDefaultLocale(outDir);

  const problems: string[] = [];
  for (const page of exportedPages()) {
    const file = path.join(outDir, page.file);
    if (!existsSync(file)) {
      problems.push(`missing ${page.file} for ${page.url}`);
      continue;
    }
    if (/href="\/en(\/|")/.test(await fs.readFile(file, 'utf8'))) problems.push(`${page.file} links to an /en/ URL`);
  }
  if (problems.length) throw new Error(`The export is not whole:\n  ${problems.join('\n  ')}`);
  console.log(`Exported ${exportedPages().length} pages to out/`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
