/**
 * `npm start`: serves the static export in out/ at http://localhost:3000 (PORT overrides). It
 * builds first when out/ has no build, or when a source, a message or a settings file changed after
 * the build in out/ began (scripts/lib/buildFreshness.ts), and says which it did, so that an editor
 * who changed a text sees it. `--no-build` serves out/ as it is (the end-to-end tests serve the
 * builds `npm test` made); OUT_DIR serves another export folder, as it is.
 */

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
const builtAt = freshness.state === 'missing' ? '' : freshness.builtAt.toLocaleString('en-GB');
if (freshness.state === 'missing') {
  if (!mayBuild) {
    console.error(`${folder}/ has no build: run \`npm run build\` first.`);
    process.exit(1);
  }
  console.log('out/ has no build yet: building it first (npm run build).');
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

// The route rules of the build being served, as its manifest records them.
const server = createStaticServer(outDir, exportRouteRules(outDir));
server.listen(port, () => console.log(`Serving ${folder}/ at http://localhost:${port}`));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.close(() => process.exit(0)));
