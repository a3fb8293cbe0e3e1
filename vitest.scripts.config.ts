import path from 'node:path';
import { defineConfig } from 'vitest/config';

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
    // Hang guards: a build in a fresh copy takes about 35 s here, `next dev`'s first page about 20 s.
    testTimeout: 240_000,
    hookTimeout: 60_000,
  },
});
