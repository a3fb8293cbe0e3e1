/**
 * `npm run size`: the first-load JavaScript (gzip) of every exported page, read from out/ (or
 * OUT_DIR), and the size of its HTML (raw and gzip), which texts on demand keep small
 * (docs/design.md#texts-on-demand). Three groups, each with its budget:
 * - documents (lib/hosting/documents.ts): every script that runs, inline ones included, at most
 *   20 KiB, and no reference to the framework's /_next/static/ (docs/design.md#documents); the
 *   consent banner is one of their islands where a service is configured;
 * - any marketing page the documents' rule leaves out (none today): their framework scripts, without
 *   the code of other screens (Firebase, the API client, the cropper, the consent banner);
 * - the account screens, which carry that code: their first load and every chunk their code loads on
 *   demand, since an import fired at mount is loaded before the first paint all the same, except the
 *   loads the screen never waits for (Firestore, the cropper, scripts/measure/laterChunks.ts), which
 *   print apart (docs/design.md#firestore-later).
 * Prints the largest page of each group; fails when a page is over its budget or loads what it must not.
 * Apart, what documents' islands load only at a visitor's first touch (the contact form's React code).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { exportedPages, exportedVersionPages, notFoundPages } from '../lib/hosting/exportedFiles';
import { isDocument } from '../lib/hosting/documents';
import { firstLoad } from './measure/firstLoad';
import { measureLater } from './measure/laterChunks';
import { laterFileName, laterSources } from './export/documents';
import { DOCUMENT_ASSETS_DIR } from '../lib/hosting/buildFiles';
import { accountPages } from '../lib/pages/routes';
import { runScript } from './lib/entry';
import { root } from './lib/paths';

const outDir = path.resolve(root, process.env.OUT_DIR ?? 'out');
const documentBudgetKiB = Number(process.env.DOCUMENT_JS_BUDGET_KIB ?? 20);
const budgetKiB = Number(process.env.JS_BUDGET_KIB ?? 150);
/**
 * The sign-in and account screens carry Firebase Auth; Firestore and the cropper come later. 212:
 * 210.2 measured once the screen drew a returning visitor's placeholders at their size (the
 * profile's kept shape) and a sign-in announced itself to the other tabs (security review L-7).
 */
const accountBudgetKiB = Number(process.env.ACCOUNT_JS_BUDGET_KIB ?? 212);

interface Group {
  title: string;
  pages: { url: string; file: string }[];
  budget: number;
  /** Whether the inline scripts count towards the budget (a document's do: nothing else runs). */
  inline: boolean;
  forbid: boolean;
  /** Code that would be forbidden elsewhere, but is this group's own. */
  allow?: string[];
  /** Whether the chunks loaded on demand count, the later ones printed apart (the account screens). */
  onDemand?: boolean;
}

async function measure({ pages, budget, inline, forbid, allow = [], onDemand = false }: Group) {
  const rows = [];
  for (const page of pages) {
    const load = await firstLoad(outDir, page.file);
    const html = readFileSync(path.join(outDir, page.file));
    const forbidden = forbid ? load.forbidden.filter((name) => !allow.includes(name)) : [];
    if (inline && html.includes('/_next/static/')) forbidden.push('framework');
    const chunks = onDemand ? measureLater(outDir, load.scripts) : null;
    const counted = load.gzipBytes + (inline ? load.inlineGzipBytes : 0) + (chunks?.countedGzipBytes ?? 0);
    rows.push({
      page: page.url,
      ...load,
      chunks,
      counted,
      html: [html.length, gzipSync(html, { level: 9 }).length],
      forbidden,
      over: counted > budget * 1024 || forbidden.length > 0,
    });
  }
  return rows;
}

const kib = (bytes: number) => (bytes / 1024).toFixed(1);

