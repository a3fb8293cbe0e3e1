import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../support/projectFiles';

// `npm run lint` runs knip with knip.json: an export that only tests import is unused, because
// only app/, components/, lib/, proxy.ts and scripts/ count. Proved on a small project of its own.
const dir = mkdtempSync(path.join(tmpdir(), 'knip-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function write(file: string, text: string) {
  mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  writeFileSync(path.join(dir, file), text);
}

describe('the unused-exports check', () => {
  it('counts only what the product imports, never the tests', () => {
    cpSync(path.join(projectRoot, 'knip.json'), path.join(dir, 'knip.json'));
    write('package.json', JSON.stringify({ name: 'fixture', private: true, type: 'module' }));
    write('lib/feature.ts', 'export const used = 1;\nexport const onlyForTests = 2;\n');
    write('scripts/main.ts', "import { used } from '../lib/feature';\nconsole.log(used);\n");
    write('tests/feature.test.ts', "import { onlyForTests } from '../lib/feature';\nconsole.log(onlyForTests);\n");
    const knip = path.join(projectRoot, 'node_modules', '.bin', 'knip');
    const run = spawnSync(knip, [], { cwd: dir, encoding: 'utf8' });
    expect(run.status, run.stdout + run.stderr).not.toBe(0);
    expect(run.stdout).toContain('onlyForTests');
    expect(run.stdout).not.toMatch(/\bused\b/);
  }, 60_000);
});
