import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { englishHash } from '@/scripts/i18n/catalog';
import { englishOf, markLocaleReviewed, writeAtomically, type Dirs } from '@/scripts/i18n/records';

// A temporary copy of messages/ and i18n/, never the real files.
let dirs: Dirs;
beforeEach(() => {
  const root = mkdtempSync(path.join(tmpdir(), 'records-'));
  dirs = {
    messages: path.join(root, 'messages'),
    records: path.join(root, 'i18n'),
    translations: path.join(root, 't'),
  };
  cpSync('messages', dirs.messages, { recursive: true });
  cpSync('i18n', dirs.records, { recursive: true });
});
afterEach(() => rmSync(path.dirname(dirs.messages), { recursive: true, force: true }));

const record = (code: string) => JSON.parse(readFileSync(path.join(dirs.records, 'reviewed', `${code}.json`), 'utf8'));

describe('the translators’ records', () => {
  it('mark a key reviewed against the English it was checked with', () => {
    writeAtomically(path.join(dirs.records, 'reviewed', 'de.json'), '{}\n');
    const { refused, marked } = markLocaleReviewed(dirs, 'de', ['Nav.faq']);
    expect(refused).toEqual([]);
    expect(marked).toEqual(['Nav.faq']);
    expect(record('de')).toEqual({ 'Nav.faq': englishHash(englishOf(dirs).get('Nav.faq')!) });
  });

  it('write nothing when one key is refused', () => {
    const before = readFileSync(path.join(dirs.records, 'reviewed', 'de.json'), 'utf8');
    const { refused } = markLocaleReviewed(dirs, 'de', ['Nav.faq', 'No.such.key']);
    expect(refused).toEqual(['No.such.key: English has no such key']);
    expect(readFileSync(path.join(dirs.records, 'reviewed', 'de.json'), 'utf8')).toBe(before);
  });

  it('replace a file whole, leaving no temporary file beside it', () => {
    const file = path.join(dirs.records, 'note.json');
    writeAtomically(file, '{"a": 1}\n');
    writeAtomically(file, '{"a": 2}\n');
    expect(readFileSync(file, 'utf8')).toBe('{"a": 2}\n');
    expect(readdirSync(dirs.records).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });
});
