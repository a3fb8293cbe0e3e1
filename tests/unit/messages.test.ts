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
// Texts that are the same in every language: the brand name alone.
const sameEverywhere = new Set(['Site.name']);

describe.each(localeTable.filter((l) => l.code !== 'en'))('messages/$code.json', ({ code }) => {
  const messages = new Map(flatten(load(code)));

  it('has every key of en.json and no other', () => {
    expect([...english.keys()].filter((key) => !messages.has(key))).toEqual([]);
    expect([...messages.keys()].filter((key) => !english.has(key))).toEqual([]);
  });

  it('leaves no English text in place', () => {
    const untranslated = [...english].filter(
      ([key, text]) => !sameEverywhere.has(key) && messages.get(key) === text && /[a-z]{3}/i.test(text),
    );
    expect(untranslated.map(([key]) => key)).toEqual([]);
  });

  it('keeps every placeholder', () => {
    for (const [key, text] of english) expect(placeholders(messages.get(key) ?? ''), key).toEqual(placeholders(text));
  });
});
