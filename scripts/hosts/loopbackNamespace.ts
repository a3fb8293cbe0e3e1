/**
 * A helper run in a network namespace of its own that holds nothing but loopback, for the host CLIs
 * that would otherwise reach past this machine: Netlify's local server listens on every interface,
 * and wrangler asks workers.cloudflare.com for its request data. Inside, nothing outside the machine
 * reaches them and they reach nothing; one port of this machine's loopback is relayed to their port
 * in the namespace through a Unix socket, which both sides of the namespace share as a file
 * (docs/design.md#cloudflare-pages-and-netlify).
 *
 * Started as a script (by `unshare`, inside the new namespace), this file brings loopback up,
 * relays the socket to the helper's port there, and runs the helper until it exits or is stopped.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';
import { constants as osConstants } from 'node:os';
import { pipeline } from 'node:stream';
import path from 'node:path';
import { root } from '../lib/paths';
import { runScript } from '../lib/entry';
import { spawnLogged, type Helper } from '../lib/processes';

/**
 * Pipes every connection `server` accepts to a new connection made by `connect`, both ways: an end
 * passes on once what came before it is written, an error ends both.
 */
function relay(server: net.Server, connect: () => net.Socket): net.Server {
  return server.on('connection', (incoming) => {
    const outgoing = connect();
    const fail = (error?: Error | null) => error && (incoming.destroy(), outgoing.destroy());
    pipeline(incoming, outgoing, fail);
    pipeline(outgoing, incoming, fail);
  });
}

/** `ip`, on PATH or where Debian keeps it (a user's PATH may lack /usr/sbin). */
const ipCommand = () => ['/usr/sbin/ip', '/sbin/ip'].find((file) => existsSync(file)) ?? 'ip';

/** How this user may make a network namespace: root directly, anyone else in a user namespace of their own. */
function unshareArgs(): string[] {
  const found = spawnSync('unshare', ['--version'], { encoding: 'utf8' });
  if (found.error || found.status !== 0)
    throw new Error(
      'unshare (util-linux) is not installed: the host CLIs run in a network namespace of their own with only loopback. On Debian or Ubuntu: apt-get install -y util-linux iproute2 (as root).',
    );
  return process.getuid?.() === 0 ? ['--net'] : ['--user', '--map-root-user', '--net'];
}

export interface NamespacedHelper extends Helper {
  stop: () => Promise<void>;
}

/**
 * Starts `command` in a network namespace with only loopback, where it serves on `innerPort`, and
 * relays `port` on this machine's 127.0.0.1 to it through `socket` (a path in a folder of the
 * caller's). `stop` ends the helper and the relay.
 */
export async function startInLoopbackNamespace(
  command: string,
  args: readonly string[],
  {
    port,
    innerPort,
    socket,
    cwd,
    env,
  }: { port: number; innerPort: number; socket: string; cwd: string; env: Record<string, string> },
): Promise<NamespacedHelper> {
  const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
  const inside = path.join(root, 'scripts', 'hosts', 'loopbackNamespace.ts');
  const namespace = unshareArgs();
  // The port first: where it is taken, nothing has been started yet.
  const outside = relay(net.createServer(), () => net.connect(socket));
  await new Promise<void>((resolve, reject) => outside.once('error', reject).listen(port, '127.0.0.1', resolve));
  // --fork --kill-child: should unshare die, however, the helper is told to stop too.
  const helper = spawnLogged(
    'unshare',
    [
      ...namespace,
      '--fork',
      '--kill-child=SIGTERM',
      '--',
      tsx,
      inside,
      socket,
      String(innerPort),
      '--',
      command,
      ...args,
    ],
    { cwd, env },
  );
  helper.child.on('exit', () => outside.close());
  return {
    ...helper,
    stop: async () => {
      outside.close();
      if (helper.child.exitCode !== null || helper.child.signalCode !== null) return;
      const exited = new Promise((resolve) => helper.child.once('exit', resolve));
      helper.child.kill('SIGTERM');
      // A helper that does not stop within 8 s is killed (its own child then gets SIGTERM).
      const late = setTimeout(() => helper.child.kill('SIGKILL'), 8000);
      await exited;
      clearTimeout(late);
    },
  };
}

/** Inside the namespace: loopback up, the socket relayed to the helper's port, the helper run. */
async function inside() {
  const [socket, innerPort, separator, command, ...args] = process.argv.slice(2);
  if (!socket || !Number(innerPort) || separator !== '--' || !command)
    throw new Error('Usage: loopbackNamespace.ts SOCKET PORT -- COMMAND [ARGS…], inside `unshare --net`');
  const up = spawnSync(ipCommand(), ['link', 'set', 'lo', 'up'], { encoding: 'utf8' });
  if (up.error || up.status !== 0)
    throw new Error(
      `Could not bring loopback up in the namespace (on Debian or Ubuntu: apt-get install -y iproute2): ${up.error?.message ?? up.stderr}`,
    );
  const server = relay(net.createServer(), () => net.connect(Number(innerPort), '127.0.0.1'));
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(socket, resolve));
  const child = spawn(command, args, { stdio: 'inherit' });
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => child.kill(signal));
  let stopping = false;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => (stopping = true));
  child.on('exit', (code, signal) => {
    server.close();
    // Stopped by us: done; killed by anything else (a crash, the OOM killer): a failure, as a shell says it.
    process.exit(code ?? (stopping ? 0 : 128 + (osConstants.signals[signal!] ?? 0)));
  });
}

runScript(import.meta.url, inside);
