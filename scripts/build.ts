/**
 * `npm run build`: the static export in out/ (docs/design.md#two-build-modes). Stamps the build with an id,
 * runs `next build` with NEXT_OUTPUT=export, promotes English to the root, writes the payloads,
 * ships the documents without the framework (scripts/export/documents.ts), writes the pages'
 * script policies and the host configs, then checks that what a host will serve is
 * whole: every page exists and no page links to an `/en/` URL.
 *
 * `npm run build:server` (`--server`): the same stamp, for `next start`, then each prerendered
 * page's script policy and the locale 404 pages for proxy.ts.
 *
 * Both resolve redirects.json (lib/hosting/redirectRules.ts) first, refusing a wrong entry, and
 * stamp the result into what they build, as they stamp the id.
 *
 * Both print the pages their checks left out, and why (docs/design.md#page-checks), and refuse an
 * UNPUBLISHED_PAGES entry that is no page that can be switched off.
 *
 * Both first bring firestore.rules and firebase.json up to date with the tables they follow from
 * (scripts/export/firebaseProject.ts), and say so when they changed: commit them; then write the
 * ruleset to deploy, with the phone app's rules beside the site's (scripts/export/appRules.ts), or
 * stop when those could reach what the site owns.
 */

import { randomBytes } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { everyPageFile } from '../lib/hosting/exportedFiles';
import { leftOutPages, unpublishedProblems } from '../lib/pages/built';
import { legalVersionData } from '../lib/legal/versions';
import { archiveProblems } from '../lib/legalPages/archive';
import { slugClashes } from '../lib/pages/legalVersions';
import { servedLocaleTable } from '../lib/i18n/locales';
import { shareImageFontProblems } from '../lib/og/fonts';
import {
  addScriptPolicies,
  exportProblems,
  prepareNotFoundPages,
  promoteDefaultLocale,
  writeHostConfigs,
  writeFirebaseNotFoundPages,
  writePayloads,
  writeServerPages,
} from './export/steps';
import { SERVER_DIST_DIR, SERVER_PAGES_FILE } from '../lib/hosting/serverManifest';
import { redirectsStamp } from './export/redirects';
import { UNFINISHED_MARKER } from './lib/buildFreshness';
import { firestoreRules } from './export/firestoreRules';
import { writeFirebaseProject } from './export/firebaseProject';
import { APP_RULES_FILE, DEPLOY_RULES_FILE, writeDeployRules } from './export/appRules';
import { shipDocuments } from './export/documents';
import { root } from './lib/paths';
import { run } from './lib/processes';
import { runScript } from './lib/entry';

const outDir = path.join(root, 'out');
const serverMode = process.argv.includes('--server');

function nextBuild(env: Record<string, string>) {
  run(path.join(root, 'node_modules/.bin/next'), ['build'], { env: { NEXT_TELEMETRY_DISABLED: '1', ...env } });
}

