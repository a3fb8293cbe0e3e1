/**
 * `npm start`: serves the static export in out/ at http://localhost:3000 (PORT overrides),
 * building it first when out/ is missing. OUT_DIR serves another export folder instead.
 */

import { existsSync } from 'node:fs';
import path from 'node:path';
import { exportRouteRules } from './serve/serveOut';
import { createStaticServer } from './serve/staticServer';
import { readPort } from './lib/port';
import { root } from './lib/paths';
import { run } from './lib/processes';

const outDir = path.resolve(root, process.env.OUT_DIR ?? 'out');
const port = readPort(3000);

if (!existsSync(path.join(outDir, 'index.html'))) {
  console.log('out/ has no build yet: running npm run build first.');
  run('npm', ['run', 'build']);
}

// The route rules of the build being served, as its manifest records them.
const server = createStaticServer(outDir, exportRouteRules(outDir));
server.listen(port, () => console.log(`Serving out/ at http://localhost:${port}`));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.close(() => process.exit(0)));
