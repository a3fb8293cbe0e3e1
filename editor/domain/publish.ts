/**
 * "Publish" in the editor (docs/editors.md#the-editor): the texts are checked as `npm run i18n`
 * checks them, then recorded (a commit of messages/, i18n/ and legal/ in the texts' repository),
 * then deployed by `npm run deploy` for the host chosen, in the project the texts belong to. Each
 * step's output is logged as it comes, and its result says the outcome for the page to show in the
 * editor's language, with each text behind or wrong. It stops at the first
 * refusal: texts with problems, git not knowing who commits (with the command that tells it) or on
 * no branch, or deploy's own refusals (a setting or a host's credentials missing, a legal version
 * announced too late or lacking its text), which deploy prints before it builds anything; Firebase's
 * login is checked by `firebase deploy`, after the build. A dry run records nothing.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createTranslator } from 'use-intl/core';
import { statusFindings, type Finding } from '../../scripts/i18n/findings';
import { requiresAllTranslations, statusReport } from '../../scripts/i18n/status';
import type { Dirs } from '../../scripts/i18n/records';
import { deployHosts, type DeployHost } from '../../scripts/hosts/deploys';
import { projectOf } from './catalogue';
import { changes, commit, inGit, knowsWhoCommits, onBranch } from './git';
import { runNpm, type Say } from './npm';
import type { EditorTexts } from '../uiTexts';

/** What the editor records: the texts, their records, the legal versions' data. */
const RECORDED = ['messages', 'i18n', 'legal'];

type Translate = (key: string, values?: Record<string, string>) => string;

/** Deploy's own refusals, before it builds anything (scripts/deploy.ts), begin so. */
const DEPLOY_REFUSED = 'Nothing was built or deployed';

export interface PublishResult {
  /** Every text found behind or wrong, language by language. */
  texts: Finding[];
  /** The commit that recorded the edited texts, when one did. */
  recorded?: string;
  /**
   * Published, but when each legal version was first published (legal/published.json, which deploy
   * writes) could not be recorded: why.
   */
  legalUnrecorded?: 'noIdentity' | 'noBranch' | 'recordFailed';
  outcome:
    | { kind: 'published' | 'dryRun' }
    | { kind: 'unknownHost'; host: string }
    /** Texts stop it (`texts`). */
    | { kind: 'texts' }
    /** REQUIRE_ALL_TRANSLATIONS is neither on nor off: nothing was judged, as Check says. */
    | { kind: 'setting'; value: string }
    /** Git cannot record the texts: it does not know who commits, the repository is on no branch, the commit failed. */
    | { kind: 'noIdentity' | 'noBranch' | 'recordFailed' }
    /** Recorded, with no project around the texts to deploy. */
    | { kind: 'noProject' }
    /** Deploy refused before building (a setting, a host's credentials, a login missing), or failed. */
    | { kind: 'deployRefused' | 'deployFailed' }
    | { kind: 'failed'; error: string };
}

type Recorded = { commit?: string } | { refused: 'noIdentity' | 'noBranch' | 'recordFailed' };

/**
 * Commits what changed of `paths` in the project's repository, with `message`, or says why not.
 * A repository it cannot commit to (no identity, no branch, a failed commit) stops the publish;
 * texts outside git, or nothing changed, do not.
 */
function record(
  project: string,
  say: Say,
  refuse: Say,
  t: Translate,
  paths = RECORDED.filter((folder) => existsSync(path.join(project, folder))),
  message = 'Texts edited in the editor',
): Recorded {
  if (!inGit(project)) {
    say(t('publishNoGit'));
    return {};
  }
  if (!changes(project, paths)) {
    say(t('publishNothingToRecord'));
    return {};
  }
  if (!knowsWhoCommits(project)) {
    refuse(
      t('publishWhoAreYou', {
        command: 'git config --global user.name "Your Name" && git config --global user.email you@example.com',
      }),
    );
    return { refused: 'noIdentity' };
  }
  if (!onBranch(project)) {
    refuse(t('publishNoBranch'));
    return { refused: 'noBranch' };
  }
  say(`> git commit -- ${paths.join(' ')}`);
  const done = commit(project, paths, message);
  if ('error' in done) {
    say(done.error);
    refuse(t('publishRecordFailed'));
    return { refused: 'recordFailed' };
  }
  say(`✓ ${t('publishRecorded', { commit: done.commit })}`);
  return { commit: done.commit };
}

