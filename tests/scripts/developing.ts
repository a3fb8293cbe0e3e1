/**
 * What an engineer types: the dev server and the formatter in a fresh copy, the benchmark on a
 * copy of the builds, the lock check on the project.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import { createTranslator } from 'next-intl';
import { projectRoot } from '../support/projectFiles';
import { type Probe, everyEnv, freshCopy, runToEnd, serveOnce } from './support';

export const developingProbes: Record<string, Probe> = {
  async dev() {
    // `next dev` writes its own folder: in a copy, so the project's builds stay as they are. As on
    // a fresh clone, without the product API's address: the FAQ, built for this machine, says what
    // its contact form waits for.
    const { status, body } = await serveOnce('dev', '/de/faq', {
      cwd: freshCopy(),
      env: { NEXT_PUBLIC_API_BASE_URL: '' },
    });
    expect(status).toBe(200);
    expect(body).toContain('<html lang="de"');
    const de = createTranslator({
      locale: 'de',
      messages: JSON.parse(readFileSync(path.join(projectRoot, 'messages/de.json'), 'utf8')),
    });
    expect(body).toContain(de('Faq.contactNeedsApi', { setting: 'NEXT_PUBLIC_API_BASE_URL' }));
    expect(body).not.toContain('data-island="contact-form"');
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
    expect(output).toContain('functions/package-lock.json holds the versions the tests run the functions on');
  },
};
