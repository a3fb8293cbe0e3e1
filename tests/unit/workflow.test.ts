import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../support/projectFiles';

/**
 * The repository's GitHub Actions workflow (docs/operators.md#deploying-from-github-actions): its
 * schema is the validator's to check (npm run lint); what it must do for a dated change is here.
 */
const folder = path.join(projectRoot, '.github', 'workflows');
const workflow = readFileSync(path.join(folder, 'site.yml'), 'utf8');
const lint: string = JSON.parse(readFileSync(path.join(projectRoot, 'package.json'), 'utf8')).scripts.lint;

describe('the GitHub Actions workflow', () => {
  it('is validated by npm run lint, every file of the folder', () => {
    const files = readdirSync(folder).filter((name) => /\.ya?ml$/.test(name));
    expect(files.length).toBeGreaterThan(0);
    for (const name of files) expect(lint).toContain(`action-validator .github/workflows/${name}`);
  });

  it('runs --if-due daily a few minutes after 00:00 UTC, off the hour’s first minute', () => {
    const crons = [...workflow.matchAll(/- cron: '([^']+)'/g)].map((match) => match[1]);
    expect(crons).toHaveLength(1);
    const [minute, hour, ...days] = crons[0].split(' ');
    expect(Number(minute)).toBeGreaterThan(0);
    expect(Number(minute)).toBeLessThan(30);
    expect([hour, ...days]).toEqual(['0', '*', '*', '*']);
    expect(workflow).toContain('scripts/ciDeploy.ts --if-due');
    // The preview built ahead by one day's run reaches the next day's, on another runner.
    expect(workflow).toMatch(/uses: actions\/cache@v4\n\s+with:\n\s+path: \.deploys\n/);
  });

  it('commits and pushes the deploy’s record after each deploy, one deploy at a time', () => {
    const deploys = workflow.match(
      /run: npx tsx --import \.\/scripts\/settings\/production\.ts scripts\/ciDeploy\.ts/g,
    );
    expect(deploys).toHaveLength(2);
    expect(workflow.match(/run: npx tsx scripts\/ciDeploy\.ts record/g)).toHaveLength(2);
    expect(workflow.match(/group: deploy\n\s+cancel-in-progress: false/g)).toHaveLength(2);
  });

  it('gives the host’s secrets to the deploy steps alone', () => {
    // Every secret is named once per deploy step, in that step's env, right below its run line.
    const deploySteps = [
      ...workflow.matchAll(/run: npx tsx --import [^\n]+ciDeploy\.ts[^\n]*\n((?:\s{8,}[^\n]*\n)+)/g),
    ];
    expect(deploySteps).toHaveLength(2);
    for (const [, env] of deploySteps) expect(env.match(/\$\{\{ secrets\./g)).toHaveLength(4);
    expect(workflow.match(/\$\{\{ secrets\./g)).toHaveLength(8);
  });

  it('deploys daily only what its gate lets through', () => {
    const daily = workflow.slice(workflow.indexOf('\n  if-due:'));
    expect(daily).toMatch(
      /- id: gate\n\s+run: npx tsx scripts\/ciDeploy\.ts gate\n\s+env:\n\s+GH_TOKEN: \$\{\{ github\.token \}\}\n/,
    );
    // The gate reads the push's run and its jobs (the Actions API).
    expect(daily).toMatch(/permissions:\n\s+contents: write\n\s+actions: read\n/);
    expect(daily).toMatch(/fetch-depth: \d{2,}/);
    // Every step after the gate waits for its word, and the deploy hears which.
    const after = daily
      .slice(daily.indexOf('ciDeploy.ts gate'))
      .split(/\n\s+- /)
      .slice(1);
    expect(after.length).toBeGreaterThanOrEqual(3);
    for (const step of after) expect(step).toMatch(/^if: steps\.gate\.outputs\.mode != 'none'\n/);
    expect(daily).toContain('GATE: ${{ steps.gate.outputs.mode }}');
  });

  it('keeps no token in a checkout, and gives one to the gate and the record steps alone', () => {
    const checkouts = workflow.split('- uses: actions/checkout@v4').slice(1);
    expect(checkouts).toHaveLength(3);
    for (const rest of checkouts)
      expect(rest).toMatch(/^\n\s+with:\n(?:\s+(?:#[^\n]*|[\w-]+: [^\n]+)\n)*?\s+persist-credentials: false\n/);
    const tokenSteps = [
      ...workflow.matchAll(/run: ([^\n]+)\n(?:\s+[\w-]+: [^\n]+\n)*?\s+env:\n\s+GH_TOKEN: \$\{\{ github\.token \}\}/g),
    ];
    expect(tokenSteps.map(([, command]) => command)).toEqual([
      'npx tsx scripts/ciDeploy.ts record',
      'npx tsx scripts/ciDeploy.ts gate',
      'npx tsx scripts/ciDeploy.ts record',
    ]);
    expect(workflow.match(/github\.token/g)).toHaveLength(3);
  });
});
