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

/** A file the settings came from, and what Next.js's own parser read in it. */
export interface SettingsFile {
  path: string;
  env: Record<string, string | undefined>;
}

/** The files the command's settings were read from (empty until `loadSettings`). */
export const settingsFiles: SettingsFile[] = [];

/**
 * Reads the .env files of `mode` into process.env, as Next.js does for it: `next dev` reads
 * `.env.development.local`, `.env.local`, `.env.development` and `.env`; a build or `next start` the
 * same with `production` (Next.js's own order, the first one found winning). Whatever NODE_ENV says:
 * under `test` (a test runner's), Next.js would read `.env.test*` instead, which no build reads.
 */
export function loadSettings(mode: 'development' | 'production'): void {
  const env = process.env as Record<string, string | undefined>;
  const testing = env.NODE_ENV === 'test';
  if (testing) delete env.NODE_ENV;
  try {
    const quiet = { info: () => {}, error: console.error };
    const { loadedEnvFiles } = nextEnv.loadEnvConfig(root, mode === 'development', quiet, true);
    settingsFiles.push(...loadedEnvFiles.map(({ path, env }) => ({ path, env })));
  } finally {
    if (testing) env.NODE_ENV = 'test';
  }
}

/**
 * The Node.js flags of a child process of this one, without the settings' `--import`: the child
 * reads its own (the editor's preview, `next dev`, reads the development files).
 */
export function withoutSettingsImport(execArgv: readonly string[]): string[] {
  const kept: string[] = [];
  for (let i = 0; i < execArgv.length; i++) {
    if (execArgv[i] === '--import' && /scripts\/settings\//.test(execArgv[i + 1] ?? '')) i++;
    else if (!/^--import=.*scripts\/settings\//.test(execArgv[i])) kept.push(execArgv[i]);
  }
  return kept;
}
