import { describe, expect, it } from 'vitest';
import { type Lock, workspaceLock } from '@/scripts/firebase/functionsLock';

const root = (packages: Lock['packages']): Lock => ({ name: 'site', lockfileVersion: 3, packages });

describe('the functions’ lock file, from the project’s', () => {
  const lock = root({
    '': { name: 'site', workspaces: ['functions'], dependencies: { react: '19.0.0' } },
    functions: { name: 'fns', dependencies: { admin: '1.0.0' } },
    'node_modules/react': { version: '19.0.0' },
    'node_modules/admin': {
      version: '1.0.0',
      integrity: 'sha512-a',
      dev: true,
      license: 'MIT',
      dependencies: { util: '^2.0.0', shared: '1.0.0' },
      optionalDependencies: { store: '1.0.0', native: '1.0.0' },
      peerDependencies: { app: '*', functionsSdk: '*' },
      peerDependenciesMeta: { app: { optional: true } },
    },
    // The version admin needs, beside the root's other one.
    'node_modules/admin/node_modules/util': { version: '2.0.0' },
    'node_modules/util': { version: '1.0.0' },
    'node_modules/shared': { version: '1.0.0', optional: true, dependencies: { util: '1.0.0' } },
    'node_modules/store': { version: '1.0.0', integrity: 'sha512-s', license: 'ISC', dependencies: { shared: '1.0.0', deep: '1.0.0' } },
    'node_modules/deep': { version: '1.0.0' },
    'node_modules/app': { version: '1.0.0' },
    'node_modules/functionsSdk': { version: '1.0.0', peer: true },
  });

  it('holds what the workspace reaches, found as Node finds it, at the root’s versions, and nothing else', () => {
    const { packages } = workspaceLock(lock);
    expect(Object.keys(packages)).toEqual([
      '',
      'node_modules/admin',
      'node_modules/admin/node_modules/util',
      'node_modules/deep',
      'node_modules/functionsSdk',
      'node_modules/shared',
      'node_modules/store',
      'node_modules/util',
    ]);
    expect(packages['']).toEqual({ name: 'fns', dependencies: { admin: '1.0.0' } });
  });

  it('marks optional what only optional dependencies reach, and drops the root’s own marks', () => {
    const { packages } = workspaceLock(lock);
    expect(packages['node_modules/admin']).not.toHaveProperty('dev');
    // Reached by a required edge too: required, though the root called it optional.
    expect(packages['node_modules/shared']).not.toHaveProperty('optional');
    expect(packages['node_modules/functionsSdk']).not.toHaveProperty('peer');
    expect(Object.keys(packages['node_modules/store'])).toEqual(['version', 'integrity', 'license', 'optional', 'dependencies']);
    expect(packages['node_modules/deep']).toEqual({ version: '1.0.0', optional: true });
  });

  it('refuses a lock without the workspace, a missing required package, or packages inside the workspace', () => {
    expect(() => workspaceLock(root({ '': {} }))).toThrow('holds no workspace "functions"');
    const missing = root({ '': {}, functions: { name: 'fns', dependencies: { gone: '1.0.0' } } });
    expect(() => workspaceLock(missing)).toThrow('has no gone, which functions needs');
    const nested = root({ '': {}, functions: { name: 'fns' }, 'functions/node_modules/x': { version: '1.0.0' } });
    expect(() => workspaceLock(nested)).toThrow('installs packages inside functions/');
  });
});
