/**
 * `npm run start:server`: server mode, `next start`'s server for .next-server/ with proxy.ts, behind
 * one gate: only GET and HEAD reach Next.js. Next.js answers TRACE with a 500 before proxy.ts can
 * run (its Request object refuses the method), so the gate answers every other method with 405
 * first (lib/delivery/methods.ts). PORT sets the port (3000), HOSTNAME the address (all).
 * @see https://nextjs.org/docs/app/guides/custom-server
 */
import { createServer } from 'node:http';
import path from 'node:path';
import { isAllowedMethod, methodNotAllowed, refuseConnect } from '../lib/delivery/methods';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.PORT ?? 3000);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be a port number, got "${process.env.PORT}"`);
  process.exit(1);
}
// As `next start` does: the production server, whatever the shell says.
Object.assign(process.env, { NODE_ENV: 'production' });

const { default: next } = await import('next');
const app = next({ dev: false, dir: root, port, hostname: process.env.HOSTNAME });
try {
  await app.prepare();
} catch (error) {
  console.error(`${(error as Error).message}\nRun \`npm run build:server\` first.`);
  process.exit(1);
}
const handle = app.getRequestHandler();

const server = createServer((req, res) => {
  if (isAllowedMethod(req.method)) return void handle(req, res);
  res.writeHead(methodNotAllowed.status, methodNotAllowed.headers);
  res.end(methodNotAllowed.body);
});
refuseConnect(server);
server.listen(port, process.env.HOSTNAME, () => console.log(`Server mode at http://localhost:${port}`));
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
