/**
 * `npm test`: the whole suite, as CI runs it. Lint and types, unit tests, the builds, the
 * JavaScript budget, every other npm script started once, the end-to-end tests in Chromium against
 * the static export and server mode (crawl, accessibility, hostile input among them), then
 * Lighthouse and the load test (the steps: scripts/lib/testSteps.ts).
 * Every step is decided by what does not vary with the machine (docs/architecture.md#gates-what-decides-npm-test); each
 * step's duration is printed at the end, and `npm run bench` keeps the figures that do vary.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { steps } from './lib/testSteps';

const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';
if (!existsSync(chrome) && !process.env.PLAYWRIGHT_BROWSERS_PATH) {
  console.error(
    `No Chromium at ${chrome}. Install it (Debian: apt-get install -y chromium), set CHROME_PATH to ` +
      'another Chromium, or install Playwright’s browser where that is possible (npx playwright install chromium).',
  );
  process.exit(1);
}

const durations: string[] = [];
const started = performance.now();
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(0)} s`;
const printDurations = (): void =>
  console.log(`\nDurations:\n${durations.join('\n')}\n${seconds(started).padStart(6)}  in all`);

for (const step of steps) {
  if (typeof step === 'function') {
    step();
    continue;
  }
  const [command, args, env, mustPrint = []] = step;
  console.log(`\n> ${command} ${args.join(' ')}`);
  const stepStarted = performance.now();
  // A step whose output is judged prints it once it has ended.
  const result = spawnSync(command, args, {
    stdio: ['inherit', mustPrint.length ? 'pipe' : 'inherit', 'inherit'],
    env: { ...process.env, ...env },
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  if (mustPrint.length) process.stdout.write(result.stdout);
  durations.push(`${seconds(stepStarted).padStart(6)}  ${command} ${args.join(' ')}`);
  const unsaid = result.status === 0 ? mustPrint.filter((line) => !result.stdout.includes(line)) : [];
  if (result.status !== 0 || unsaid.length) {
    printDurations();
    console.error(
      result.status !== 0
        ? `\n${command} ${args.join(' ')} failed with exit code ${result.status}`
        : `\n${command} ${args.join(' ')} did not print:\n  ${unsaid.join('\n  ')}`,
    );
    process.exit(result.status || 1);
  }
}
printDurations();
