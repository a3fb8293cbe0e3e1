import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { listsOf, withEntry, withEntryMoved, withoutEntry } from '@/editor/domain/lists';
import { LIST_KEYS, namedEntries } from '@/lib/pages/lists';
import { flatten } from '@/scripts/i18n/catalog';
import { projectRoot } from '../../support/projectFiles';

// A copy of the texts: the lists' changes are computed from the files, never written here.
const root = mkdtempSync(path.join(tmpdir(), 'editor-lists-'));
cpSync(path.join(projectRoot, 'messages'), path.join(root, 'messages'), { recursive: true });
afterAll(() => rmSync(root, { recursive: true, force: true }));
const dirs = { messages: path.join(root, 'messages'), records: path.join(root, 'i18n'), translations: root };
const en = JSON.parse(readFileSync(path.join(root, 'messages', 'en.json'), 'utf8'));
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
