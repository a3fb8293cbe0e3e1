import { vi } from 'vitest';

/** The settings of a build's analytics, cleared before each test sets its own. */
const analyticsSettings = ['NEXT_PUBLIC_GA_ID', 'NEXT_PUBLIC_PLAUSIBLE_DOMAIN', 'NEXT_PUBLIC_PLAUSIBLE_HOST'];

/**
 * A module of lib/analytics as a build with exactly these analytics settings reads it (undo with
 * `vi.unstubAllEnvs()`).
 */
export async function analyticsModuleWith<T>(env: Record<string, string>, load: () => Promise<T>): Promise<T> {
  vi.resetModules();
  for (const name of analyticsSettings) vi.stubEnv(name, '');
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  return load();
}

/** lib/analytics/markets.ts as a build with these settings reads it. */
export const marketsWith = (env: Record<string, string>) =>
  analyticsModuleWith(env, () => import('@/lib/analytics/markets'));
