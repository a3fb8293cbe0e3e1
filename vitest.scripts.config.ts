import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The probe files that take longest (seconds in a fresh clone's `npm test` on two cores, 2026-11-29),
 * started first. Vitest orders files by their last durations, which a fresh clone has not got, and
 * otherwise by size, which started the longest file (editing.test.ts, four lines) last, while the
 * other worker had nothing left: 14 s of the step with one file running.
 */
const longestFirst = ['editing', 'operating', 'serving', 'scheduling', 'addLocaleBuild', 'developing'];
const rank = (spec: TestSpecification) => {
  const at = longestFirst.indexOf(path.basename(spec.moduleId, '.test.ts'));
  return at === -1 ? longestFirst.length : at;
};
class LongestFirst extends BaseSequencer {
  async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const bySize = await super.sort(files);
    return bySize.sort((a, b) => rank(a) - rank(b));
  }
}

// Every npm script, started as a user types it, against the builds `npm test` made
// (tests/scripts/everyScript.test.ts). Each file runs its probes one after the other, the files side
// by side, two at a time: most of a probe is waiting for a process, and only serving.ts uses the
// emulators' ports. Three files side by side, each with a build of its own, overran the hang guards
// on two cores.
export default defineConfig({
  resolve: { alias: { '@': path.resolve(import.meta.dirname) } },
  test: {
    include: ['tests/scripts/**/*.test.ts'],
    environment: 'node',
    maxWorkers: 2,
    sequence: { sequencer: LongestFirst },
    // Hang guards: a build in a fresh copy takes about 35 s here, `next dev`'s first page about 20 s.
    testTimeout: 240_000,
    hookTimeout: 60_000,
  },
});
