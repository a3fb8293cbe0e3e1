/**
 * Starts the end-to-end tests' servers (./webServers.ts) side by side, and prints `All web servers
 * are up` once each answers; Playwright runs this as its one web server (playwright.config.ts).
 * Playwright starts the servers of its own list one after another, and most of their start is
 * waiting (the emulators' Java, a namespace, a CLI): started together they are up in about half the
 * time (docs/architecture.md#the-suites-time).
 *
 * `E2E_SERVERS=emulators,static` starts only those (to run one project's tests by hand). A server
 * that already answers on its port is used as it is, unless CI is set: then the port must be free.
 * Stopped (Playwright sends SIGTERM to this process group, the servers' too), it waits for each
 * server within the time its entry gives (as its `gracefulShutdown` did), then ends what is left.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import https from 'node:https';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { webServers, type WebServer } from './webServers';

const wanted = process.env.E2E_SERVERS?.split(',').filter(Boolean) ?? [];
const unknown = wanted.filter((name) => !webServers.some((server) => server.name === name));
if (unknown.length) {
  console.error(
    `E2E_SERVERS names no server ${unknown.join(', ')}: name some of ${webServers.map((s) => s.name).join(', ')}.`,
  );
  process.exit(1);
}
const servers = wanted.length ? webServers.filter((server) => wanted.includes(server.name)) : webServers;

const loopback = new Set(['127.0.0.1', 'localhost', '[::1]']);
/**
 * The status `url` answers with, following a redirect (nginx's plain server sends visitors to HTTPS,
 * served with the certificate its preview made); 0 while nothing answers.
 */
function statusOf(url: string, redirects = 1): Promise<number> {
  return new Promise((resolve) => {
    const request = (url.startsWith('https:') ? https : http).get(
      url,
      // Loopback only (webServers.ts), to a certificate the preview made for this run.
      { rejectUnauthorized: false, timeout: 5_000 },
      (response) => {
        response.resume();
        const { statusCode = 0, headers } = response;
        const { location } = headers;
        const next = location && URL.canParse(location, url) ? new URL(location, url) : undefined;
        // Followed on this machine only: the redirect is the server's, the certificate unchecked.
        if (statusCode >= 300 && statusCode < 400 && next && loopback.has(next.hostname) && redirects > 0)
          resolve(statusOf(next.href, redirects - 1));
        else resolve(statusCode);
      },
    );
    request.on('timeout', () => request.destroy());
    request.on('error', () => resolve(0));
  });
}
const answers = async (server: WebServer) => {
  const status = await statusOf(server.url);
  return status >= 200 && status < 404;
};

const running = new Map<WebServer, ChildProcess>();
/** Each line a server prints, named, on this process's stream of the same kind. */
const relay = (name: string, from: Readable, to: NodeJS.WritableStream, onLine?: (line: string) => void) =>
  createInterface({ input: from, crlfDelay: Infinity }).on('line', (line) => {
    to.write(`[${name}] ${line}\n`);
    onLine?.(line);
  });

/** Starts `server` and resolves once it answers (and has printed its line), or rejects, naming it. */
async function start(server: WebServer, started: number): Promise<void> {
  if (!URL.canParse(server.url))
    throw new Error(`${server.name}: ${server.url} is no address (see its port's setting).`);
  if (await answers(server)) {
    if (process.env.CI) throw new Error(`${server.name}: ${server.url} answers already: stop what runs on its port.`);
    console.log(`${server.name}: using the server that answers at ${server.url}`);
    return;
  }
  const child = spawn(server.command, { shell: true, env: { ...process.env, ...server.env } });
  running.set(server, child);
  child.on('close', () => running.delete(server));
  let printed = !server.ready;
  // Its standard output is seen under DEBUG=pw:webserver only, as Playwright shows a web server's.
  relay(server.name, child.stdout, process.stdout, (line) => (printed ||= server.ready!.test(line)));
  relay(server.name, child.stderr, process.stderr);
  let ended: string | undefined;
  child.on('exit', (code, signal) => (ended = signal ? `was ended by ${signal}` : `ended with exit code ${code}`));
  const deadline = started + server.startSeconds * 1000;
  for (let wait = 100; ; wait = Math.min(wait * 2, 1000)) {
    if (ended) throw new Error(`${server.name} (${server.command}) ${ended}.`);
    if (printed && (await answers(server))) return;
    if (performance.now() > deadline)
      throw new Error(`${server.name} did not answer at ${server.url} within ${server.startSeconds} s.`);
    await sleep(wait);
  }
}

/**
 * The servers run in this process group, as what a shell starts does: Playwright's SIGTERM to the
 * group reaches each server once, as it reached each of its own web servers, and its SIGKILL (a
 * second Ctrl+C, or a stop past its time) ends them all with this process, so that none outlives the
 * run. Stopping waits until each server's output has closed (the shell and npx may end before the
 * server they started), within the server's own time; then it ends what is left, this process with it.
 */
let stopped: Promise<void> | undefined;
const stop = () =>
  (stopped ??= (async () => {
    await Promise.all(
      [...running].map(([server, child]) =>
        Promise.race([new Promise((resolve) => child.once('close', resolve)), sleep((server.stopSeconds ?? 5) * 1000)]),
      ),
    );
    if (running.size) process.kill(0, 'SIGKILL');
  })());

let failed = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const)
  process.on(signal, () => void stop().then(() => process.exit(failed ? 1 : 0)));

const started = performance.now();
// Every start is awaited, a failed one's too: a server stopped while it starts may not yet stop what
// it started (the emulators' Java).
const failures = (await Promise.allSettled(servers.map((server) => start(server, started)))).flatMap((result) =>
  result.status === 'rejected' ? [(result.reason as Error).message] : [],
);
if (stopped) await new Promise(() => {});
if (failures.length) {
  // Every server is signalled, once, as Playwright stops them; the handler above waits for them and
  // ends this process.
  failed = true;
  console.error(`Not every web server came up:\n  ${failures.join('\n  ')}`);
  process.kill(0, 'SIGTERM');
  await new Promise(() => {});
}
console.log(`All web servers are up (${servers.length}, in ${((performance.now() - started) / 1000).toFixed(0)} s).`);
