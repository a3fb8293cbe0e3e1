/**
 * "Publish" in the editor (docs/editors.md#the-editor): the texts are checked as `npm run i18n`
 * checks them, then recorded (a commit of messages/, i18n/ and legal/ in the texts' repository),
 * then deployed by `npm run deploy` for the host chosen, in the project the texts belong to. Each
 * step's output streams into the page, each outcome in the editor's language. It stops at the first
 * refusal: texts with problems, git not knowing who commits (with the command that tells it), or
 * deploy's own refusals (a setting or a login missing, a legal version announced too late), which
 * deploy prints before it builds anything.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import { createTranslator } from 'use-intl/core';
import { run as runI18n } from '../i18n';
import type { Dirs } from '../i18n/records';
import { deployHosts, type DeployHost } from '../lib/hostDeploys';
import { projectOf } from './catalogue';
import type { EditorTexts } from './texts';

/** What the editor records: the texts, their records, the legal versions' data. */
const RECORDED = ['messages', 'i18n', 'legal'];

const git = (cwd: string, ...args: string[]) => spawnSync('git', args, { cwd, encoding: 'utf8' });

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
  const t = createTranslator({ locale, messages: texts } as never) as unknown as (
    key: string,
    values?: Record<string, string>,
  ) => string;
  const line = (text: string): void => void response.write(`${text}\n`);
  const refuse = (text: string): void => line(`✗ ${text}`);
  const project = projectOf(dirs);
  try {
    if (!deployHosts.includes(host as DeployHost)) return refuse(t('publishUnknownHost', { host }));

    line('> npm run i18n');
    if (runI18n([], dirs, { log: line, error: line }) !== 0) return refuse(t('publishTextsFail'));

    // Recorded first, so that what is deployed is what the repository holds.
    const inGit = git(project, 'rev-parse', '--show-toplevel');
    if (inGit.status !== 0) line(t('publishNoGit'));
    else {
      const paths = RECORDED.filter((folder) => existsSync(path.join(project, folder)));
      const changed = git(project, 'status', '--porcelain', '--', ...paths).stdout.trim();
      if (!changed) line(t('publishNothingToRecord'));
      else {
        const who = ['user.name', 'user.email'].filter((key) => !git(project, 'config', key).stdout.trim());
        if (who.length)
          return refuse(
            t('publishWhoAreYou', {
              command: 'git config --global user.name "Your Name" && git config --global user.email you@example.com',
            }),
          );
        line(`> git commit -- ${paths.join(' ')}`);
        const added = git(project, 'add', '--', ...paths);
        const committed =
          added.status === 0 ? git(project, 'commit', '-q', '-m', 'Texts edited in the editor', '--', ...paths) : added;
        if (committed.status !== 0) {
          line(committed.stderr.trim());
          return refuse(t('publishRecordFailed'));
        }
        line(`✓ ${t('publishRecorded', { commit: git(project, 'rev-parse', '--short', 'HEAD').stdout.trim() })}`);
      }
    }

    if (!existsSync(path.join(project, 'package.json'))) return line(t('publishNoProject'));
    const args = ['run', 'deploy', '--', '--host', host, ...(dryRun ? ['--dry-run'] : [])];
    line(`\n> npm ${args.join(' ')}`);
    const child = spawn('npm', args, { cwd: project, env: process.env });
    for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk: Buffer) => response.write(chunk));
    const code = await new Promise<number>((resolve) => child.on('close', (exit) => resolve(exit ?? 1)));
    if (code !== 0) refuse(t('publishDeployFailed'));
    else line(`✓ ${dryRun ? t('publishDryRun') : t('published')}`);
  } finally {
    response.end();
  }
}
