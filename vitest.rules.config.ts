import path from 'node:path';
import { defineConfig } from 'vitest/config';

// The Firestore security rules, against the real emulator (tests/rules/emulator.ts).
export default defineConfig({
  resolve: { alias: { '@': path.resolve(import.meta.dirname) } },
  test: {
    include: ['tests/rules/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/rules/globalSetup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
