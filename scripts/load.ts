/**
 * `npm run load`: a bounded load test on loopback, against the static server (out/) and server mode
 * (`npm run start:server` on .next-server/): `/`, `/de/faq`, a 404 under `/de` and a hashed script,
 * 50 connections for 10 s each (LOAD_SECONDS, LOAD_CONNECTIONS). Prints requests per second and
 * p50/p99 latency, and each mode's 404 throughput against its page's; fails on any connection
 * error, timeout, 5xx or unexpected status, or when a 404 costs more than twice a page (ratio under
 * 0.5: a crawler trying random URLs must not cost much more than one reading pages). Both builds
 * must exist.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { serveOut } from '../lib/delivery/serveOut';

const root = path.resolve(import.meta.dirname, '..');
const seconds = Number(process.env.LOAD_SECONDS ?? 10);
const connections = Number(process.env.LOAD_CONNECTIONS ?? 50);
/** A 404 must run at half a page's rate at least. */
const MIN_NOT_FOUND_RATIO = 0.5;

async function startNextServer(port: number): Promise<() => void> {
  const child = spawn(path.join(root, 'node_modules/.bin/tsx'), ['scripts/next-server.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port) },
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
  throw new Error('Server mode did not answer within 20 s: run `npm run build:server` first');
}

/** The targets of one server: two pages, a 404 and a hashed script of the page. */
async function targetsOf(origin: string) {
  const html = await (await fetch(`${origin}/de/faq`)).text();
  const asset = html.match(/\/_next\/static\/[^"?]+\.js/)?.[0];
  if (!asset) throw new Error(`No hashed script on ${origin}/de/faq`);
  return [
    { path: '/', status: '2xx' },
    { path: '/de/faq', status: '2xx' },
    { path: '/de/no-such-page', status: '4xx' },
    { path: asset, status: '2xx' },
  ] as const;
}

async function main() {
  const statik = await serveOut(path.join(root, 'out'));
  const serverPort = 3900 + Math.floor(Math.random() * 90);
  const stopServer = await startNextServer(serverPort);
  const rows: { mode: string; path: string; rps: number; failed: boolean; [figure: string]: unknown }[] = [];
  try {
    for (const [mode, origin] of [
      ['static', statik.origin],
      ['server', `http://127.0.0.1:${serverPort}`],
    ] as const) {
      for (const target of await targetsOf(origin)) {
        // As a browser asks: compressed, where the server compresses.
        const result = await autocannon({
          url: origin + target.path,
          connections,
          duration: seconds,
          headers: { 'Accept-Encoding': 'gzip, deflate, br' },
        });
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
          `${mode.padEnd(7)} ${(target.path.startsWith('/_next/') ? 'hashed script' : target.path).padEnd(17)} ${String(Math.round(result.requests.average)).padStart(7)} req/s  p50 ${String(result.latency.p50).padStart(4)} ms  p99 ${String(result.latency.p99).padStart(4)} ms  ${JSON.stringify(counts)} errors ${result.errors} timeouts ${result.timeouts}${failed ? '  FAILED' : ''}`,
        );
      }
    }
  } finally {
    stopServer();
    await statik.close();
  }
  const ratios = (['static', 'server'] as const).map((mode) => {
    const rps = (p: string) => rows.find((r) => r.mode === mode && r.path === p)!.rps;
    // A page that answered nothing makes the ratio NaN, which must fail too.
    const ratio = rps('/de/no-such-page') / rps('/de/faq') || 0;
    console.log(`${mode.padEnd(7)} 404 / page (/de/no-such-page / /de/faq): ${ratio.toFixed(2)}`);
    return ratio;
  });
  mkdirSync(path.join(root, 'reports'), { recursive: true });
  writeFileSync(path.join(root, 'reports/load.json'), JSON.stringify(rows, null, 2));
  if (rows.some((r) => r.failed)) {
    console.error('\nThe load test saw errors, timeouts or unexpected statuses.');
    process.exit(1);
  }
  if (ratios.some((ratio) => ratio < MIN_NOT_FOUND_RATIO)) {
    console.error(`\nA 404 runs at under ${MIN_NOT_FOUND_RATIO} of a page's rate.`);
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
