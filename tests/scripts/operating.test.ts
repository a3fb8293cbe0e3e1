/**
 * What an operator types, in a fresh copy of the project: the build with the settings and files an
 * operator adds (docs/operators.md).
 */
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { everyEnv, freshCopy, runToEnd } from './support';

it('npm run build stops, before building anything, at app rules that could reach what the site owns', async () => {
  const dir = freshCopy();
  writeFileSync(
    path.join(dir, 'firestore.app.rules'),
    'match /{document=**} {\n  allow read, write: if request.auth != null;\n}\n',
  );
  const { code, output } = await runToEnd('build', [], { cwd: dir, env: everyEnv });
  expect(code).not.toBe(0);
  expect(output).toMatch(/firestore\.app\.rules cannot stand beside the site's rules/);
  expect(output).toContain('match /{document=**} can match users/{uid}');
  expect(existsSync(path.join(dir, 'out'))).toBe(false);
});
