/**
 * `npm run size`: the first-load JavaScript (gzip) of every exported page, read from out/.
 * Fails when a marketing page is over budget or loads code that belongs to other screens.
 */
import path from 'node:path';
import { exportedPages } from '../lib/delivery/exportLayout';
import { firstLoad } from '../lib/delivery/firstLoad';

const outDir = path.resolve(import.meta.dirname, '..', 'out');
const budgetKiB = Number(process.env.JS_BUDGET_KIB ?? 150);

async function main() {
  const rows = [];
  for (const page of [...exportedPages(), { url: '(404)', file: '404.html' }]) {
    rows.push({ page: page.url, ...(await firstLoad(outDir, page.file)) });
  }
  console.log(`First-load JavaScript, gzip (budget ${budgetKiB} KiB a page)\n`);
  console.log('page'.padEnd(24) + 'KiB'.padStart(8) + 'files'.padStart(7) + '  forbidden code');
  for (const row of rows) {
    console.log(
      row.page.padEnd(24) +
        (row.gzipBytes / 1024).toFixed(1).padStart(8) +
        String(row.scripts.length).padStart(7) +
        '  ' +
        (row.forbidden.join(', ') || '-'),
    );
  }
  const over = rows.filter((r) => r.gzipBytes > budgetKiB * 1024 || r.forbidden.length);
  if (over.length) {
    console.error(`\nOver budget or carrying forbidden code: ${over.map((r) => r.page).join(', ')}`);
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
