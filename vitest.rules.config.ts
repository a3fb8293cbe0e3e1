import path from 'node:path';
import { defineConfig } from 'vitest/config';

// The Firestore security rules, the Cloud Functions and the site's own Firebase calls (tests/firebase/),
// against the real emulator suite (tests/rules/emulator.ts, tests/rules/globalSetup.ts).
export default defineConfig({
  resolve: { alias: { '@': path.resolve(import.meta.dirname) } },
  test: {
    include: ['tests/rules/**/*.test.ts', 'tests/functions/**/*.test.ts', 'tests/firebase/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/rules/globalSetup.ts'],
    setupFiles: ['tests/functions/adminEnvironment.ts'],
    // The files load different rules into the one emulator project: one file at a time.
    fileParallelism: false,
    testTimeout: 20_000,
    hookTimeout: 120_000,
  },
});
