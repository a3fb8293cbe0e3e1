/**
 * `npm run start:server`: server mode, `next start`'s server for .next-server/ with proxy.ts, behind
 * one gate and a fast path. The gate: only GET and HEAD reach either. Next.js answers TRACE with a
 * 500 before proxy.ts can run (its Request object refuses the method), so the gate answers every
 * other method with 405 first (lib/hosting/httpMethods.ts). The fast path (scripts/serve/fastPath.ts)
 * answers what the build wrote from memory, as the static server would; Next.js renders the rest
 * (docs/operators.md#server-mode). PORT sets the port (3000).
 * @see https://nextjs.org/docs/app/guides/custom-server
 */
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { isAllowedMethod, methodNotAllowed, refuseConnect } from '../lib/hosting/httpMethods';
import { SERVER_DIST_DIR, SERVER_PAGES_FILE, type ServerPages } from '../lib/hosting/serverManifest';
import { createFastPath } from './serve/fastPath';
import { readPort } from './lib/port';
import { root } from './lib/paths';

const port = readPort(3000);
const manifest = path.join(root, SERVER_DIST_DIR, SERVER_PAGES_FILE);
if (!existsSync(manifest)) {
  // Without it every page's policy would name no inline script, and no page would come alive.
  console.error(`${SERVER_DIST_DIR}/${SERVER_PAGES_FILE} is missing: run \`npm run build:server\` first.`);
  process.exit(1);
}
// As `next start` does: the production server, whatever the shell says.
Object.assign(process.env, { NODE_ENV: 'production' });

const started = performance.now();
const pages = JSON.parse(readFileSync(manifest, 'utf8')) as ServerPages;
if (!pages.payloads) {
  console.error(`${SERVER_DIST_DIR}/ was built before server mode kept its payloads: run \`npm run build:server\`.`);
  process.exit(1);
}
const fastPath = createFastPath(path.join(root, SERVER_DIST_DIR), pages);
const prepared = Math.round(performance.now() - started);

const { default: next } = await import('next');
const app = next({ dev: false, dir: root, port });
try {
  await app.prepare();
} catch (error) {
  console.error(`${(error as Error).message}\nRun \`npm run build:server\` first.`);
  process.exit(1);
}
const handle = app.getRequestHandler();

const server = createServer((req, res) => {
  if (!isAllowedMethod(req.method)) {
    const { status, headers, body } = methodNotAllowed();
    res.writeHead(status, headers);
    return void res.end(body);
  }
  if (!fastPath(req, res)) void handle(req, res);
});
refuseConnect(server);
server.listen(port, () =>
  console.log(`Server mode at http://localhost:${port} (its files made ready in memory in ${prepared} ms)`),
);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
