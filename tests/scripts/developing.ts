/**
 * What an engineer types: the dev server and the formatter in a fresh copy, the benchmark on a
 * copy of the builds, the lock check on the project.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import { type Probe, everyEnv, freshCopy, runToEnd, serveOnce } from './support';

export const developingProbes: Record<string, Probe> = {
  async dev() {
    // `next dev` writes its own folder: in a copy, so the project's builds stay as they are.
    const { status, body } = await serveOnce('dev', '/de/faq', { cwd: freshCopy() });
    expect(status).toBe(200);
    expect(body).toContain('<html lang="de"');
  },

  async bench() {
    const dir = freshCopy({ withBuild: true });
    const { code, output } = await runToEnd('bench', ['--only', 'size'], { cwd: dir, env: everyEnv });
    expect(code, output).toBe(0);
    expect(output).toMatch(/first-load JS \/faq \(KiB gzip\)\s+\d/);
    expect(existsSync(path.join(dir, 'reports/bench-history.jsonl'))).toBe(true);
  },

  async format() {
    const { code, output } = await runToEnd('format', [], { cwd: freshCopy(), env: everyEnv });
    expect(code, output).toBe(0);
  },

  async lock() {
    const { code, output } = await runToEnd('lock', ['--check'], { env: everyEnv });
    expect(code, output).toBe(0);
    expect(output).toContain('package-lock.json holds every platform’s packages');
  },
};
