/**
 * "Check": `npm run i18n`'s report on the edited texts, then the site's build (`npm run build`;
 * EDIT_CHECK_BUILD=off leaves it out, as the tests do), each line logged as it comes. Its result
 * is what the page shows an editor: each text found and whether it stops a publish (texts behind in
 * a language do not, unless the operator requires them all: REQUIRE_ALL_TRANSLATIONS=on), and
 * whether the site builds.
 */
import path from 'node:path';
import { statusFindings, type Finding } from '../../scripts/i18n/findings';
import { requiresAllTranslations, statusReport } from '../../scripts/i18n/status';
import type { Dirs } from '../../scripts/i18n/records';
import { root } from '../../scripts/lib/paths';
import { runNpm, type Say } from './npm';

export interface CheckResult {
  /** Every text found behind or wrong, language by language. */
  texts: Finding[];
  outcome:
    | { kind: 'ready'; built: boolean }
    | { kind: 'texts' }
    | { kind: 'buildFailed'; exitCode: number }
    /** REQUIRE_ALL_TRANSLATIONS is neither on nor off: nothing was judged. */
    | { kind: 'setting'; value: string }
    /** Check itself failed (a message file that is no JSON…): its log says why (editor/server/routes.ts, stream). */
    | { kind: 'failed'; error: string };
}

export async function check(dirs: Dirs, log: Say): Promise<CheckResult> {
  log('> npm run i18n');
  let judgement;
  try {
    judgement = { strict: requiresAllTranslations(process.env) };
  } catch (error) {
    log(`✗ ${(error as Error).message}`);
    return { texts: [], outcome: { kind: 'setting', value: process.env.REQUIRE_ALL_TRANSLATIONS ?? '' } };
  }
  const texts = statusFindings(dirs, judgement);
  if (statusReport(dirs, { log, error: log }, judgement) !== 0) {
    log('✗ The texts have problems: see above. Nothing was built.');
    return { texts, outcome: { kind: 'texts' } };
  }
  let built = false;
  if (process.env.EDIT_CHECK_BUILD === 'off') log('(The build is left out here: EDIT_CHECK_BUILD=off.)');
  else if (path.resolve(dirs.messages) !== path.join(root, 'messages'))
    log('(The build is left out: it builds this project, and the texts edited here are another copy, EDIT_ROOT.)');
  else {
    log('\n> npm run build');
    const exitCode = await runNpm(['run', 'build'], root, log);
    if (exitCode !== 0) {
      log(`✗ The build failed (exit code ${exitCode}): see above.`);
      return { texts, outcome: { kind: 'buildFailed', exitCode } };
    }
    built = true;
  }
  log(`✓ Nothing in the texts stops a publish${built ? ', and the site builds' : ''}.`);
  return { texts, outcome: { kind: 'ready', built } };
}
