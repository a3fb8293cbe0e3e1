import path from 'node:path';
import { defineConfig } from 'vitest/config';

// Every npm script, started as a user types it, against the builds `npm test` made
// (tests/scripts/npmScripts.test.ts). The scripts start servers on fixed ports (the emulators):
// one file at a time.
export default defineConfig({
  resolve: { alias: { '@': path.resolve(import.meta.dirname) } },
  test: {
    include: ['tests/scripts/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    // Hang guards: a build in a fresh copy takes about 35 s here, `next dev`'s first page about 20 s.
    testTimeout: 240_000,
    hookTimeout: 60_000,
  },
});
