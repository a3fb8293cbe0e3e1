import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildFreshness, UNFINISHED_MARKER } from '../../../../scripts/lib/buildFreshness';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A project whose out/ holds a build stamped `timestamp`, with a message file changed at `changed`. */
function project({ timestamp = Date.now(), changed = Date.now() - 60_000, latest = true } = {}) {
  const root = mkdtempSync(path.join(tmpdir(), 'slimstart-freshness-'));
  dirs.push(root);
  mkdirSync(path.join(root, 'out/builds'), { recursive: true });
  mkdirSync(path.join(root, 'messages'));
  writeFileSync(path.join(root, 'out/index.html'), '<!doctype html>');
  if (latest) writeFileSync(path.join(root, 'out/builds/latest.json'), JSON.stringify({ id: 'b', timestamp }));
  const messages = path.join(root, 'messages/en.json');
  writeFileSync(messages, '{}');
  utimesSync(messages, new Date(changed), new Date(changed));
  return root;
}

describe('the build in out/', () => {
  it('is fresh when nothing changed after it began, stale when a text did', () => {
    expect(buildFreshness(project(), '').state).toBe('missing');
    const root = project();
    expect(buildFreshness(root, path.join(root, 'out')).state).toBe('fresh');
    const edited = project({ changed: Date.now() + 60_000 });
    expect(buildFreshness(edited, path.join(edited, 'out'))).toMatchObject({
      state: 'stale',
      file: 'messages/en.json',
    });
  });

  it('is unfinished while a build of it has not reached its last step, however whole it looks', () => {
    const root = project();
    writeFileSync(path.join(root, UNFINISHED_MARKER), 'b\n');
    expect(buildFreshness(root, path.join(root, 'out')).state).toBe('unfinished');
    // Another folder (npm test's out-analytics/) is no build of out/: the mark says nothing of it.
    mkdirSync(path.join(root, 'elsewhere/builds'), { recursive: true });
    writeFileSync(path.join(root, 'elsewhere/builds/latest.json'), JSON.stringify({ id: 'b', timestamp: Date.now() }));
    expect(buildFreshness(root, path.join(root, 'elsewhere')).state).toBe('fresh');
  });

  it('is unfinished with files but no builds/latest.json, and missing when empty', () => {
    const root = project({ latest: false });
    expect(buildFreshness(root, path.join(root, 'out')).state).toBe('unfinished');
    rmSync(path.join(root, 'out'), { recursive: true });
    mkdirSync(path.join(root, 'out'));
    expect(buildFreshness(root, path.join(root, 'out')).state).toBe('missing');
  });
});
