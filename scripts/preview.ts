/**
 * `npm run preview:hosting` and `npm run preview:nginx`: the built site on the Firebase Hosting
 * emulator or on nginx, with the configs the build wrote to deploy/, until Ctrl+C. PORT sets the
 * port (5000 and 8088 unless told), OUT_DIR another export folder. The host contract
 * (tests/e2e/hosts.spec.ts) starts them the same way.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { root } from './lib/paths';
import { startFirebaseHosting, startNginx, type Host } from './lib/previewHosts';
import { readPort } from './lib/port';
import { runScript } from './lib/entry';

const starters = { firebase: startFirebaseHosting, nginx: startNginx } as const;
const defaultPorts = { firebase: 5000, nginx: 8088 } as const;

async function main() {
  const name = process.argv[2];
  if (name !== 'firebase' && name !== 'nginx') throw new Error('Usage: tsx scripts/preview.ts firebase|nginx');
  const port = readPort(defaultPorts[name]);
  const outDir = process.env.OUT_DIR ?? 'out';
  if (!existsSync(path.join(root, outDir, 'index.html')))
    throw new Error(`${outDir}/ has no build: run \`npm run build\` first.`);
  const host: Host = await starters[name]({ outDir, port });
  console.log(
    `Serving ${outDir}/ on ${name === 'firebase' ? 'the Firebase Hosting emulator' : 'nginx'} at ${host.url}`,
  );
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      host.stop();
      process.exit(0);
    });
  }
}

runScript(import.meta.url, main);
