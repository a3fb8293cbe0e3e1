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
import net from 'node:net';
import path from 'node:path';
import { root } from './paths';
import { runScript } from './entry';
import { spawnLogged, type Helper } from './processes';

/** Pipes every connection `server` accepts to a new connection made by `connect`, both ways. */
function relay(server: net.Server, connect: () => net.Socket): net.Server {
  return server.on('connection', (incoming) => {
    const outgoing = connect();
    for (const [from, to] of [
      [incoming, outgoing],
      [outgoing, incoming],
    ]) {
      from.pipe(to);
      from.on('error', () => to.destroy());
      from.on('close', () => to.destroy());
    }
  });
}

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
  const inside = path.join(root, 'scripts', 'lib', 'loopbackNamespace.ts');
  const helper = spawnLogged(
    'unshare',
    [...unshareArgs(), '--', tsx, inside, socket, String(innerPort), '--', command, ...args],
    { cwd, env },
  );
  const outside = relay(net.createServer(), () => net.connect(socket));
  await new Promise<void>((resolve, reject) => outside.once('error', reject).listen(port, '127.0.0.1', resolve));
  helper.child.on('exit', () => outside.close());
  return {
    ...helper,
    stop: async () => {
      outside.close();
      if (helper.child.exitCode !== null || helper.child.signalCode !== null) return;
      const exited = new Promise((resolve) => helper.child.once('exit', resolve));
      helper.child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Inside the namespace: loopback up, the socket relayed to the helper's port, the helper run. */
async function inside() {
  const [socket, innerPort, separator, command, ...args] = process.argv.slice(2);
  if (!socket || !Number(innerPort) || separator !== '--' || !command)
    throw new Error('Usage: loopbackNamespace.ts SOCKET PORT -- COMMAND [ARGS…], inside `unshare --net`');
  const up = spawnSync('ip', ['link', 'set', 'lo', 'up'], { encoding: 'utf8' });
  if (up.error || up.status !== 0)
    throw new Error(
      `Could not bring loopback up in the namespace (on Debian or Ubuntu: apt-get install -y iproute2): ${up.error?.message ?? up.stderr}`,
    );
  const server = relay(net.createServer(), () => net.connect(Number(innerPort), '127.0.0.1'));
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(socket, resolve));
  const child = spawn(command, args, { stdio: 'inherit' });
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => {
    server.close();
    process.exit(code ?? (signal ? 0 : 1));
  });
}

runScript(import.meta.url, inside);
