import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { localeStatus } from '@/scripts/i18n/catalog';
import { localeTable } from '@/lib/i18n/locales';
import { englishOf, projectDirs, sameAsEnglishOf, translationOf } from '@/scripts/i18n';

// The same checks as `npm run i18n`, which also names stale translations; texts rightly the same
// as in English are listed, with the reason, in i18n/same-as-english.json.
const english = englishOf(projectDirs);
const allowed = sameAsEnglishOf(projectDirs);

describe.each(localeTable.filter((l) => l.code !== 'en'))('messages/$code.json', ({ code }) => {
  const status = localeStatus(english, translationOf(projectDirs, code), allowed);

  it('has every key of en.json and no other', () => {
    expect(status.missing).toEqual([]);
    expect(status.extra).toEqual([]);
  });

  it('leaves no English text in place', () => {
    expect(status.sameAsEnglish).toEqual([]);
  });

  it('keeps every placeholder, tag and plural category', () => {
    expect(Object.fromEntries(status.icu)).toEqual({});
  });
});

// lib/i18n/request.ts imports `messages/${locale}.json`, so the bundler takes in every JSON file
// there: anything else belongs in i18n/.
it('messages/ holds one JSON file per locale and nothing else of the kind', () => {
  const json = readdirSync('messages').filter((name) => name.endsWith('.json'));
  expect(json.sort()).toEqual(localeTable.map((l) => `${l.code}.json`).sort());
  expect(readdirSync('messages', { withFileTypes: true }).filter((entry) => entry.isDirectory())).toEqual([]);
});
