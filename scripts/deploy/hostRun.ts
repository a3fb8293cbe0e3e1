/**
 * How a preview and a promote run the hosts' commands (firebase, wrangler, netlify): in the
 * project, with the credentials in the command's environment only, its output passed on as it is
 * and kept, since a preview reads its address there. The tests give a recorder in its place: the
 * hosts' endpoints are the one part that cannot run here.
 */
import { spawnSync } from 'node:child_process';
import { root } from '../lib/paths';
import { throwIfFailed } from '../lib/processes';

/** Runs a host's command; its standard output. Throws when the command fails. */
export type HostRun = (
  command: string,
  args: string[],
  options?: { cwd?: string; env?: Record<string, string> },
) => string;

export const runHostCommand: HostRun = (command, args, { cwd = root, env = {} } = {}) => {
  const result = spawnSync(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['inherit', 'pipe', 'inherit'],
    encoding: 'utf8',
    maxBuffer: 1 << 26,
  });
  process.stdout.write(result.stdout ?? '');
  throwIfFailed(command, args, result);
  return result.stdout;
};

/** The JSON a CLI printed last (firebase and netlify print their results so with --json), or null. */
export function printedJson(output: string): Record<string, unknown> | null {
  const start = output.indexOf('{');
  if (start === -1) return null;
  try {
    return JSON.parse(output.slice(start)) as Record<string, unknown>;
  } catch {
    return null;
  }
}