/** The host a publish deploys to unless told: DEPLOY_HOST, or Firebase Hosting. */
export function defaultHost(env: Record<string, string | undefined> = process.env): DeployHost {
  const named = env.DEPLOY_HOST?.trim();
  return deployHosts.includes(named as DeployHost) ? (named as DeployHost) : 'firebase';
}

/** Publishes the texts of `dirs` to `host`, logging each step as it comes; its result, for the page. */
export async function publish(
  dirs: Dirs,
  say: Say,
  { host, dryRun, locale, texts }: { host: string; dryRun: boolean; locale: string; texts: EditorTexts },
): Promise<PublishResult> {
  const t = createTranslator({ locale, messages: texts } as never) as unknown as Translate;
  const refuse: Say = (text) => say(`✗ ${text}`);
  const project = projectOf(dirs);
  let found: Finding[] = [];
  let recorded: string | undefined;
  let legalUnrecorded: PublishResult['legalUnrecorded'];
  const ended = (outcome: PublishResult['outcome']): PublishResult => ({
    texts: found,
    ...(recorded ? { recorded } : {}),
    ...(legalUnrecorded ? { legalUnrecorded } : {}),
    outcome,
  });
  try {
    if (!deployHosts.includes(host as DeployHost)) {
      refuse(t('publishUnknownHost', { host }));
      return ended({ kind: 'unknownHost', host });
    }

    say('> npm run i18n');
    // Texts behind in a language go out as they are, unless the operator requires them all
    // (REQUIRE_ALL_TRANSLATIONS=on); a legal text behind, or one that cannot be shown, never does.
    let judgement;
    try {
      judgement = { strict: requiresAllTranslations(process.env) };
    } catch (error) {
      refuse((error as Error).message);
      return ended({ kind: 'setting', value: process.env.REQUIRE_ALL_TRANSLATIONS ?? '' });
    }
    found = statusFindings(dirs, judgement);
    if (statusReport(dirs, { log: say, error: say }, judgement) !== 0) {
      refuse(t('publishTextsFail'));
      return ended({ kind: 'texts' });
    }

    // Recorded first, so that what is deployed is what the repository holds; a dry run records nothing.
    if (dryRun) say(t('publishDryRunNoRecord'));
    else {
      const done = record(project, say, refuse, t);
      if ('refused' in done) return ended({ kind: done.refused });
      recorded = done.commit;
    }

    if (!existsSync(path.join(project, 'package.json'))) {
      say(t('publishNoProject'));
      return ended({ kind: 'noProject' });
    }
    const args = ['run', 'deploy', '--', '--host', host, ...(dryRun ? ['--dry-run'] : [])];
    say(`\n> npm ${args.join(' ')}`);
    let refused = false;
    const deployed = await runNpm(args, project, (line) => {
      refused ||= line.includes(DEPLOY_REFUSED);
      say(line);
    });
    if (deployed !== 0) {
      refuse(t('publishDeployFailed'));
      return ended({ kind: refused ? 'deployRefused' : 'deployFailed' });
    }
    say(`✓ ${dryRun ? t('publishDryRun') : t('published')}`);
    // Deploy records when each legal version was first published: recorded too.
    // Published all the same: the result says what is left to record.
    if (!dryRun) {
      const legal = record(project, say, refuse, t, ['legal/published.json'], 'Legal versions published');
      if ('refused' in legal) legalUnrecorded = legal.refused;
    }
    return ended({ kind: dryRun ? 'dryRun' : 'published' });
  } catch (error) {
    // Whatever failed, the page says so: the editor's terminal has the rest.
    console.error(error);
    refuse(t('failedHere', { error: (error as Error).message }));
    return ended({ kind: 'failed', error: (error as Error).message });
  }
}