async function main() {
  // The legal versions' pages are documents too (lib/pages/legalVersions.ts).
  const marketing = [...exportedPages(), ...exportedVersionPages(), ...notFoundPages()];
  const groups: Group[] = [
    {
      title: `Documents (budget ${documentBudgetKiB} KiB a page, inline scripts counted, no framework, no account, API or cropper code)`,
      pages: marketing.filter((p) => isDocument(p.url)),
      budget: documentBudgetKiB,
      inline: true,
      forbid: true,
      // Where a service is configured, the consent banner is a document's own island.
      allow: ['consent'],
    },
    {
      title: `Other marketing pages (budget ${budgetKiB} KiB a page of script files, no account, API, cropper or consent code)`,
      pages: marketing.filter((p) => !isDocument(p.url)),
      budget: budgetKiB,
      inline: false,
      forbid: true,
    },
    {
      title: `Account screens (budget ${accountBudgetKiB} KiB a page of script files loaded before the first paint: the first load and the chunks loaded on demand, except the later ones)`,
      pages: exportedPages(accountPages),
      budget: accountBudgetKiB,
      inline: false,
      forbid: false,
      onDemand: true,
    },
  ];
  console.log(`First-load JavaScript (gzip) in ${path.relative(root, outDir)}/, and the HTML in bytes (raw / gzip)`);
  let over: string[] = [];
  // Every marketing page is a document unless the documents' rule leaves one out.
  for (const group of groups.filter((g) => g.pages.length > 0)) {
    const rows = await measure(group);
    console.log(`\n${group.title}\n`);
    console.log(
      'page'.padEnd(24) +
        'KiB'.padStart(8) +
        'files'.padStart(7) +
        'inline'.padStart(8) +
        'HTML'.padStart(16) +
        '  forbidden code',
    );
    for (const row of rows) {
      console.log(
        row.page.padEnd(24) +
          kib(row.counted).padStart(8) +
          String(row.scripts.length).padStart(7) +
          kib(row.inlineGzipBytes).padStart(8) +
          row.html.join(' / ').padStart(16) +
          '  ' +
          (row.forbidden.join(', ') || '-'),
      );
    }
    const largest = rows.reduce((a, b) => (b.counted > a.counted ? b : a), rows[0]);
    if (largest) console.log(`Largest: ${largest.page}, ${kib(largest.counted)} KiB`);
    // Each screen's largest page (the locales differ only in their texts), with its later chunks apart.
    const screens = new Map<string, (typeof rows)[number]>();
    for (const row of rows) {
      const screen = row.page.split('/').pop()!;
      if (row.counted > (screens.get(screen)?.counted ?? -1)) screens.set(screen, row);
    }
    for (const row of screens.values()) if (row.chunks) printOnDemand({ ...row, chunks: row.chunks });
    over = [...over, ...rows.filter((r) => r.over).map((r) => r.page)];
  }
  printLater();
  if (over.length) {
    console.error(`\nOver budget or carrying forbidden code: ${over.join(', ')}`);
    process.exit(1);
  }
}

/** Of an account screen: its first load, what it loads on demand and counts, and the later chunks, apart. */
function printOnDemand({
  page,
  gzipBytes,
  chunks,
}: {
  page: string;
  gzipBytes: number;
  chunks: ReturnType<typeof measureLater>;
}) {
  const sum = (list: { gzipBytes: number }[]) => kib(list.reduce((total, chunk) => total + chunk.gzipBytes, 0));
  console.log(
    `  ${page}: first load ${kib(gzipBytes)} KiB + on demand ${kib(chunks.countedGzipBytes)} KiB (${chunks.counted.length} files) = ${kib(gzipBytes + chunks.countedGzipBytes)} KiB loaded before the first paint`,
  );
  console.log(`  Later chunks, not counted: the screen paints without them (gzip)`);
  for (const code of [...new Set(chunks.later.map((chunk) => chunk.code))]) {
    const files = chunks.later.filter((chunk) => chunk.code === code);
    console.log(
      `    ${(code ?? 'loaded with them').padEnd(36)}${sum(files).padStart(8)} KiB  (${files.map((f) => f.file).join(', ')})`,
    );
  }
}

/** What islands load at a visitor's first touch, never at first load: counted apart, with no budget. */
function printLater() {
  const folder = path.join(outDir, DOCUMENT_ASSETS_DIR);
  const files = readdirSync(folder);
  console.log(`\nLoaded by a document's island at the visitor's first touch, not at first load (gzip)\n`);
  for (const [constant, source] of Object.entries(laterSources)) {
    const file = files.find((name) => name.startsWith(`${laterFileName(constant)}-`) && name.endsWith('.js'));
    if (!file) throw new Error(`No ${laterFileName(constant)}-*.js in ${folder}: was ${source} bundled?`);
    const bytes = gzipSync(readFileSync(path.join(folder, file)), { level: 9 }).length;
    console.log(`${source.padEnd(40)}${kib(bytes).padStart(8)} KiB  (${DOCUMENT_ASSETS_DIR}${file})`);
  }
}

runScript(import.meta.url, main);
