import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json' with { type: 'json' };
import { projectRoot } from '../support/projectFiles';

/**
 * docs/claims.md maps every feature the home page and the FAQ promise to the test that tries it:
 * a claim added to the texts without its row, or a row naming a test that is gone, fails here.
 */
const claims = readFileSync(path.join(projectRoot, 'docs/claims.md'), 'utf8');
const rows = claims.split('\n').filter((line) => line.startsWith('| `'));
const claimOf = (row: string) => row.match(/^\| `([^`]+)`/)![1];

describe('docs/claims.md', () => {
  it('has a row for every claim of the home page and the FAQ', () => {
    const keys = [
      ...Object.keys(en.Home.how).map((key) => `Home.how.${key}`),
      ...Object.keys(en.Home.features).map((key) => `Home.features.${key}`),
      ...Object.keys(en.Faq.items).map((key) => `Faq.items.${key}`),
    ];
    const listed = new Set(rows.map(claimOf));
    expect(keys.filter((key) => !listed.has(key))).toEqual([]);
    expect([...listed].filter((key) => !keys.includes(key) && key !== 'Home.app.features.*')).toEqual([]);
  });

  it('names only tests that exist', () => {
    const named = rows.flatMap((row) => [...row.matchAll(/`(tests\/[^`]+)`/g)].map((match) => match[1]));
    expect(named.length).toBeGreaterThan(20);
    expect(named.filter((file) => !existsSync(path.join(projectRoot, file)))).toEqual([]);
  });
});
