import { describe, expect, it } from 'vitest';
import { missingOptional } from '../../../scripts/lock';

describe('npm run lock', () => {
  it('finds the optional packages an entry names that the lock does not hold', () => {
    const packages = {
      '': { name: 'site' },
      'node_modules/next': {
        version: '16.4.6',
        optionalDependencies: { '@next/swc-linux-x64-gnu': '16.4.6', '@next/swc-darwin-arm64': '16.4.6' },
      },
      'node_modules/@next/swc-linux-x64-gnu': { version: '16.4.6', optional: true },
      'node_modules/a/node_modules/b': { version: '1.0.0', optionalDependencies: { c: '2.0.0' } },
      'node_modules/a/node_modules/c': { version: '2.0.0' },
    };
    expect([...missingOptional(packages)]).toEqual([
      ['node_modules/@next/swc-darwin-arm64', { name: '@next/swc-darwin-arm64', version: '16.4.6' }],
    ]);
  });
});
