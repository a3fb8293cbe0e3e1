// @vitest-environment jsdom
import { texts } from './editorTexts';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Cell } from '@/editor/domain/catalogue';
import { TextEditor } from '@/editor/ui/TextEditor';
import { serverAnswering } from './fakeServer';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const key = 'Nav.signIn';
const cellOf = (state: Cell['state'], text = '로그인', published: string | null = '로그인'): Cell => ({
  text: state === 'missing' ? null : text,
  state,
  problems: [],
  published,
});
/** The server's answer to a change: the catalogue, with the Korean cell of the text as it now is. */
const answer = (cell: Cell): [number, object] => [200, { entries: [{ key, cells: { ko: cell } }] }];

/** A Korean text, shown as the catalogue the server last answered has it. */
function Korean({ first }: { first: Cell }) {
  const [cell, setCell] = useState(first);
  return (
    <TextEditor
      entryKey={key}
      code="ko"
      label="한국어"
      english="Sign in"
      saved={cell.text}
      published={cell.published}
      cell={cell}
      legal={[]}
      onCatalogue={(catalogue) => setCell(catalogue.entries[0].cells.ko)}
    />
  );
}

const group = () => screen.getByRole('group', { name: '한국어' });
const stateShown = () => group().querySelector('.state')?.textContent;
const note = () => screen.getByRole('status').textContent;
const button = (name: string) => within(group()).queryByRole('button', { name });

describe('a translation’s state', () => {
  it('is said in words', () => {
    for (const [state, words] of [
      ['missing', texts.stateMissing],
      ['stale', texts.stateStale],
      ['translated', texts.stateTranslated],
      ['reviewed', texts.stateReviewed],
    ] as const) {
      render(<Korean first={cellOf(state)} />);
      expect(stateShown()).toBe(words);
      cleanup();
    }
  });

  it('follows a save: “Saved.”, then translated, not reviewed yet', async () => {
    const sent = serverAnswering(answer(cellOf('translated', '로그인하기')));
    render(<Korean first={cellOf('reviewed')} />);
    fireEvent.change(within(group()).getByRole('textbox'), { target: { value: '로그인하기' } });
    fireEvent.click(button(texts.save)!);
    await vi.waitFor(() => expect(note()).toBe(texts.saved));
    expect(sent).toEqual([{ url: '/api/save', body: { code: 'ko', key, text: '로그인하기', base: '로그인' } }]);
    expect(stateShown()).toBe(texts.stateTranslated);
  });

  it('of a stale text is cleared by “Still correct”, and made reviewed by “Reviewed”, separately', async () => {
    const sent = serverAnswering(answer(cellOf('translated')), answer(cellOf('reviewed')));
    render(<Korean first={cellOf('stale')} />);
    fireEvent.click(button(texts.stillCorrect)!);
    await vi.waitFor(() => expect(note()).toBe(texts.confirmed));
    expect(stateShown()).toBe(texts.stateTranslated);
    expect(button(texts.stillCorrect)).toBeNull();
    fireEvent.click(button(texts.reviewed)!);
    await vi.waitFor(() => expect(note()).toBe(texts.markedReviewed));
    expect(stateShown()).toBe(texts.stateReviewed);
    expect(button(texts.reviewed)).toBeNull();
    expect(sent.map(({ url }) => url)).toEqual(['/api/still-correct', '/api/reviewed']);
    expect(sent.map(({ body }) => body)).toEqual([
      { code: 'ko', key },
      { code: 'ko', key },
    ]);
  });

  it('goes back to the committed one with “Undo the saved change”, which then leaves', async () => {
    const sent = serverAnswering(answer(cellOf('reviewed')));
    render(<Korean first={cellOf('translated', '로그인하기', '로그인')} />);
    fireEvent.click(button(texts.undoSaved)!);
    await vi.waitFor(() => expect(note()).toBe(texts.reverted));
    expect(sent).toEqual([{ url: '/api/revert', body: { code: 'ko', key } }]);
    expect(within(group()).getByRole('textbox')).toHaveProperty('value', '로그인');
    expect(stateShown()).toBe(texts.stateReviewed);
    expect(button(texts.undoSaved)).toBeNull();
  });
});
