/**
 * The copy of the project's texts that the editor's end-to-end tests run `npm run edit` on
 * (EDIT_ROOT), made fresh each time this file is run: messages/, i18n/ and legal/, never the real files.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { projectRoot } from './projectFiles';

export const EDITOR_COPY = path.join(tmpdir(), 'slimstart-editor-e2e');
/** The token the tests give the editor, as EDIT_TOKEN. */
export const EDITOR_TOKEN = 'e2e-editor-token-0123456789abcdefghij';

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  rmSync(EDITOR_COPY, { recursive: true, force: true });
  for (const folder of ['messages', 'i18n', 'legal'])
    cpSync(path.join(projectRoot, folder), path.join(EDITOR_COPY, folder), { recursive: true });
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=e2e', '-c', 'user.email=e2e@localhost', ...args], { cwd: EDITOR_COPY });
  git('init', '-q');
  git('add', '-A');
  git('commit', '-qm', 'The texts as the tests begin');
}
