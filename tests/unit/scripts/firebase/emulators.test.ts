import { chmodSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findJava, javaMissing } from '../../../../scripts/firebase/emulators';

/** A `java` that answers `-version` as the given release does (on stderr, as Java does). */
function fakeJava(version: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'java-'));
  mkdirSync(path.join(dir, 'bin'));
  const java = path.join(dir, 'bin', 'java');
  writeFileSync(java, `#!/bin/sh\necho 'openjdk version "${version}" 2025-04-15' >&2\n`);
  chmodSync(java, 0o755);
  return java;
}

describe('the Java the emulators run on', () => {
  it('is the first of version 21 or newer, whose folder goes first on PATH', () => {
    const old = fakeJava('17.0.15');
    const current = fakeJava('25.0.3');
    expect(findJava([old, current])).toEqual({ bin: path.dirname(current) });
    const oldest = fakeJava('21');
    expect(findJava([oldest, current])).toEqual({ bin: path.dirname(oldest) });
  });

  it('is missing when every Java is older, and the message names them and what to install', () => {
    const [seventeen, eight] = [fakeJava('17.0.15'), fakeJava('1.8.0_412')];
    const found = findJava([seventeen, eight, '/no/such/java']);
    expect(found).toEqual({ found: `Java 17 at ${seventeen}, Java 8 at ${eight}` });
    expect(javaMissing('Java 17 at /usr/bin/java')).toBe(
      'The Firebase emulators need Java 21 or newer, first on PATH or in JAVA_HOME (found Java 17 at /usr/bin/java). ' +
        'Install a JDK or JRE 21+ (Eclipse Temurin, or your system’s openjdk-21 package) and start again.',
    );
  });
});
