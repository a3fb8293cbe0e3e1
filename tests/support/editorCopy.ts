/**
 * The copy of the project that the editor's end-to-end tests run `npm run edit` on (EDIT_ROOT), made
 * fresh each time this file is run: the files git tracks, in a repository of its own, and
 * node_modules hard-linked, so that Publish records and deploys there, never in the real project. Git
 * reads no configuration but the copy's own (EDITOR_GIT_ENV): who commits is unknown until a test
 * says it.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { projectRoot } from './projectFiles';

export const EDITOR_COPY = path.join(tmpdir(), 'slimstart-editor-e2e');
/** The token the tests give the editor, as EDIT_TOKEN. */
export const EDITOR_TOKEN = 'e2e-editor-token-0123456789abcdefghij';
/** No configuration of this machine's user or system for git in the editor's processes. */
export const EDITOR_GIT_ENV = { GIT_CONFIG_GLOBAL: `${EDITOR_COPY}.gitconfig`, GIT_CONFIG_NOSYSTEM: '1' };

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  rmSync(EDITOR_COPY, { recursive: true, force: true });
  // The session the tests opened from the last editor (./editorSession.ts).
  rmSync(`${EDITOR_COPY}.session.json`, { force: true });
  // What a clone would have: no operator's file that git does not track (.firebaserc, .env…).
  const files = execFileSync('git', ['ls-files', '-z', '--cached'], { cwd: projectRoot, encoding: 'utf8' }).split('\0');
  for (const file of files.filter((name) => name && existsSync(path.join(projectRoot, name))))
    cpSync(path.join(projectRoot, file), path.join(EDITOR_COPY, file), { recursive: true });
  writeFileSync(EDITOR_GIT_ENV.GIT_CONFIG_GLOBAL, '');
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=e2e', '-c', 'user.email=e2e@localhost', ...args], {
      cwd: EDITOR_COPY,
      env: { ...process.env, ...EDITOR_GIT_ENV },
    });
  git('init', '-q');
  git('add', '-A');
  git('commit', '-qm', 'The texts as the tests begin');
  // Hard links, made in a second or two: the preview's `next dev` (Turbopack) takes no node_modules
  // that is a link out of the project.
  execFileSync('cp', ['-al', path.join(projectRoot, 'node_modules'), path.join(EDITOR_COPY, 'node_modules')]);
}
