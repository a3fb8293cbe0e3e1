import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

// @see https://nextjs.org/docs/app/api-reference/config/eslint
export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores([
    '.next/**',
    '.next-server/**',
    'out/**',
    'out-analytics/**',
    'deploy/**',
    'screenshots/**',
    'next-env.d.ts',
    'messages/*.d.json.ts',
    'test-results/**',
  ]),
]);
