/**
 * A temporary copy of the project's texts for the editor's domain tests: messages/ and i18n/, in a
 * git repository of its own whose one commit holds them, with git reading no configuration but
 * what a test gives it.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { projectRoot } from '../../support/projectFiles';

export function textsCopy(name: string) {
  const root = mkdtempSync(path.join(tmpdir(), `editor-${name}-`));
  for (const folder of ['messages', 'i18n'])
    cpSync(path.join(projectRoot, folder), path.join(root, folder), { recursive: true });
  const gitConfig = path.join(root, '..', `${path.basename(root)}.gitconfig`);
  writeFileSync(gitConfig, '');
  const env = { GIT_CONFIG_GLOBAL: gitConfig, GIT_CONFIG_NOSYSTEM: '1' };
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=test', '-c', 'user.email=test@localhost', ...args], {
      cwd: root,
      env: { ...process.env, ...env },
      encoding: 'utf8',
    });
  git('init', '-q', '-b', 'main');
  git('add', '-A');
  git('commit', '-qm', 'The texts as the tests begin');
  const file = (code: string) => path.join(root, 'messages', `${code}.json`);
  return {
    root,
    env,
    git,
    dirs: {
      messages: path.join(root, 'messages'),
      records: path.join(root, 'i18n'),
      translations: path.join(root, 'translations'),
    },
    read: (code: string) => readFileSync(file(code), 'utf8'),
    json: (relative: string) => JSON.parse(readFileSync(path.join(root, relative), 'utf8')),
    remove: () => rmSync(root, { recursive: true, force: true }),
  };
}
