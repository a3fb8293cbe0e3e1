import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { listsOf, withEntry, withEntryMoved, withoutEntry } from '@/editor/domain/lists';
import { LIST_KEYS, namedEntries } from '@/lib/pages/lists';
import { flatten } from '@/scripts/i18n/catalog';
import { translated } from '@/scripts/i18n/records';
import { editorOver, statesOf, textsCopy } from './project';

// A copy of the texts: the lists' changes are computed from its files, then written there through the server.
const copy = textsCopy('lists');
const editor = await editorOver(copy);
afterAll(async () => {
  await editor.close();
  copy.remove();
});
const { dirs } = copy;
const en = JSON.parse(copy.read('en'));
const faq = Object.keys(en.Faq.items);
const itemsOf = (messages: Map<string, string>, list: string) => [
  ...new Set([...messages.keys()].filter((k) => k.startsWith(`${list}.`)).map((k) => k.split('.')[2])),
];

describe('the lists the editor changes', () => {
  it('are every list the pages read, with their entries and fields in English’s order', () => {
    const lists = listsOf(dirs);
    expect(lists.map(({ list }) => list)).toEqual([...LIST_KEYS]);
    expect(lists.find(({ list }) => list === 'Faq.items')).toEqual({
      list: 'Faq.items',
      items: faq,
      fields: ['question', 'answer'],
      // What the site links to stays (lib/pages/lists.ts): the editor offers no Remove for it.
      fixed: namedEntries()['Faq.items'],
    });
    expect(lists.find(({ list }) => list === 'Terms.sections')).toMatchObject({ legal: 'terms' });
  });

  it('add an entry where asked, keeping every other key where it was', () => {
    const texts = { question: 'Can I pause?', answer: 'Yes.' };
    const added = withEntry(dirs, { list: 'Faq.items', item: 'pause', after: faq[0], texts });
    expect(itemsOf(added, 'Faq.items')).toEqual([faq[0], 'pause', ...faq.slice(1)]);
    const keys = [...added.keys()];
    expect(keys.filter((k) => !k.startsWith('Faq.items.pause.'))).toEqual([...flatten(en).keys()]);
    expect(added.get('Faq.items.pause.answer')).toBe('Yes.');
    expect(itemsOf(withEntry(dirs, { list: 'Faq.items', item: 'pause', after: null, texts }), 'Faq.items').at(-1)).toBe(
      'pause',
    );
  });

  it('refuse a name taken or malformed, a text missing or broken, a list that is none', () => {
    const texts = { question: 'Q?', answer: 'A.' };
    expect(() => withEntry(dirs, { list: 'Faq.items', item: faq[0], after: null, texts })).toThrow('has an entry');
    expect(() => withEntry(dirs, { list: 'Faq.items', item: 'Pause It', after: null, texts })).toThrow('lowercase');
    expect(() => withEntry(dirs, { list: 'Faq.items', item: 'x', after: null, texts: { question: 'Q?' } })).toThrow(
      'Write its answer.',
    );
    expect(() =>
      withEntry(dirs, { list: 'Faq.items', item: 'x', after: null, texts: { ...texts, answer: '{oops' } }),
    ).toThrow('answer:');
    expect(() => withEntry(dirs, { list: 'Nav', item: 'x', after: null, texts })).toThrow(
      'Nav is no list of the site.',
    );
  });

  it('move an entry one place, and remove one, but never the last', () => {
    expect(itemsOf(withEntryMoved(dirs, { list: 'Faq.items', item: faq[0], by: 1 }), 'Faq.items')).toEqual([
      faq[1],
      faq[0],
      ...faq.slice(2),
    ]);
    expect(() => withEntryMoved(dirs, { list: 'Faq.items', item: faq[0], by: -1 })).toThrow('cannot move there');
    const free = faq.find((item) => !namedEntries()['Faq.items']!.includes(item))!;
    const removed = withoutEntry(dirs, { list: 'Faq.items', item: free });
    expect(itemsOf(removed, 'Faq.items')).toEqual(faq.filter((item) => item !== free));
    // What the code names stays: a removal would break the build or the page.
    expect(() => withoutEntry(dirs, { list: 'Privacy.sections', item: 'rights' })).toThrow('code names rights');
    expect(() => withoutEntry(dirs, { list: 'Faq.items', item: 'cost' })).toThrow('code names cost');
    expect(removed.size).toBe(withEntryMoved(dirs, { list: 'Faq.items', item: faq[0], by: 1 }).size - 2);
  });
});

