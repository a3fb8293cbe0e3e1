/**
 * A temporary copy of the project's texts for the editor's domain tests: messages/, i18n/ and the
 * legal versions (legal/), in a git repository of its own whose one commit holds them, with git
 * reading no configuration but what a test gives it; and the editor's server over such a copy.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { flatten } from '@/scripts/i18n/catalog';
import type { Catalogue } from '@/editor/contract';
import { startEditor } from '@/editor/server/server';
import { loopbackFetch } from '../../support/loopbackFetch';
import { projectRoot } from '../../support/projectFiles';

export type TextsCopy = ReturnType<typeof textsCopy>;

export function textsCopy(name: string) {
  const root = mkdtempSync(path.join(tmpdir(), `editor-${name}-`));
  for (const folder of ['messages', 'i18n', 'legal'])
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
  const read = (code: string) => readFileSync(file(code), 'utf8');
  return {
    root,
    env,
    git,
    dirs: {
      messages: path.join(root, 'messages'),
      records: path.join(root, 'i18n'),
      translations: path.join(root, 'translations'),
    },
    read,
    /** A language's texts as its file holds them now, by key (`Nav.faq`). */
    texts: (code: string): Record<string, string> => Object.fromEntries(flatten(JSON.parse(read(code)))),
    /** Writes a language's file as someone else would: the editor did not. */
    write: (code: string, tree: object) => writeFileSync(file(code), `${JSON.stringify(tree, null, 2)}\n`),
    json: (relative: string) => JSON.parse(readFileSync(path.join(root, relative), 'utf8')),
    remove: () => {
      rmSync(root, { recursive: true, force: true });
      rmSync(gitConfig, { force: true });
    },
  };
}

/** Each language's state of a text, in a catalogue the editor answered or read. */
export function statesOf({ entries }: Pick<Catalogue, 'entries'>, key: string): Record<string, string> {
  const entry = entries.find((e) => e.key === key);
  if (!entry) throw new Error(`No entry ${key}.`);
  return Object.fromEntries(Object.entries(entry.cells).map(([code, cell]) => [code, cell.state]));
}

/**
 * The editor's server over a copy of the texts, asked as its interface asks (editor/contract.ts):
 * its one-time address opened once, then with the session's cookie and key, JSON bodies posted; at
 * its name, as a browser asks (../../support/loopbackFetch.ts).
 */
export async function editorOver(copy: TextsCopy) {
  const token = 'unit-editor-token-0123456789abcdefghij';
  const editor = await startEditor({ dirs: copy.dirs, token, preview: { root: copy.root, port: 1 } });
  const { cookie, key } = await sessionOf(editor.entry);
  const ask = (route: string, init: RequestInit = {}) =>
    loopbackFetch(editor.url + route, { ...init, headers: { Cookie: cookie, 'X-Editor-Key': key, ...init.headers } });
  const post = (route: string, body: object) =>
    ask(route, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  return { url: editor.url, entry: editor.entry, cookie, ask, post, close: editor.close };
}

/**
 * The session an editor's entry address gives: its cookies, as a browser sends them, and its key,
 * from the address its page goes on to (`location`: `/#key=…`).
 */
export async function sessionOf(entry: string): Promise<{ cookie: string; key: string; location: string }> {
  const opened = await loopbackFetch(entry, { redirect: 'manual' });
  if (opened.status !== 200) throw new Error(`The entry address answered ${opened.status}.`);
  const cookie = opened.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const location = /<meta http-equiv="refresh" content="0;url=([^"]*)"/.exec(await opened.text())?.[1] ?? '';
  return { cookie, key: /#key=([\w-]+)$/.exec(location)?.[1] ?? '', location };
}
