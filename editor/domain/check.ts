/**
 * "Check": `npm run i18n`'s report on the edited texts, then the site's build (`npm run build`;
 * EDIT_CHECK_BUILD=off leaves it out, as the tests do), each line said as it comes. The last line
 * says whether anything stops a publish (texts behind in a language do not, unless the operator
 * requires them all: REQUIRE_ALL_TRANSLATIONS=on), and whether the site builds.
 */
import path from 'node:path';
import { requiresAllTranslations, statusReport } from '../../scripts/i18n/status';
import type { Dirs } from '../../scripts/i18n/records';
import { root } from '../../scripts/lib/paths';
import { runNpm, type Say } from './npm';

export async function check(dirs: Dirs, say: Say): Promise<void> {
  say('> npm run i18n');
  let texts: number;
  try {
    texts = statusReport(dirs, { log: say, error: say }, { strict: requiresAllTranslations(process.env) });
  } catch (error) {
    // An invalid REQUIRE_ALL_TRANSLATIONS: said, as the last line.
    return say(`✗ ${(error as Error).message}`);
  }
  let built: number | null = null;
  if (texts !== 0) return say('✗ The texts have problems: see above. Nothing was built.');
  if (process.env.EDIT_CHECK_BUILD === 'off') say('(The build is left out here: EDIT_CHECK_BUILD=off.)');
  else if (path.resolve(dirs.messages) !== path.join(root, 'messages'))
    say('(The build is left out: it builds this project, and the texts edited here are another copy, EDIT_ROOT.)');
  else {
    say('\n> npm run build');
    built = await runNpm(['run', 'build'], root, say);
    if (built !== 0) return say(`✗ The build failed (exit code ${built}): see above.`);
  }
  say(`✓ Nothing in the texts stops a publish${built === null ? '' : ', and the site builds'}.`);
}
