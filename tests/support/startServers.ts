/**
 * Starts the end-to-end tests' servers (./webServers.ts) side by side, and prints `All web servers
 * are up` once each answers; Playwright runs this as its one web server (playwright.config.ts).
 * Playwright starts the servers of its own list one after another, and most of their start is
 * waiting (the emulators' Java, a namespace, a CLI): started together they are up in about half the
 * time (docs/architecture.md#the-suites-time).
 *
 * `E2E_SERVERS=emulators,static` starts only those (to run one project's tests by hand). A server
 * that already answers on its port is used as it is, unless CI is set: then the port must be free.
 * Each server runs in a process group of its own, as each of Playwright's did. Stopped (Playwright
 * sends SIGTERM), this process stops each group as Playwright did: by the server's own signal and
 * time where it has one (its `gracefulShutdown`), then SIGKILL.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import https from 'node:https';
import { setTimeout as sleep } from 'node:timers/promises';
import { webServers, type WebServer } from './webServers';

const wanted = process.env.E2E_SERVERS?.split(',').filter(Boolean);
const unknown = wanted?.filter((name) => !webServers.some((server) => server.name === name)) ?? [];
if (unknown.length) {
  console.error(
    `E2E_SERVERS names no server ${unknown.join(', ')}: name some of ${webServers.map((s) => s.name).join(', ')}.`,
  );
  process.exit(1);
}
const servers = webServers.filter((server) => !wanted || wanted.includes(server.name));

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
        if (statusCode >= 300 && statusCode < 400 && headers.location && redirects > 0)
          resolve(statusOf(new URL(headers.location, url).href, redirects - 1));
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
const prefixed = (name: string, chunk: Buffer) =>
  chunk
    .toString()
    .split('\n')
    .filter(Boolean)
    .map((line) => `[${name}] ${line}\n`)
    .join('');

/** Starts `server` and resolves once it answers (and has printed its line), or rejects, naming it. */
async function start(server: WebServer, started: number): Promise<void> {
  if (await answers(server)) {
    if (process.env.CI) throw new Error(`${server.name}: ${server.url} answers already: stop what runs on its port.`);
    console.log(`${server.name}: using the server that answers at ${server.url}`);
    return;
  }
  // A process group of its own: stopping it stops what its shell started.
  const child = spawn(server.command, { shell: true, env: { ...process.env, ...server.env }, detached: true });
  running.set(server, child);
  child.on('close', () => running.delete(server));
  let printed = !server.ready;
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    // Seen under DEBUG=pw:webserver only, as Playwright shows a web server's standard output.
    process.stdout.write(prefixed(server.name, chunk));
    if (!printed) printed = server.ready!.test((output += chunk.toString()));
  });
  child.stderr.on('data', (chunk: Buffer) => process.stderr.write(prefixed(server.name, chunk)));
  let exited: number | undefined;
  child.on('exit', (code, signal) => (exited = code ?? (signal ? 128 : 1)));
  const deadline = started + server.startSeconds * 1000;
  for (let wait = 100; ; wait = Math.min(wait * 2, 1000)) {
    if (exited !== undefined) throw new Error(`${server.name} (${server.command}) ended with exit code ${exited}.`);
    if (printed && (await answers(server))) return;
    if (performance.now() > deadline)
      throw new Error(`${server.name} did not answer at ${server.url} within ${server.startSeconds} s.`);
    await sleep(wait);
  }
}

const signalGroup = (child: ChildProcess, signal: NodeJS.Signals) => {
  try {
    process.kill(-child.pid!, signal);
  } catch {
    // It has ended already.
  }
};

/**
 * Stops every server started: its own signal and time, then SIGKILL; resolves once each has ended,
 * which is once its output closes, as Playwright waits: the shell and npx may end before the
 * server they started has stopped (the emulators take seconds).
 */
async function stopAll(): Promise<void> {
  await Promise.all(
    [...running].map(async ([server, child]) => {
      const closed = new Promise((resolve) => child.once('close', () => resolve(true)));
      const within = (seconds: number) => Promise.race([closed, sleep(seconds * 1000, false)]);
      if (server.stop) {
        signalGroup(child, server.stop.signal);
        if (await within(server.stop.seconds)) return;
      }
      signalGroup(child, 'SIGKILL');
      await within(5);
    }),
  );
}
// Whatever way this process ends, no server outlives it.
process.on('exit', () => running.forEach((child) => signalGroup(child, 'SIGKILL')));

let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const)
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    void stopAll().then(() => process.exit(0));
  });

const started = performance.now();
try {
  await Promise.all(servers.map((server) => start(server, started)));
} catch (error) {
  console.error(`Not every web server came up: ${(error as Error).message}`);
  stopping = true;
  await stopAll();
  process.exit(1);
}
console.log(`All web servers are up (${servers.length}, in ${((performance.now() - started) / 1000).toFixed(0)} s).`);
