/**
 * "Run npm, stream it": Check's build and Publish's deploy, each line of the command's output said
 * as it comes. Nothing to type into: a command that would ask ends instead of waiting for ever.
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { shellEnv } from '../../scripts/settings/load';

/** Lines of a report, said one at a time as they come (the page shows each as it arrives). */
export type Say = (line: string) => void;

/** Runs `npm …args` in `cwd` with the shell's settings, saying its output; resolves with its exit code. */
export function runNpm(args: string[], cwd: string, say: Say): Promise<number> {
  const child = spawn('npm', args, { cwd, env: shellEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  for (const stream of [child.stdout, child.stderr]) createInterface({ input: stream }).on('line', say);
  return new Promise<number>((resolve) => {
    child.on('error', (error) => (say(error.message), resolve(1)));
    child.on('close', (code) => resolve(code ?? 1));
  });
}
