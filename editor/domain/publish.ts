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
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import { createTranslator } from 'use-intl/core';
import { statusReport } from '../../scripts/i18n/status';
import type { Dirs } from '../../scripts/i18n/records';
import { deployHosts, type DeployHost } from '../../scripts/hosts/deploys';
import { shellEnv } from '../../scripts/settings/load';
import { projectOf } from './catalogue';
import type { EditorTexts } from '../texts';

/** What the editor records: the texts, their records, the legal versions' data. */
const RECORDED = ['messages', 'i18n', 'legal'];

const git = (cwd: string, ...args: string[]) => spawnSync('git', args, { cwd, encoding: 'utf8' });

type Say = (text: string) => void;
type Translate = (key: string, values?: Record<string, string>) => string;

/**
 * Commits what changed of `paths` in the project's repository, with `message`, or says why not.
 * Returns whether publishing goes on: a repository it cannot commit to (no identity, no branch, a
 * failed commit) stops it; texts outside git, or nothing changed, do not.
 */
function record(
  project: string,
  line: Say,
  refuse: Say,
  t: Translate,
  paths = RECORDED.filter((folder) => existsSync(path.join(project, folder))),
  message = 'Texts edited in the editor',
): boolean {
  if (git(project, 'rev-parse', '--show-toplevel').status !== 0) {
    line(t('publishNoGit'));
    return true;
  }
  const changed = git(project, 'status', '--porcelain', '--', ...paths).stdout.trim();
  if (!changed) {
    line(t('publishNothingToRecord'));
    return true;
  }
  // Who commits: git's settings, or the environment's GIT_AUTHOR_* and GIT_COMMITTER_*.
  const known = (setting: string, variables: string[]) =>
    Boolean(git(project, 'config', setting).stdout.trim()) || variables.every((name) => process.env[name]);
  if (
    !known('user.name', ['GIT_AUTHOR_NAME', 'GIT_COMMITTER_NAME']) ||
    !known('user.email', ['GIT_AUTHOR_EMAIL', 'GIT_COMMITTER_EMAIL'])
  ) {
    refuse(
      t('publishWhoAreYou', {
        command: 'git config --global user.name "Your Name" && git config --global user.email you@example.com',
      }),
    );
    return false;
  }
  // On a branch: a commit on a detached HEAD is easily lost.
  if (git(project, 'symbolic-ref', '-q', 'HEAD').status !== 0) {
    refuse(t('publishNoBranch'));
    return false;
  }
  line(`> git commit -- ${paths.join(' ')}`);
  const added = git(project, 'add', '--', ...paths);
  const committed = added.status === 0 ? git(project, 'commit', '-q', '-m', message, '--', ...paths) : added;
  if (committed.status !== 0) {
    line(committed.stderr.trim());
    refuse(t('publishRecordFailed'));
    return false;
  }
  line(`✓ ${t('publishRecorded', { commit: git(project, 'rev-parse', '--short', 'HEAD').stdout.trim() })}`);
  return true;
}

/** The host a publish deploys to unless told: DEPLOY_HOST, or Firebase Hosting. */
export function defaultHost(env: Record<string, string | undefined> = process.env): DeployHost {
  const named = env.DEPLOY_HOST?.trim();
  return deployHosts.includes(named as DeployHost) ? (named as DeployHost) : 'firebase';
}

export async function publish(
  dirs: Dirs,
  response: http.ServerResponse,
  { host, dryRun, locale, texts }: { host: string; dryRun: boolean; locale: string; texts: EditorTexts },
): Promise<void> {
  const t = createTranslator({ locale, messages: texts } as never) as unknown as Translate;
  const line: Say = (text) => void response.write(`${text}\n`);
  const refuse: Say = (text) => line(`✗ ${text}`);
  const project = projectOf(dirs);
  try {
    if (!deployHosts.includes(host as DeployHost)) return refuse(t('publishUnknownHost', { host }));

    line('> npm run i18n');
    if (statusReport(dirs, { log: line, error: line }) !== 0) return refuse(t('publishTextsFail'));

    // Recorded first, so that what is deployed is what the repository holds; a dry run records nothing.
    if (dryRun) line(t('publishDryRunNoRecord'));
    else if (!record(project, line, refuse, t)) return;

    if (!existsSync(path.join(project, 'package.json'))) return line(t('publishNoProject'));
    const args = ['run', 'deploy', '--', '--host', host, ...(dryRun ? ['--dry-run'] : [])];
    line(`\n> npm ${args.join(' ')}`);
    // Nothing to type into: a command that would ask ends instead of waiting for ever.
    const child = spawn('npm', args, { cwd: project, env: shellEnv, stdio: ['ignore', 'pipe', 'pipe'] });
    for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk: Buffer) => response.write(chunk));
    const code = await new Promise<number>((resolve) => {
      child.on('error', (error) => (line(error.message), resolve(1)));
      child.on('close', (exit) => resolve(exit ?? 1));
    });
    if (code !== 0) return refuse(t('publishDeployFailed'));
    line(`✓ ${dryRun ? t('publishDryRun') : t('published')}`);
    // Deploy records when each legal version was first published: recorded too.
    if (!dryRun) record(project, line, refuse, t, ['legal/published.json'], 'Legal versions published');
  } catch (error) {
    // Whatever failed, the page says so and the answer ends: the editor's terminal has the rest.
    console.error(error);
    refuse(t('failedHere', { error: (error as Error).message }));
  } finally {
    response.end();
  }
}
