import path from 'node:path';
import { defineConfig } from 'vitest/config';

// The Firestore security rules, against the real emulator (tests/rules/emulator.ts).
export default defineConfig({
  resolve: { alias: { '@': path.resolve(import.meta.dirname) } },
  test: {
    include: ['tests/rules/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/rules/globalSetup.ts'],
    // The files load different rules into the one emulator project: one file at a time.
    fileParallelism: false,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
