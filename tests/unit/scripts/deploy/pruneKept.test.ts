import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { KEPT_BUILDS, pruneKept } from '../../../../scripts/deploy/kept';

const keptRoot = mkdtempSync(path.join(tmpdir(), 'slimstart-kept-'));
afterAll(() => rmSync(keptRoot, { recursive: true, force: true }));

/** A kept build made `minutes` after the first. */
function kept(id: string, minutes: number) {
  mkdirSync(path.join(keptRoot, id, 'site'), { recursive: true });
  const at = new Date(Date.UTC(2026, 10, 1) + minutes * 60_000).toISOString();
  writeFileSync(path.join(keptRoot, id, 'preview.json'), JSON.stringify({ id, host: 'netlify', at }));
}

it('keeps the newest builds and the one built ahead of a legal version’s day, and says which went', () => {
  for (let i = 0; i < KEPT_BUILDS + 3; i++) kept(`b${String(i).padStart(2, '0')}`, i);
  writeFileSync(path.join(keptRoot, 'ahead.json'), JSON.stringify({ day: '2026-12-01', build: 'b00' }));
  const said: string[] = [];
  expect(pruneKept(keptRoot, (line) => said.push(line))).toEqual(['b02', 'b01']);
  expect(readdirSync(keptRoot).sort()).toEqual(
    [
      'ahead.json',
      'b00',
      ...Array.from({ length: KEPT_BUILDS }, (_, i) => `b${String(i + 3).padStart(2, '0')}`),
    ].sort(),
  );
  expect(said).toEqual([`Removed the 2 kept build(s) older than the ${KEPT_BUILDS} newest: b02, b01.`]);
  expect(pruneKept(keptRoot, (line) => said.push(line))).toEqual([]);
  expect(said).toHaveLength(1);
});
