import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { localeTable } from '@/lib/i18n/locales';

type Tree = { [key: string]: string | Tree };
const load = (code: string): Tree => JSON.parse(readFileSync(`messages/${code}.json`, 'utf8'));
const flatten = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[prefix + key, value] as [string, string]] : flatten(value, `${prefix}${key}.`),
  );

const english = new Map(flatten(load('en')));
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)/g)].map((m) => m[1]).sort();
// Texts that are rightly the same as in English: the brand name everywhere, and words that the
// language shares with English (each checked by hand).
const sameEverywhere = new Set(['Site.name']);
const sameInLanguage: Record<string, string[]> = {
  fr: ['Privacy.sections.contact.title', 'Terms.sections.contact.title'],
};

describe.each(localeTable.filter((l) => l.code !== 'en'))('messages/$code.json', ({ code }) => {
  const messages = new Map(flatten(load(code)));

  it('has every key of en.json and no other', () => {
    expect([...english.keys()].filter((key) => !messages.has(key))).toEqual([]);
    expect([...messages.keys()].filter((key) => !english.has(key))).toEqual([]);
  });

  it('leaves no English text in place', () => {
    const untranslated = [...english].filter(
      ([key, text]) =>
        !sameEverywhere.has(key) &&
        !sameInLanguage[code]?.includes(key) &&
        messages.get(key) === text &&
        /[a-z]{3}/i.test(text),
    );
    expect(untranslated.map(([key]) => key)).toEqual([]);
  });

  it('keeps every placeholder', () => {
    for (const [key, text] of english) expect(placeholders(messages.get(key) ?? ''), key).toEqual(placeholders(text));
  });
});
