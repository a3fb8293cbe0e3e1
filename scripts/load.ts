/**
 * `npm run load`: a bounded load test on loopback, against the static server (out/) and server mode
 * (`next start` on .next-server/): `/`, `/de/faq` and a 404, 50 connections for 20 s each
 * (LOAD_SECONDS, LOAD_CONNECTIONS). Prints requests per second and p50/p99 latency; fails on any
 * connection error, timeout, 5xx or unexpected status. Both builds must exist.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { serveOut } from '../lib/delivery/serveOut';

const root = path.resolve(import.meta.dirname, '..');
const seconds = Number(process.env.LOAD_SECONDS ?? 20);
const connections = Number(process.env.LOAD_CONNECTIONS ?? 50);
const targets = [
  { path: '/', status: '2xx' },
  { path: '/de/faq', status: '2xx' },
  { path: '/no-such-page', status: '4xx' },
] as const;

async function startNextServer(port: number): Promise<() => void> {
  const child = spawn(path.join(root, 'node_modules/.bin/next'), ['start', '-p', String(port)], {
    cwd: root,
    stdio: 'ignore',
  });
  for (let i = 0; i < 100; i++) {
    const ready = await fetch(`http://127.0.0.1:${port}/faq`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return () => child.kill();
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill();
  throw new Error('next start did not answer within 20 s: run `npm run build:server` first');
}

async function main() {
  const statik = await serveOut(path.join(root, 'out'));
  const serverPort = 3900 + Math.floor(Math.random() * 90);
  const stopServer = await startNextServer(serverPort);
  const rows = [];
  try {
    for (const [mode, origin] of [
      ['static', statik.origin],
      ['server', `http://127.0.0.1:${serverPort}`],
    ] as const) {
      for (const target of targets) {
        const result = await autocannon({ url: origin + target.path, connections, duration: seconds });
        const counts = { '2xx': result['2xx'], '4xx': result['4xx'], '5xx': result['5xx'] };
        const unexpected =
          result['1xx'] + result['3xx'] + result['5xx'] + (target.status === '2xx' ? result['4xx'] : result['2xx']);
        const failed = result.errors > 0 || result.timeouts > 0 || unexpected > 0;
        rows.push({
          mode,
          path: target.path,
          rps: Math.round(result.requests.average),
          p50: result.latency.p50,
          p99: result.latency.p99,
          ...counts,
          errors: result.errors,
          timeouts: result.timeouts,
          failed,
        });
        console.log(
          `${mode.padEnd(7)} ${target.path.padEnd(14)} ${String(Math.round(result.requests.average)).padStart(7)} req/s  p50 ${String(result.latency.p50).padStart(4)} ms  p99 ${String(result.latency.p99).padStart(4)} ms  ${JSON.stringify(counts)} errors ${result.errors} timeouts ${result.timeouts}${failed ? '  FAILED' : ''}`,
        );
      }
    }
  } finally {
    stopServer();
    await statik.close();
  }
  mkdirSync(path.join(root, 'reports'), { recursive: true });
  writeFileSync(path.join(root, 'reports/load.json'), JSON.stringify(rows, null, 2));
  if (rows.some((r) => r.failed)) {
    console.error('\nThe load test saw errors, timeouts or unexpected statuses.');
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
