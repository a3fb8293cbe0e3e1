import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { everyEnv, freshCopy, runToEnd } from './support';

/**
 * Both builds refuse a redirects file with a loop before they write anything, naming the file and
 * the entry (docs/operators.md#redirects; lib/hosting/redirectRules.ts says what else they refuse).
 */
it('npm run build and build:server refuse a loop in the redirects file, naming the entry, and write nothing', async () => {
  const copy = freshCopy();
  const loop = [
    { from: '/help', to: '/faq' },
    { from: '/a', to: '/b' },
    { from: '/b', to: '/a' },
  ];
  writeFileSync(path.join(copy, 'moved.json'), JSON.stringify(loop));
  for (const script of ['build', 'build:server']) {
    const { code, output } = await runToEnd(script, [], {
      cwd: copy,
      env: { ...everyEnv, REDIRECTS_FILE: 'moved.json' },
    });
    expect(code, output).toBe(1);
    expect(output).toContain(`${path.join(copy, 'moved.json')} is refused:`);
    expect(output).toContain('entry 2 {"from":"/a","to":"/b"}: a loop: /a → /b → /a');
    expect(output).toContain('entry 3 {"from":"/b","to":"/a"}: a loop: /de/b → /de/a → /de/b');
    expect(output).not.toContain('entry 1');
  }
  for (const written of ['out', 'deploy', '.next-server', '.next'])
    expect(existsSync(path.join(copy, written)), written).toBe(false);
});