// One entry's life, test after test: added, moved, removed; then a name taken.
describe('the lists, changed through the server', () => {
  const { post } = editor;
  const entries = () => Object.keys(JSON.parse(copy.read('en')).Faq.items);
  const question = 'Faq.items.pause-plan.question';
  const english = copy.read('en');

  it('take a new entry in English alone: the seven other languages lack it', async () => {
    const others = translated.map(copy.read);
    const texts = {
      question: 'Can I pause my plan?',
      answer: 'Yes. Your account keeps your plan until you come back.',
    };
    const added = await post('/api/list-add', { list: 'Faq.items', item: 'pause-plan', after: faq[0], texts });
    expect(added.status).toBe(200);
    expect(entries()).toEqual([faq[0], 'pause-plan', ...faq.slice(1)]);
    expect(copy.texts('en')[question]).toBe('Can I pause my plan?');
    expect(translated.map(copy.read)).toEqual(others);
    expect(statesOf(await added.json(), question)).toEqual(Object.fromEntries(translated.map((c) => [c, 'missing'])));
  });

  it('move an entry one place, and remove it: English is as it was', async () => {
    const moved = await post('/api/list-move', { list: 'Faq.items', item: 'pause-plan', by: 1 });
    expect(moved.status).toBe(200);
    expect(entries()).toEqual([faq[0], faq[1], 'pause-plan', ...faq.slice(2)]);
    expect((await post('/api/list-remove', { list: 'Faq.items', item: 'pause-plan' })).status).toBe(200);
    expect(entries()).toEqual(faq);
    expect(copy.read('en')).toBe(english);
  });

  it('refuse a name already taken, and write nothing', async () => {
    const texts = { question: 'Again?', answer: 'Again.' };
    const taken = await post('/api/list-add', { list: 'Faq.items', item: faq[0], after: null, texts });
    expect([taken.status, await taken.json()]).toEqual([422, { error: `Faq.items has an entry ${faq[0]} already.` }]);
    expect(copy.read('en')).toBe(english);
  });

  it('remove an entry from every language, with its records, and leave the rest of each file as it was', async () => {
    const named = namedEntries()['Faq.items'] ?? [];
    const item = faq.find((name) => !named.includes(name))!;
    const prefix = `Faq.items.${item}.`;
    const withoutItem = (texts: Record<string, string>) =>
      Object.fromEntries(Object.entries(texts).filter(([key]) => !key.startsWith(prefix)));
    // A text of it once left as in English, by a reason on record.
    const sameFile = path.join(dirs.records, 'same-as-english.json');
    const same = JSON.parse(readFileSync(sameFile, 'utf8'));
    same.de = { ...same.de, [`${prefix}question`]: 'A name, the same in German.' };
    writeFileSync(sameFile, `${JSON.stringify(same, null, 2)}\n`);
    const before = Object.fromEntries(translated.map((code) => [code, copy.texts(code)]));
    expect(Object.keys(before.de).some((key) => key.startsWith(prefix))).toBe(true);
    expect((await post('/api/list-remove', { list: 'Faq.items', item })).status).toBe(200);
    for (const code of translated) {
      // The same texts in the same order, the entry's alone gone.
      expect(Object.entries(copy.texts(code))).toEqual(Object.entries(withoutItem(before[code])));
      const reviewed = JSON.parse(readFileSync(path.join(dirs.records, 'reviewed', `${code}.json`), 'utf8'));
      expect(Object.keys(reviewed).filter((key) => key.startsWith(prefix))).toEqual([]);
    }
    expect(Object.keys(JSON.parse(readFileSync(sameFile, 'utf8')).de ?? {})).not.toContain(`${prefix}question`);
  });
});
