/**
 * `npm run edit`: the site's texts in the browser (docs/editors.md#the-editor). Starts the editor on
 * 127.0.0.1 and prints its address with a one-time token (and the next one each time one is used);
 * Ctrl+C stops it. EDIT_PORT chooses the
 * port (a free one unless told), EDIT_ROOT another copy of the project (its messages/ and i18n/),
 * EDIT_TOKEN the first token (tests; at least 32 characters), EDIT_PREVIEW_PORT the preview's port (a free
 * one unless told; editor/preview/process.ts).
 */
import path from 'node:path';
import { runScript } from './lib/entry';
import { root } from './lib/paths';
import { readPort } from './lib/port';
import { freePort } from './lib/processes';
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
  const previewPort = process.env.EDIT_PREVIEW_PORT ? readPort(0, 'EDIT_PREVIEW_PORT') : await freePort();
  const editor = await startEditor({
    dirs,
    port,
    token: process.env.EDIT_TOKEN,
    preview: { root: base, port: previewPort },
    redeemed: (next) =>
      console.log(`That address is used: it opens the editor once. Another browser can open ${next}`),
  });
  console.log(`The editor is at ${editor.entry}`);
  console.log('Open it once: this browser keeps the editor open until Ctrl+C stops it.');
  const shown = path.relative(process.cwd(), base);
  const where = shown.startsWith('..') ? base : shown || '.';
  console.log(`It writes ${path.join(where, 'messages')}/ and ${path.join(where, 'i18n')}/. Ctrl+C stops it.`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.on(signal, async () => {
      await editor.close();
      process.exit(0);
    });
}

runScript(import.meta.url, main);
