// @vitest-environment jsdom
import { texts } from './editorTexts';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ListTools } from '@/editor/ui/ListTools';
import { serverAnswering } from './fakeServer';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const list = { list: 'Faq.items', items: ['cost', 'privacy', 'cancel'], fields: ['question', 'answer'] };
const catalogue = { entries: [], lists: [list], legal: [] };

/** The FAQ's entries, as the page shows them, with what they give the editor back. */
function faq() {
  const onCatalogue = vi.fn();
  render(<ListTools list={list} legal={[]} onCatalogue={onCatalogue} />);
  const tools = screen.getByRole('region', { name: 'The entries of Faq.items, in the order the page shows them' });
  return {
    onCatalogue,
    status: () => within(tools).getByRole('status').textContent,
    entry: (item: string) => within(within(tools).getByText(item, { selector: 'code' }).closest('li')!),
    add: (item: string, after: string) => {
      fireEvent.change(within(tools).getByLabelText(texts.listId), { target: { value: item } });
      fireEvent.change(within(tools).getByLabelText(texts.listAfter), { target: { value: after } });
      fireEvent.change(within(tools).getByLabelText('question, in English'), { target: { value: 'Can I pause?' } });
      fireEvent.change(within(tools).getByLabelText('answer, in English'), { target: { value: 'Yes.' } });
      fireEvent.click(within(tools).getByRole('button', { name: texts.listAdd }));
    },
  };
}

describe('a list’s entries', () => {
  it('take a new entry after the one chosen, in English, and say the other languages lack it', async () => {
    const sent = serverAnswering([200, catalogue]);
    const { add, status, onCatalogue } = faq();
    add('pause-plan', 'cost');
    await vi.waitFor(() => expect(status()).toBe('Added. The other languages now lack it.'));
    expect(sent).toEqual([
      {
        url: '/api/list-add',
        body: {
          list: 'Faq.items',
          item: 'pause-plan',
          after: 'cost',
          texts: { question: 'Can I pause?', answer: 'Yes.' },
        },
      },
    ]);
    expect(onCatalogue).toHaveBeenCalledOnce();
  });

  it('say in words why a new entry was refused', async () => {
    serverAnswering([422, { error: 'Faq.items has an entry cost already.' }]);
    const { add, status, onCatalogue } = faq();
    add('cost', 'cancel');
    await vi.waitFor(() => expect(status()).toBe('That did not work: Faq.items has an entry cost already.'));
    expect(onCatalogue).not.toHaveBeenCalled();
  });

  it('move one place', async () => {
    const sent = serverAnswering([200, catalogue]);
    const { entry, status } = faq();
    expect(entry('cost').getByRole('button', { name: texts.listMoveUp })).toHaveProperty('disabled', true);
    fireEvent.click(entry('cost').getByRole('button', { name: texts.listMoveDown }));
    await vi.waitFor(() => expect(status()).toBe('Moved.'));
    expect(sent).toEqual([{ url: '/api/list-move', body: { list: 'Faq.items', item: 'cost', by: 1 } }]);
  });

  it('go once their removal is confirmed, from English alone', async () => {
    const sent = serverAnswering([200, catalogue]);
    const confirm = vi.fn().mockReturnValueOnce(false).mockReturnValueOnce(true);
    vi.stubGlobal('confirm', confirm);
    const { entry, status } = faq();
    fireEvent.click(entry('privacy').getByRole('button', { name: texts.listRemove }));
    expect(sent).toEqual([]);
    fireEvent.click(entry('privacy').getByRole('button', { name: texts.listRemove }));
    await vi.waitFor(() =>
      expect(status()).toBe('Removed from English. The other languages keep it until npm run i18n -- --prune.'),
    );
    expect(sent).toEqual([{ url: '/api/list-remove', body: { list: 'Faq.items', item: 'privacy' } }]);
    expect(confirm).toHaveBeenCalledWith(
      'Remove privacy from English? The other languages keep it until npm run i18n -- --prune.',
    );
  });
});
