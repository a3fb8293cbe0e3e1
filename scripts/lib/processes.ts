/**
 * The child processes the scripts start: commands run to their end, and helpers (emulators, hosts,
 * server mode) that keep running while their output is kept for the error message if they fail.
 */
import { spawn, spawnSync, type ChildProcess, type SpawnSyncReturns } from 'node:child_process';
import getPort from 'get-port';
import { root } from './paths';

/**
 * Runs a command to its end, its output on this terminal (`quiet` keeps only its errors), and
 * throws when it fails.
 */
export function run(
  command: string,
  args: readonly string[],
  { env = {}, cwd = root, quiet = false }: { env?: Record<string, string>; cwd?: string; quiet?: boolean } = {},
): void {
  const result = spawnSync(command, args, {
    cwd,
    stdio: quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit',
    env: { ...process.env, ...env },
  });
  throwIfFailed(command, args, result);
}

/** Throws, naming the command and why, when a command run to its end failed. */
export function throwIfFailed(command: string, args: readonly string[], result: SpawnSyncReturns<unknown>): void {
  if (result.status === 0) return;
  const why = result.error ? result.error.message : `exit code ${result.status ?? result.signal}`;
  throw new Error(`${[command, ...args].join(' ')} failed with ${why}`);
}

export interface Helper {
  child: ChildProcess;
  /** The last 8,000 characters it printed, and why it could not start. */
  log: () => string;
}

/** Starts a long-running helper, its output kept rather than printed. */
export function spawnLogged(
  command: string,
  args: readonly string[],
  { cwd = root, env = {} }: { cwd?: string; env?: Record<string, string> } = {},
): Helper {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, NO_UPDATE_NOTIFIER: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-8000));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  child.on('error', (error) => (output += `\n${error.message}`));
  return { child, log: () => output.trim() };
}

/** Whether `url` answers (any status), within 2 s. */
export async function answers(url: string, ready: (response: Response) => boolean = () => true): Promise<boolean> {
  return fetch(url, { signal: AbortSignal.timeout(2000), redirect: 'manual' }).then(ready, () => false);
}

/**
 * Waits until a helper answers at `url` as `ready` says (by default, with any status). It fails as
 * soon as the helper exits, and after `timeoutMs`, a hang guard well above the slowest start seen.
 */
export async function waitFor(
  name: string,
  url: string,
  { child, log }: Helper,
  { ready, timeoutMs = 90_000 }: { ready?: (response: Response) => boolean; timeoutMs?: number } = {},
): Promise<void> {
  let exited: number | null = child.exitCode;
  child.on('exit', (code) => (exited = code ?? -1));
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline;) {
    if (await answers(url, ready)) return;
    if (exited !== null) throw new Error(`${name} exited with code ${exited}.\n${log()}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGTERM');
  throw new Error(`${name} did not answer at ${url} within ${timeoutMs / 1000} s.\n${log()}`);
}

/** A free loopback port for a helper. */
export function freePort(): Promise<number> {
  return getPort({ host: '127.0.0.1' });
}
