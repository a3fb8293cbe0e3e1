import { describe, expect, it } from 'vitest';
import { readDeployArgs, readFlags } from '../../../../scripts/deploy/args';

describe('npm run deploy’s arguments', () => {
  it('reads a preview, and a promote of one build id, with or without a rebuild', () => {
    expect(readDeployArgs(['--host', 'netlify', '--preview']).mode).toEqual({ kind: 'preview' });
    expect(readDeployArgs(['--promote', 'mih3x9k0-a1b2c3']).mode).toEqual({
      kind: 'promote',
      build: 'mih3x9k0-a1b2c3',
      rebuild: false,
    });
    const promote = readDeployArgs(['--promote=mih3x9k0-a1b2c3', '--rebuild', '--dry-run']);
    expect(promote).toMatchObject({ mode: { rebuild: true }, dryRun: true, hostNamed: false, extra: [] });
  });

  it('refuses flags that do not go together, and a promote without its build id', () => {
    expect(() => readDeployArgs(['--preview', '--promote', 'abc'])).toThrow(
      /--preview and --promote do not go together/,
    );
    expect(() => readDeployArgs(['--rebuild'])).toThrow(/--rebuild goes with --promote <build id> only/);
    expect(() => readDeployArgs(['--promote', '--dry-run'])).toThrow(/--promote needs a value/);
    expect(() => readDeployArgs(['--promote', '../out'])).toThrow(/names no build id/);
    expect(() => readDeployArgs(['--preview=yes'])).toThrow(/--preview takes no value/);
  });

  it('leaves every other argument to firebase deploy, and reads a flag table of another’s', () => {
    // The table is the one place a flag is added (issue 55 b adds --if-due so).
    const { flags, extra } = readFlags(['--if-due', '--debug', '--only=x'], { '--if-due': 'switch' });
    expect(flags).toEqual({ '--if-due': true });
    expect(extra).toEqual(['--debug', '--only=x']);
  });
});
