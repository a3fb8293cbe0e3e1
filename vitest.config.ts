import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '@': path.resolve(import.meta.dirname) } },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
    // A guard against a hang, not a measure of speed (timings go to npm run bench): CI runs the unit
    // tests beside lint and the rules' emulators on two cores, where a test that starts a server or
    // git takes six times what it takes on a quiet machine (the editor's server test: 1.2 s, then 7.1 s).
    testTimeout: 30_000,
    // Both cores: Vitest's default leaves one free (one worker on two cores), and the files are
    // independent (each in its own process). 90 s -> 57 s alone here (docs/architecture.md#the-suites-time).
    maxWorkers: 2,
  },
});
