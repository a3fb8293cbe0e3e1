/**
 * Every npm script runs for real. The steps of `npm test` (scripts/test/steps.ts) already run
 * many as `npm run <name>`; every other one has a probe (editing.ts, developing.ts, serving.ts,
 * shareImageFonts.ts beside this file) that starts it as a child process, the way a user types it, up to its first
 * decision: a refusal, a report, or a server's first answer. A script whose entry point fails to
 * load fails its probe, and a script added to package.json with neither a step nor a probe fails
 * here.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { steps } from '../../scripts/test/steps';
import { projectRoot } from '../support/projectFiles';
import { developingProbes } from './developing';
import { editingProbes } from './editing';
import { shareImageFontProbes } from './shareImageFonts';
import { servingProbes } from './serving';

const scripts: Record<string, string> = JSON.parse(
  readFileSync(path.join(projectRoot, 'package.json'), 'utf8'),
).scripts;

/** The scripts `npm test` runs as its steps, and the one CI runs (.ci/run). */
const ranBySuite = new Set(
  steps
    .flatMap((step) => (typeof step === 'function' ? [] : 'together' in step ? step.together : [step]))
    .flatMap(([command, args]) => (command === 'npm' && args[0] === 'run' ? [args[1]] : [])),
);
const ranByCi = readFileSync(path.join(projectRoot, '.ci/run'), 'utf8').includes('npm test') ? ['test'] : [];
const probed = [editingProbes, developingProbes, servingProbes, shareImageFontProbes].flatMap((probes) =>
  Object.keys(probes),
);

describe('every npm script', () => {
  it('is a step of npm test, or CI’s command, or has a probe: exactly one of them', () => {
    const unrun = Object.keys(scripts).filter(
      (name) => !ranBySuite.has(name) && !ranByCi.includes(name) && !probed.includes(name),
    );
    expect(unrun, 'add a probe in tests/scripts/ for each (scripts/test/steps.ts lists the steps)').toEqual([]);
    const twice = probed.filter(
      (name, i) => ranBySuite.has(name) || ranByCi.includes(name) || probed.indexOf(name) !== i,
    );
    expect(twice).toEqual([]);
  });

  it('has a probe only for scripts that exist', () => {
    expect(probed.filter((name) => !(name in scripts))).toEqual([]);
  });
});
