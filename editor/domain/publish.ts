/**
 * "Publish" in the editor (docs/editors.md#the-editor): the texts are checked as `npm run i18n`
 * checks them, then recorded (a commit of messages/, i18n/ and legal/ in the texts' repository),
 * then deployed by `npm run deploy` for the host chosen, in the project the texts belong to. Each
 * step's output streams into the page, each outcome in the editor's language. It stops at the first
 * refusal: texts with problems, git not knowing who commits (with the command that tells it) or on
 * no branch, or deploy's own refusals (a setting or a host's credentials missing, a legal version
 * announced too late or lacking its text), which deploy prints before it builds anything; Firebase's
 * login is checked by `firebase deploy`, after the build. A dry run records nothing.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createTranslator } from 'use-intl/core';
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

/**
 * Commits what changed of `paths` in the project's repository, with `message`, or says why not.
 * Returns whether publishing goes on: a repository it cannot commit to (no identity, no branch, a
 * failed commit) stops it; texts outside git, or nothing changed, do not.
 */
function record(
  project: string,
  say: Say,
  refuse: Say,
  t: Translate,
  paths = RECORDED.filter((folder) => existsSync(path.join(project, folder))),
  message = 'Texts edited in the editor',
): boolean {
  if (!inGit(project)) {
    say(t('publishNoGit'));
    return true;
  }
  if (!changes(project, paths)) {
    say(t('publishNothingToRecord'));
    return true;
  }
  if (!knowsWhoCommits(project)) {
    refuse(
      t('publishWhoAreYou', {
        command: 'git config --global user.name "Your Name" && git config --global user.email you@example.com',
      }),
    );
    return false;
  }
  if (!onBranch(project)) {
    refuse(t('publishNoBranch'));
    return false;
  }
  say(`> git commit -- ${paths.join(' ')}`);
  const done = commit(project, paths, message);
  if ('error' in done) {
    say(done.error);
    refuse(t('publishRecordFailed'));
    return false;
  }
  say(`✓ ${t('publishRecorded', { commit: done.commit })}`);
  return true;
}

/** The host a publish deploys to unless told: DEPLOY_HOST, or Firebase Hosting. */
export function defaultHost(env: Record<string, string | undefined> = process.env): DeployHost {
  const named = env.DEPLOY_HOST?.trim();
  return deployHosts.includes(named as DeployHost) ? (named as DeployHost) : 'firebase';
}

/** Publishes the texts of `dirs` to `host`, saying each step and its outcome, line by line. */
export async function publish(
  dirs: Dirs,
  say: Say,
  { host, dryRun, locale, texts }: { host: string; dryRun: boolean; locale: string; texts: EditorTexts },
): Promise<void> {
  const t = createTranslator({ locale, messages: texts } as never) as unknown as Translate;
  const refuse: Say = (text) => say(`✗ ${text}`);
  const project = projectOf(dirs);
  try {
    if (!deployHosts.includes(host as DeployHost)) return refuse(t('publishUnknownHost', { host }));

    say('> npm run i18n');
    // Texts behind in a language go out as they are, unless the operator requires them all
    // (REQUIRE_ALL_TRANSLATIONS=on); a legal text behind, or one that cannot be shown, never does.
    const judgement = { strict: requiresAllTranslations(process.env) };
    if (statusReport(dirs, { log: say, error: say }, judgement) !== 0) return refuse(t('publishTextsFail'));

    // Recorded first, so that what is deployed is what the repository holds; a dry run records nothing.
    if (dryRun) say(t('publishDryRunNoRecord'));
    else if (!record(project, say, refuse, t)) return;

    if (!existsSync(path.join(project, 'package.json'))) return say(t('publishNoProject'));
    const args = ['run', 'deploy', '--', '--host', host, ...(dryRun ? ['--dry-run'] : [])];
    say(`\n> npm ${args.join(' ')}`);
    if ((await runNpm(args, project, say)) !== 0) return refuse(t('publishDeployFailed'));
    say(`✓ ${dryRun ? t('publishDryRun') : t('published')}`);
    // Deploy records when each legal version was first published: recorded too.
    if (!dryRun) record(project, say, refuse, t, ['legal/published.json'], 'Legal versions published');
  } catch (error) {
    // Whatever failed, the page says so: the editor's terminal has the rest.
    console.error(error);
    refuse(t('failedHere', { error: (error as Error).message }));
  }
}
