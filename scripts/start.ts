/**
 * `npm start`: serves the static export in out/ at http://localhost:3000 (PORT overrides). It
 * builds first when out/ has no build, or when a source, a message or a settings file changed after
 * the build in out/ began (scripts/lib/buildFreshness.ts), and says which it did, so that an editor
 * who changed a text sees it. `--no-build` serves out/ as it is (the end-to-end tests serve the
 * builds `npm test` made); OUT_DIR serves another export folder, as it is.
 */

import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { exportRouteRules } from './serve/serveOut';
import { createStaticServer } from './serve/staticServer';
import { buildFreshness } from './lib/buildFreshness';
import { readPort } from './lib/port';
import { root } from './lib/paths';
import { run } from './lib/processes';

const folder = process.env.OUT_DIR ?? 'out';
const outDir = path.resolve(root, folder);
const port = readPort(3000);
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
server.listen(port, () => console.log(`Serving ${folder}/ at http://localhost:${port}`));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.close(() => process.exit(0)));
