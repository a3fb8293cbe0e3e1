import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { everyEnv, freshCopy, runToEnd } from './support';

/**
 * The build refuses a redirects file with a loop before it writes anything, naming the file and the
 * entry (docs/operators.md#redirects; lib/hosting/redirectRules.ts says what else it refuses).
 * `npm run build:server` takes the same step first (scripts/build.ts).
 */
it('npm run build refuses a loop in the redirects file, naming the entry, and writes nothing', async () => {
  const copy = freshCopy();
  const loop = [
    { from: '/help', to: '/faq' },
    { from: '/a', to: '/b' },
    { from: '/b', to: '/a' },
  ];
  writeFileSync(path.join(copy, 'moved.json'), JSON.stringify(loop));
  const { code, output } = await runToEnd('build', [], {
    cwd: copy,
    env: { ...everyEnv, REDIRECTS_FILE: 'moved.json' },
  });
  expect(code, output).toBe(1);
  expect(output).toContain(`${path.join(copy, 'moved.json')} is refused:`);
  expect(output).toContain('entry 2 {"from":"/a","to":"/b"}: a loop: /a → /b → /a');
  expect(output).toContain('entry 3 {"from":"/b","to":"/a"}: a loop: /de/b → /de/a → /de/b');
  expect(output).not.toContain('entry 1');
  for (const written of ['out', 'deploy', '.next-server', '.next'])
    expect(existsSync(path.join(copy, written)), written).toBe(false);
});
