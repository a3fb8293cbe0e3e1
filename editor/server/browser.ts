/**
 * `npm run edit` opens the editor in the browser itself, as Vite and Storybook open theirs
 * (docs/editors.md#the-editor), without putting its address on any command line: the address
 * carries the one-time token, and every user of the machine can read every process's command line.
 * The browser is given a file instead, private to this user (a folder of its own, mode 0700, and
 * the file, mode 0600), whose page forwards to the address; the file goes once the address is used,
 * or when the editor stops.
 */
import { spawn } from 'node:child_process';
import { accessSync, chmodSync, constants, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The program that opens a file in the user's browser, or null where there is none. */
export function browserCommand(
  env: Record<string, string | undefined> = process.env,
  platform: NodeJS.Platform = process.platform,
): { command: string; args: string[] } | null {
  // BROWSER, as Vite and Python read it: a program to run with the file, or `none`.
  const chosen = env.BROWSER?.trim();
  if (chosen) return chosen.toLowerCase() === 'none' ? null : { command: chosen, args: [] };
  if (platform === 'darwin') return { command: 'open', args: [] };
  // `start`'s first quoted argument is a window title.
  if (platform === 'win32') return { command: 'cmd.exe', args: ['/d', '/c', 'start', '""'] };
  const found = (env.PATH ?? '')
    .split(path.delimiter)
    .filter(Boolean)
    .some((dir) => {
      try {
        accessSync(path.join(dir, 'xdg-open'), constants.X_OK);
        return true;
      } catch {
        return false;
      }
    });
  return found ? { command: 'xdg-open', args: [] } : null;
}

const escaped = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * Writes the page that forwards to `address` into a new private folder: its path, and its removal.
 * It sends no referrer, and says where it goes should the browser not follow.
 */
export function forwardingFile(address: string): { file: string; remove: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'slimstart-edit-'));
  const file = path.join(dir, 'open-the-editor.html');
  const to = escaped(address);
  writeFileSync(
    file,
    '<!DOCTYPE html><html><head><meta charset="utf-8"/><meta name="referrer" content="no-referrer"/>' +
      `<meta http-equiv="refresh" content="0;url=${to}"/><title>SlimStart editor</title></head>` +
      `<body><p><a href="${to}">${to}</a></p></body></html>\n`,
    { mode: 0o600, flag: 'wx' },
  );
  // Whatever the umask made of them.
  chmodSync(dir, 0o700);
  chmodSync(file, 0o600);
  return { file, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * Opens `address` in the browser through a private forwarding file. Resolves to the file (removed by
 * `remove`, once the address is used), or to why not: no browser here, or it failed to start.
 */
export async function openInBrowser(
  address: string,
  env: Record<string, string | undefined> = process.env,
): Promise<{ opened: true; remove: () => void } | { opened: false; why: string }> {
  const opener = browserCommand(env);
  if (!opener) return { opened: false, why: env.BROWSER?.trim() ? 'BROWSER=none' : 'no browser' };
  const { file, remove } = forwardingFile(address);
  return new Promise((resolve) => {
    // The browser needs none of the editor's secrets, in its environment either.
    const browserEnv = { ...env };
    delete browserEnv.EDIT_TOKEN;
    const child = spawn(opener.command, [...opener.args, file], {
      detached: true,
      stdio: 'ignore',
      env: browserEnv as NodeJS.ProcessEnv,
    });
    child.once('error', (error) => {
      remove();
      resolve({ opened: false, why: `${opener.command}: ${error.message}` });
    });
    child.once('spawn', () => {
      child.unref();
      resolve({ opened: true, remove });
    });
  });
}
