/**
 * `npm test`: the whole suite, as CI runs it. Lint and types, unit tests, the builds, the
 * JavaScript budget, the end-to-end tests in Chromium against the static export and server mode
 * (crawl, accessibility, hostile input among them), then Lighthouse and the load test.
 * Every step is decided by what does not vary with the machine (the README's "Gates"); each
 * step's duration is printed at the end, and `npm run bench` keeps the figures that do vary.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, renameSync, rmSync } from 'node:fs';
import { analyticsBuild, testBuild } from './lib/testBuilds';

const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';
if (!existsSync(chrome) && !process.env.PLAYWRIGHT_BROWSERS_PATH) {
  console.error(
    `No Chromium at ${chrome}. Install it (Debian: apt-get install -y chromium), set CHROME_PATH to ` +
      'another Chromium, or install Playwright’s browser where that is possible (npx playwright install chromium).',
  );
  process.exit(1);
}

/**
 * What the end-to-end builds must print: a line for each page they switch off, which its check
 * leaves out (scripts/build.ts; docs/design.md#page-checks). The analytics build serves no Chinese,
 * so it leaves out nothing by a check.
 */
const leftOut = testBuild.UNPUBLISHED_PAGES.split(',').map((url) => `Left out ${url}: its check answers 404`);

const moveToAnalytics = () => {
  rmSync('out-analytics', { recursive: true, force: true });
  renameSync('out', 'out-analytics');
};

// The order: the quick checks first, so that a lint or unit failure costs seconds; the three builds
// before typecheck, because `next build` writes the typed message declarations
// (messages/*.d.json.ts) and the route types that tsc reads; the size budget reads the builds; the
// browser tests, Lighthouse and the load test need them and take longest.
type Step = [command: string, args: string[], env?: Record<string, string>, mustPrint?: string[]];
const steps: (Step | (() => void))[] = [
  ['npm', ['run', 'lint']],
  ['npm', ['run', 'i18n']],
  ['npx', ['vitest', 'run']],
  ['npm', ['run', 'test:rules']],
  ['npm', ['run', 'build'], analyticsBuild],
  moveToAnalytics,
  ['npm', ['run', 'build'], testBuild, leftOut],
  ['npm', ['run', 'build:server'], testBuild, leftOut],
  ['npm', ['run', 'typecheck']],
  // What reads the builds is told the same page list as the builds (scripts/lib/testBuilds.ts).
  ['npm', ['run', 'size'], testBuild],
  ['npx', ['playwright', 'test'], testBuild],
  ['npm', ['run', 'lighthouse'], testBuild],
  // Errors, timeouts and statuses under load; 5 s a target is enough to find them.
  ['npm', ['run', 'load'], { ...testBuild, LOAD_SECONDS: '5' }],
];

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
