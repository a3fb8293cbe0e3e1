/**
 * `npm run edit`: the site's texts in the browser (docs/editors.md#the-editor). Starts the editor at
 * a name of its own under `.localhost`, on the loopback (editor/server/loopback.ts), prints its
 * address with a one-time token (and the next one each time one is used), and opens it in the
 * browser through a private file, never with the address on a command line (editor/server/browser.ts);
 * `--no-open`, BROWSER=none or a machine without a browser print it only. Ctrl+C stops it.
 * EDIT_PORT chooses the port (a free one unless told), EDIT_ROOT another copy of the project (its
 * messages/ and i18n/; one as trusted as this one, since its git configuration, hooks and deploy
 * script run: docs/architecture.md), EDIT_TOKEN the first token (tests; at least 32 characters),
 * EDIT_PREVIEW_PORT the preview's port (a free one unless told; editor/preview/process.ts),
 * EDIT_HOSTNAME the site under `.localhost` the two are named in (`editor.…`, `preview.…`: tests,
 * which must know it; random unless told, and no secret once told).
 */
import path from 'node:path';
import { runScript } from './lib/entry';
import { root } from './lib/paths';
import { readPort } from './lib/port';
import { openInBrowser } from '../editor/server/browser';
import { freeLoopbackPort, siteOf } from '../editor/server/loopback';
import { startEditor } from '../editor/server/server';

async function main() {
  // A failure no handler caught is logged: the editor goes on (editor/server/server.ts ends every answer).
  process.on('unhandledRejection', (error) => console.error(error));
  const base = path.resolve(process.env.EDIT_ROOT ?? root);
  const dirs = {
    messages: path.join(base, 'messages'),
    records: path.join(base, 'i18n'),
    translations: path.join(base, 'translations'),
  };
  const port = process.env.EDIT_PORT ? readPort(0, 'EDIT_PORT') : 0;
  // The preview's port, whatever PORT says: the editor's policy names it before the preview starts.
  const previewPort = process.env.EDIT_PREVIEW_PORT ? readPort(0, 'EDIT_PREVIEW_PORT') : await freeLoopbackPort();
  let forwarding: { remove: () => void } | null = null;
  const editor = await startEditor({
    dirs,
    site: siteOf(process.env.EDIT_HOSTNAME),
    port,
    token: process.env.EDIT_TOKEN,
    preview: { root: base, port: previewPort },
    redeemed: (next) => {
      // The file's address is used: it opens nothing any more, and goes.
      forwarding?.remove();
      forwarding = null;
      console.log(`That address is used: it opens the editor once. Another browser can open ${next}`);
    },
  });
  console.log(`The editor is at ${editor.entry}`);
  if (!process.argv.slice(2).includes('--no-open')) {
    const opened = await openInBrowser(editor.entry);
    if (opened.opened) {
      forwarding = opened;
      console.log('Opening it in your browser (Chrome, Edge or Firefox find its name themselves).');
    } else
      console.log(
        opened.why === 'BROWSER=none'
          ? 'BROWSER=none: open the address in a browser on this computer.'
          : `No browser opened (${opened.why}): open the address in a browser on this computer.`,
      );
  }
  console.log('Open it once: this browser keeps the editor open until Ctrl+C stops it.');
  const shown = path.relative(process.cwd(), base);
  const where = shown.startsWith('..') ? base : shown || '.';
  console.log(`It writes ${path.join(where, 'messages')}/ and ${path.join(where, 'i18n')}/. Ctrl+C stops it.`);
  // However it ends, the file goes with it.
  process.on('exit', () => forwarding?.remove());
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.on(signal, async () => {
      forwarding?.remove();
      await editor.close();
      process.exit(0);
    });
}

runScript(import.meta.url, main);
