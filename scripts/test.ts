/**
 * `npm test`: the whole suite, as CI runs it. Lint and types, unit tests, the builds, the
 * JavaScript budget, every other npm script started once beside the load test, the end-to-end
 * tests in Chromium against the static export and server mode (crawl, accessibility, hostile input
 * among them), then Lighthouse, alone (the steps: scripts/test/steps.ts).
 * Every step is decided by what does not vary with the machine (docs/architecture.md#gates-what-decides-npm-test); each
 * step's duration is printed at the end, and `npm run bench` keeps the figures that do vary.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { steps, type Step } from './test/steps';

const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';
if (!existsSync(chrome) && !process.env.PLAYWRIGHT_BROWSERS_PATH) {
  console.error(
    `No Chromium at ${chrome}. Install it (Debian: apt-get install -y chromium), set CHROME_PATH to ` +
      'another Chromium, or install Playwright’s browser where that is possible (npx playwright install chromium).',
  );
  process.exit(1);
}

const durations: string[] = [];
/**
 * Where a step may leave lines for the summary, printed under its duration: the end-to-end step's
 * reporter leaves each Playwright project's time there (tests/support/projectTimes.ts).
 */
const detailsDir = mkdtempSync(path.join(tmpdir(), 'npm-test-'));
process.on('exit', () => rmSync(detailsDir, { recursive: true, force: true }));
let stepCount = 0;
const detailsOf = (file: string): string[] =>
  existsSync(file)
    ? readFileSync(file, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => `        ${line}`)
    : [];
const started = performance.now();
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(0)} s`;
const printDurations = (): void =>
  console.log(`\nDurations:\n${durations.join('\n')}\n${seconds(started).padStart(6)}  in all`);

/**
 * Runs one step. Alone, its output streams to this terminal, unless it is judged (`mustPrint`);
 * beside others, its output is kept and printed as one block once it has ended.
 */
const running = new Set<ChildProcess>();

/**
 * Stops every step still running (those beside a failed one, or all on Ctrl+C), with what they
 * started, and waits until each has ended (at most 30 s), so that a step's own clean-up (firebase-tools
 * stopping the emulators it started) runs before this process exits; an emulator that outlives its
 * step can still hold its ports.
 */
let stopping = false;
async function stopAll(signal: NodeJS.Signals): Promise<void> {
  stopping = true;
  const ended = [...running].map((child) => new Promise((resolve) => child.once('close', resolve)));
  for (const child of running) {
    try {
      process.kill(-child.pid!, signal);
    } catch {
      // It has ended already.
    }
  }
  await Promise.race([Promise.all(ended), new Promise((resolve) => setTimeout(resolve, 30_000).unref())]);
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void stopAll(signal).then(() => process.exit(130)));
}

function runStep([command, args, env, mustPrint = []]: Step, beside: boolean): Promise<void> {
  const name = `${command} ${args.join(' ')}`;
  const keep = beside || mustPrint.length > 0;
  if (!beside) console.log(`\n> ${name}`);
  const stepStarted = performance.now();
  const details = path.join(detailsDir, `${(stepCount += 1)}.txt`);
  // A process group of its own, so that stopping it stops what it started.
  const child = spawn(command, args, {
    stdio: ['inherit', keep ? 'pipe' : 'inherit', beside ? 'pipe' : 'inherit'],
    env: { ...process.env, ...env, STEP_DETAILS: details },
    detached: true,
  });
  running.add(child);
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  return new Promise((resolve) =>
    child.on('close', (status) => {
      running.delete(child);
      // A step this run stopped: the failure (or Ctrl+C) that stopped it speaks, and nothing runs after it.
      if (stopping) return;
      if (keep) process.stdout.write(beside ? `\n> ${name}\n${output}` : output);
      durations.push(`${seconds(stepStarted).padStart(6)}  ${name}`, ...detailsOf(details));
      const unsaid = status === 0 ? mustPrint.filter((line) => !output.includes(line)) : [];
      if (status !== 0 || unsaid.length) {
        void stopAll('SIGTERM').then(() => {
          printDurations();
          console.error(
            status !== 0
              ? `\n${name} failed with exit code ${status}`
              : `\n${name} did not print:\n  ${unsaid.join('\n  ')}`,
          );
          process.exit(status || 1);
        });
        return;
      }
      resolve();
    }),
  );
}

for (const step of steps) {
  if (typeof step === 'function') step();
  else if ('together' in step) await Promise.all(step.together.map((each) => runStep(each, true)));
  else await runStep(step, false);
}
printDurations();