async function main() {
  const timestamp = Date.now();
  const buildId = `${timestamp.toString(36)}-${randomBytes(3).toString('hex')}`;
  const interval = process.env.BUILD_CHECK_INTERVAL ?? String(60 * 60 * 1000);
  if (!/^\d+$/.test(interval) || Number(interval) < 1000) {
    throw new Error(`BUILD_CHECK_INTERVAL must be a number of milliseconds of at least 1000, got "${interval}"`);
  }
  // A build made ahead of a legal version's day shows the versions of that day (scripts/deploy/ahead.ts):
  // a day it cannot read would show none.
  const legalDay = process.env.LEGAL_BUILD_DAY;
  if (legalDay) {
    // A day of the calendar: 2026-02-30 would parse, as 2 March.
    const parsed = new Date(`${legalDay}T00:00:00Z`);
    if (
      !/^\d{4}-\d{2}-\d{2}$/.test(legalDay) ||
      Number.isNaN(parsed.getTime()) ||
      parsed.toISOString().slice(0, 10) !== legalDay
    ) {
      throw new Error(`LEGAL_BUILD_DAY must be a day, YYYY-MM-DD (UTC), got "${legalDay}": nothing was built.`);
    }
    console.log(`Building as of ${legalDay} (LEGAL_BUILD_DAY): the pages show the legal versions in force that day.`);
  }
  // A wrong redirects.json entry stops the build before anything is written (docs/operators.md#redirects).
  const redirects = redirectsStamp(process.env, root);
  // In this process too: the host configs it writes read the same table (lib/hosting/redirects.ts).
  Object.assign(process.env, redirects);
  const stamp = {
    ...redirects,
    // Always set, so that both bundlers inline it and drop the cookie code of builds for other hosts.
    NEXT_PUBLIC_FIREBASE_HOSTING: process.env.NEXT_PUBLIC_FIREBASE_HOSTING ?? '',
    NEXT_PUBLIC_BUILD_ID: buildId,
    NEXT_PUBLIC_BUILD_TIME: String(timestamp),
    NEXT_PUBLIC_BUILD_CHECK_INTERVAL: interval,
  };
  // A page the operator switched off that is no page would silently publish everything.
  const unpublished = unpublishedProblems();
  if (unpublished.length) throw new Error(unpublished.join('\n'));
  // Every version's page shows its text: the earlier ones from their archive (lib/legalPages/archive.ts).
  const legal = [...slugClashes(), ...archiveProblems(legalVersionData, root)];
  if (legal.length) throw new Error(legal.join('\n'));
  // A served locale whose script has no committed font would stop next build halfway (lib/og/fonts.ts).
  const fonts = shareImageFontProblems(servedLocaleTable, root);
  if (fonts.length) throw new Error(fonts.join('\n'));
  for (const file of writeFirebaseProject(root)) {
    console.log(`${file} did not match the locale table and lib/account/profileForm.ts: rewritten, commit it.`);
  }
  // The ruleset `npm run deploy` deploys: the site's, with the phone app's beside it when there are any.
  if (writeDeployRules(root, firestoreRules(), process.env)) {
    console.log(`${DEPLOY_RULES_FILE} holds the site's Firestore rules and the app's (${APP_RULES_FILE}).`);
  }
  // The islands see the settings the application saw: the shell's and the .env files' (scripts/settings/), the stamp.
  const islandEnv = () => ({ ...process.env, ...stamp });
  const printLeftOut = () => {
    for (const { url, failure } of leftOutPages()) {
      console.log(`Left out ${url}: its check answers ${failure.status} "${failure.statusText}"`);
    }
  };
  if (serverMode) {
    // Written last: start:server serves no build without it (scripts/startServer.ts).
    await fs.rm(path.join(root, SERVER_DIST_DIR, SERVER_PAGES_FILE), { force: true });
    nextBuild(stamp);
    printLeftOut();
    const pages = await writeServerPages(path.join(root, SERVER_DIST_DIR), root, islandEnv());
    console.log(
      `Built ${buildId} for next start: ${Object.keys(pages.scriptSrc).length} pages with script policies, ${Object.keys(pages.documents).length} of them documents`,
    );
    return;
  }

  // Until the last step, out/ is no finished build: `npm start` builds again rather than serve what
  // a failed or stopped build left (scripts/lib/buildFreshness.ts).
  const unfinished = path.join(root, UNFINISHED_MARKER);
  await fs.writeFile(unfinished, `${buildId}\n`);
  await fs.rm(outDir, { recursive: true, force: true });
  nextBuild({ ...stamp, NEXT_OUTPUT: 'export' });
  // Next.js warns that an export disables middleware because proxy.ts exists; it has no public
  // switch to say that the export does not need it (docs/design.md#two-build-modes).
  console.log(
    'The warning above that the export "disables API routes and middleware" is expected: proxy.ts ' +
      'serves server mode only. In out/, an inline script detects the language, and every host sends the ' +
      'security headers from the configs in deploy/.',
  );
  await promoteDefaultLocale(outDir);
  const payloads = await writePayloads(outDir, buildId);
  await prepareNotFoundPages(outDir);
  // Before the policies: a document's inline scripts are what is left of it.
  const documents = await shipDocuments(outDir, root, islandEnv());
  const policies = await addScriptPolicies(outDir);
  await writeHostConfigs(path.join(root, 'deploy'));
  await writeFirebaseNotFoundPages(outDir, path.join(root, 'deploy'));

  printLeftOut();
  const problems = await exportProblems(outDir);
  if (problems.length) throw new Error(`The export is not whole:\n  ${problems.join('\n  ')}`);
  await fs.rm(unfinished);
  console.log(
    `Exported build ${buildId}: ${everyPageFile().length} pages (${documents} shipped as documents), ${payloads} payloads, ${policies} HTML files with script policies, deploy/ configs`,
  );
}

runScript(import.meta.url, main);
