/**
 * The settings every command reads, one way (docs/operators.md#configuration): what the shell sets,
 * then the .env files Next.js reads for the command's mode, never overriding the shell. Each command
 * loads them before any of its modules runs (package.json: `tsx --import ./scripts/settings/…`), since
 * modules read settings as they load (lib/i18n/locales.ts reads LOCALES). Tests that import a
 * command's functions load none.
 */
import nextEnv from '@next/env';
import { root } from '../lib/paths';

/** The environment as the shell gave it, before any .env file was read. */
export const shellEnv: NodeJS.ProcessEnv = { ...process.env };

/**
 * Reads the .env files of `mode` into process.env, as Next.js does for it: `next dev` reads
 * `.env.development.local`, `.env.local`, `.env.development` and `.env`; a build or `next start` the
 * same with `production` (Next.js's own order, the first one found winning). Quietly: which files
 * were read is said by the command where it matters.
 */
export function loadSettings(mode: 'development' | 'production'): string[] {
  const quiet = { info: () => {}, error: console.error };
  const { loadedEnvFiles } = nextEnv.loadEnvConfig(root, mode === 'development', quiet, true);
  return loadedEnvFiles.map((file) => file.path);
}
