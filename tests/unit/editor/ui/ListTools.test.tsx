// @vitest-environment jsdom
import { texts } from './editorTexts';
import { cleanup, fireEvent, render, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ListTools } from '@/editor/ui/ListTools';
import { serverAnswering } from './fakeServer';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const list = {
  list: 'Faq.items',
  items: ['cost', 'privacy', 'cancel'],
  fields: ['question', 'answer'],
  fixed: ['cancel'],
};
const catalogue = { entries: [], lists: [list], legal: [] };

/** The FAQ's entries, as the page shows them, with what they give the editor back. */
function faq() {
  const onCatalogue = vi.fn();
  const names: Record<string, string> = {
    cost: 'What does it cost?',
    privacy: 'What do you keep?',
    cancel: 'Can I leave?',
  };
  render(
    <ListTools
      list={list}
      legal={[]}
      onCatalogue={onCatalogue}
      nameOf={(item) => names[item]}
      entries={(item) => <p>The texts of {item}</p>}
    />,
  );
  const tools = document.querySelector('.list-tools') as HTMLElement;
  return {
    onCatalogue,
    status: () => within(tools).getByRole('status').textContent,
    // An entry by the name the page shows, its texts beside its buttons.
    entry: (item: string) => within(within(tools).getByRole('listitem', { name: names[item] })),
    add: (item: string, after: string) => {
      fireEvent.change(within(tools).getByLabelText(texts.listId), { target: { value: item } });
      fireEvent.change(within(tools).getByLabelText(texts.listAfter), { target: { value: after } });
      fireEvent.change(within(tools).getByLabelText('Question, in English'), { target: { value: 'Can I pause?' } });
      fireEvent.change(within(tools).getByLabelText('Answer, in English'), { target: { value: 'Yes.' } });
      fireEvent.click(within(tools).getByRole('button', { name: texts.listAdd }));
    },
  };
}

describe('a list’s entries', () => {
  it('take a new entry after the one chosen, in English, and say the pages in other languages leave it out until it is translated', async () => {
    const sent = serverAnswering([200, catalogue]);
    const { add, status, onCatalogue } = faq();
    add('pause-plan', 'cost');
    await vi.waitFor(() => expect(status()).toBe(texts.listAdded));
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

  it('go once their removal is confirmed, from every language', async () => {
    const sent = serverAnswering([200, catalogue]);
    const confirm = vi.fn().mockReturnValueOnce(false).mockReturnValueOnce(true);
    vi.stubGlobal('confirm', confirm);
    const { entry, status } = faq();
    fireEvent.click(entry('privacy').getByRole('button', { name: texts.listRemove }));
    expect(sent).toEqual([]);
    fireEvent.click(entry('privacy').getByRole('button', { name: texts.listRemove }));
    await vi.waitFor(() => expect(status()).toBe(texts.listRemoved));
    expect(sent).toEqual([{ url: '/api/list-remove', body: { list: 'Faq.items', item: 'privacy' } }]);
    expect(confirm).toHaveBeenCalledWith(
      'Remove “What do you keep?” from the page? Its texts are deleted in every language.',
    );
    // No terminal command in what an editor reads.
    expect(status()).not.toMatch(/npm|--/);
    expect(entry('cost').getByText('The texts of cost')).toBeTruthy();
  });

  it('keep an entry the site links to: its Remove is off, and says why', () => {
    const { entry } = faq();
    const remove = entry('cancel').getByRole('button', { name: texts.listRemove });
    expect(remove).toHaveProperty('disabled', true);
    expect(document.getElementById(remove.getAttribute('aria-describedby')!)?.textContent).toBe(texts.listFixed);
    expect(entry('privacy').getByRole('button', { name: texts.listRemove })).toHaveProperty('disabled', false);
  });
});
