import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { localeStatus } from '@/scripts/i18n/catalog';
import { everyLocale as servedLocaleTable } from '@/lib/i18n/locales';
import { markets, sectionParts } from '@/lib/markets';
import { englishOf, projectDirs, sameAsEnglishOf, translationOf } from '@/scripts/i18n/records';

// The same checks as `npm run i18n`, which also names stale translations; texts rightly the same
// as in English are listed, with the reason, in i18n/same-as-english.json.
const allowed = sameAsEnglishOf(projectDirs);

describe.each(servedLocaleTable.filter((l) => l.code !== 'en'))('the messages of $code', ({ code, market }) => {
  const english = englishOf(projectDirs, code);
  const status = localeStatus(english, translationOf(projectDirs, code), allowed);

  it('has every key of en.json, its own market’s sections only of those (lib/markets.ts), and no other', () => {
    for (const other of Object.keys(markets).filter((m) => m !== market)) {
      expect([...english.keys()].filter((key) => key.startsWith(`Markets.${other}.`))).toEqual([]);
    }
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
  expect(json.sort()).toEqual(servedLocaleTable.map((l) => `${l.code}.json`).sort());
  expect(readdirSync('messages', { withFileTypes: true }).filter((entry) => entry.isDirectory())).toEqual([]);
});

// Each market's own sections (lib/markets.ts) exist in English, the source, and nothing else is there.
it('has, in en.json, every section each market’s law asks for, and no section no market declares', () => {
  const english = englishOf(projectDirs);
  const declared = Object.entries(markets).flatMap(([market, { sections }]) =>
    sections.flatMap((section) => sectionParts(section).map((part) => `Markets.${market}.${section.id}.${part}`)),
  );
  expect([...english.keys()].filter((key) => key.startsWith('Markets.')).sort()).toEqual(declared.sort());
});
