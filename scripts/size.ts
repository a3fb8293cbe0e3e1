/**
 * `npm run size`: the first-load JavaScript (gzip) of every exported page, read from out/, and the
 * size of its HTML (raw and gzip), which texts on demand keep small (docs/design.md#texts-on-demand).
 * Fails when a marketing page is over its budget or loads code that belongs to other screens
 * (Firebase, the API client, the cropper), or when an account screen is over its own budget.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { exportedPages } from '../lib/hosting/exportedFiles';
import { firstLoad } from './measure/firstLoad';
import { accountPages } from '../lib/routes';
import { runScript } from './lib/entry';
import { root } from './lib/paths';

const outDir = path.join(root, 'out');
const budgetKiB = Number(process.env.JS_BUDGET_KIB ?? 150);
/** The sign-in and account screens carry Firebase Auth, Firestore and the cropper. */
const accountBudgetKiB = Number(process.env.ACCOUNT_JS_BUDGET_KIB ?? 350);

async function measure(list: { url: string; file: string }[], budget: number, checkForbidden: boolean) {
  const rows = [];
  for (const page of list) {
    const load = await firstLoad(outDir, page.file);
    const forbidden = checkForbidden ? load.forbidden : [];
    const html = readFileSync(path.join(outDir, page.file));
    rows.push({
      page: page.url,
      ...load,
      html: [html.length, gzipSync(html, { level: 9 }).length],
      forbidden,
      over: load.gzipBytes > budget * 1024 || forbidden.length > 0,
    });
  }
  return rows;
}

async function main() {
  const groups = [
    {
      title: `Marketing pages (budget ${budgetKiB} KiB a page, no account, API, cropper or consent code)`,
      rows: await measure([...exportedPages(), { url: '(404)', file: '404.html' }], budgetKiB, true),
    },
    {
      title: `Account screens (budget ${accountBudgetKiB} KiB a page)`,
      rows: await measure(exportedPages(accountPages), accountBudgetKiB, false),
    },
  ];
  console.log('First-load JavaScript (gzip), and the HTML in bytes (raw / gzip)');
  for (const group of groups) {
    console.log(`\n${group.title}\n`);
    console.log('page'.padEnd(24) + 'KiB'.padStart(8) + 'files'.padStart(7) + 'HTML'.padStart(16) + '  forbidden code');
    for (const row of group.rows) {
      console.log(
        row.page.padEnd(24) +
          (row.gzipBytes / 1024).toFixed(1).padStart(8) +
          String(row.scripts.length).padStart(7) +
          row.html.join(' / ').padStart(16) +
          '  ' +
          (row.forbidden.join(', ') || '-'),
      );
    }
  }
  const over = groups.flatMap((g) => g.rows).filter((r) => r.over);
  if (over.length) {
    console.error(`\nOver budget or carrying forbidden code: ${over.map((r) => r.page).join(', ')}`);
    process.exit(1);
  }
}

runScript(import.meta.url, main);
