/**
 * `npm start`: serves the static export in out/ at http://localhost:3000 (PORT overrides). It
 * builds first when out/ has no build, or when a source, a message or a settings file changed after
 * the build in out/ began (scripts/lib/buildFreshness.ts), and says which it did, so that an editor
 * who changed a text sees it. `--no-build` serves out/ as it is (the end-to-end tests serve the
 * builds `npm test` made); OUT_DIR serves another export folder, as it is. It listens on this
 * computer alone unless LISTEN_ADDRESS names an address.
 */

import { existsSync, readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { exportRouteRules } from './serve/serveOut';
import { createStaticServer } from './serve/staticServer';
import { buildFreshness } from './lib/buildFreshness';
import { readPort } from './lib/port';
import { root } from './lib/paths';
import { run } from './lib/processes';
import { closed, listen, listenOnLoopback, type Listening } from '../editor/server/loopback';

const folder = process.env.OUT_DIR ?? 'out';
const outDir = path.resolve(root, folder);
const port = readPort(3000);
const host = process.env.LISTEN_ADDRESS?.trim();
/** The address named, as a URL writes it. */
const address = host?.includes(':') ? `[${host}]` : host;
/** Where a browser here opens it: localhost on every address or on the loopback; else the address named. */
const shownHost = !host || host === '0.0.0.0' || host === '::' ? 'localhost' : address;
// `npm run build` writes out/ only: another folder, or --no-build, is served as it is.
const mayBuild = outDir === path.join(root, 'out') && !process.argv.includes('--no-build');

const freshness = buildFreshness(root, outDir);
const builtAt = 'builtAt' in freshness ? freshness.builtAt.toLocaleString('en-GB') : '';
if (freshness.state === 'missing' || freshness.state === 'unfinished') {
  const why =
    freshness.state === 'missing'
      ? `${folder}/ has no build${mayBuild ? ' yet' : ''}`
      : `${folder}/ holds a build that did not finish (it failed or was stopped)`;
  if (!mayBuild) {
    console.error(`${why}: run \`npm run build\` first.`);
    process.exit(1);
  }
  console.log(`${why}: building it ${freshness.state === 'missing' ? 'first' : 'again'} (npm run build).`);
  run('npm', ['run', 'build']);
} else if (freshness.state === 'stale' && mayBuild) {
  console.log(`${freshness.file} changed after the build in out/ (${builtAt}): building again (npm run build).`);
  run('npm', ['run', 'build']);
} else if (freshness.state === 'stale') {
  console.log(`Serving ${folder}/ (built ${builtAt}) as it is, although ${freshness.file} changed after it.`);
} else {
  console.log(
    `${folder}/ (built ${builtAt}) is up to date with the sources and messages: serving it without building. ` +
      'Settings given in the environment are read when building: `npm run build` applies new ones.',
  );
}

// Once, for whoever tries the site here: what the FAQ's contact form waits for (docs/operators.md#the-product-api).
const faq = path.join(outDir, 'faq.html');
if (existsSync(faq) && !readFileSync(faq, 'utf8').includes('data-island="contact-form"')) {
  console.log(
    'The FAQ has no contact form: it needs the product API’s address, NEXT_PUBLIC_API_BASE_URL (docs/operators.md#the-product-api).',
  );
}

// The route rules of the build being served, as its manifest records them.
const server = createStaticServer(outDir, exportRouteRules(outDir));
const listening = await listenWhereAsked(server).catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
console.log(`Serving ${folder}/ at http://${shownHost}:${port}${host ? ` (listening on ${host})` : ''}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => void listening.close().then(() => process.exit(0)));

/**
 * On this computer alone (127.0.0.1 and ::1), unless LISTEN_ADDRESS names the one address to listen
 * on instead: a build an editor looks at may hold texts not yet announced, and the computer may be
 * shared or on a network of others (docs/operators.md#hosts-eight-ways-to-serve-the-same-code).
 */
async function listenWhereAsked(server: Server): Promise<Listening> {
  if (!host)
    return listenOnLoopback(server, port, {
      setting: 'PORT',
      reached: `at http://localhost:${port}`,
      freeWhenUnset: false,
    });
  try {
    await listen(server, port, host);
  } catch (error) {
    const { code, message } = error as NodeJS.ErrnoException;
    throw new Error(
      code === 'EADDRINUSE'
        ? `${address}:${port} is taken by another program, so nothing was started. Choose another PORT.`
        : `LISTEN_ADDRESS "${host}": ${message}`,
    );
  }
  return { port, close: () => closed(server) };
}
