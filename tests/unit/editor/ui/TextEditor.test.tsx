// @vitest-environment jsdom
import { texts } from './editorTexts';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TextEditor } from '@/editor/ui/TextEditor';
import { serverAnswering } from './fakeServer';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const english = 'Copyright {year} SlimStart';
const editor = (props: Partial<Parameters<typeof TextEditor>[0]> = {}) =>
  render(
    <TextEditor
      entryKey="Site.copyright"
      code="de"
      label="Deutsch"
      english={english}
      saved="Copyright {year} SlimStart (de)"
      legal={[]}
      onCatalogue={() => {}}
      {...props}
    />,
  );

const announced = { text: 'terms' as const, version: '2026-12-01', effective: '2026-12-31' };
const asksLegal: [number, object] = [428, { error: 'Say which.', asks: 'legalChange', text: 'terms' }];

/** An English text changed and saved, the legal question answered "a change of substance" (and `then`). */
async function savedAsSubstance(legal: Parameters<typeof TextEditor>[0]['legal'], then: () => void) {
  editor({ code: 'en', label: 'English', english, saved: english, legal });
  fireEvent.change(screen.getByRole('textbox'), { target: { value: `${english}, Inc.` } });
  fireEvent.click(screen.getByRole('button', { name: texts.save }));
  const question = await screen.findByRole('group', { name: /Terms and conditions/ });
  fireEvent.click(within(question).getByLabelText(texts.legalSubstance));
  then();
  fireEvent.click(within(question).getByRole('button', { name: texts.save }));
  await vi.waitFor(() => expect(screen.queryByRole('group', { name: /Terms and conditions/ })).toBeNull());
}

describe('a text being edited', () => {
  it('says as it is typed why it cannot be saved, keeps Save off, and Undo puts the saved text back', () => {
    editor();
    const box = screen.getByRole('textbox');
    const save = screen.getByRole('button', { name: texts.save });
    expect(save).toHaveProperty('disabled', true);
    fireEvent.change(box, { target: { value: 'Copyright 2026 SlimStart' } });
    expect(screen.getByRole('status').textContent).toBe(
      'Cannot be saved: The placeholder {year} is missing. The page fills it in, so every translation keeps it.',
    );
    expect(save).toHaveProperty('disabled', true);
    fireEvent.change(box, { target: { value: '{year' } });
    expect(screen.getByRole('status').textContent).toMatch(
      /^Cannot be saved: A placeholder is not closed .*\(character 1\)/,
    );
    fireEvent.change(box, { target: { value: 'Copyright {year} SlimStart GmbH' } });
    expect(screen.getByRole('status').textContent).toBe('');
    expect(save).toHaveProperty('disabled', false);
    // Undo: back to the text saved.
    fireEvent.click(screen.getByRole('button', { name: texts.undo }));
    expect(box).toHaveProperty('value', 'Copyright {year} SlimStart (de)');
  });

  it('says in words what the server refused, and why a saved text cannot be shown', async () => {
    const lost = { kind: 'argumentMissing' as const, argument: 'year' };
    const said = 'The placeholder {year} is missing. The page fills it in, so every translation keeps it.';
    serverAnswering([422, { error: 'argument {year} is missing', problems: [lost] }]);
    editor();
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'Von hier {year}' } });
    fireEvent.click(screen.getByRole('button', { name: texts.save }));
    await vi.waitFor(() => expect(screen.getByRole('status').textContent).toBe(`Cannot be saved: ${said}`));
    cleanup();
    editor({ saved: 'Ohne Jahr', cell: { text: 'Ohne Jahr', state: 'invalid', problems: [lost] } });
    expect(screen.getByText(said)).toBeTruthy();
  });

  it('says a refused “Reviewed” as a mark not made, with its problems in words', async () => {
    const lost = { kind: 'argumentMissing' as const, argument: 'year' };
    const said = 'The placeholder {year} is missing. The page fills it in, so every translation keeps it.';
    serverAnswering([422, { error: 'argument {year} is missing', problems: [lost] }]);
    editor({ cell: { text: 'Copyright {year} SlimStart (de)', state: 'stale', problems: [] } });
    fireEvent.click(screen.getByRole('button', { name: texts.reviewed }));
    await vi.waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(`Not marked: correct the text first. ${said}`),
    );
  });

  it('asks the legal question when the server answers 428, and sends the answer with the text', async () => {
    const sent = serverAnswering(asksLegal);
    editor({ code: 'en', label: 'English', english, saved: english });
    fireEvent.change(screen.getByRole('textbox'), { target: { value: `${english}, Inc.` } });
    fireEvent.click(screen.getByRole('button', { name: texts.save }));
    const question = await screen.findByRole('group', { name: /Terms and conditions/ });
    expect(sent).toEqual([
      { url: '/api/save', body: { code: 'en', key: 'Site.copyright', text: `${english}, Inc.`, base: english } },
    ]);
    fireEvent.click(within(question).getByLabelText(texts.legalCorrection));
    fireEvent.click(within(question).getByRole('button', { name: texts.save }));
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1].body).toMatchObject({ text: `${english}, Inc.`, change: 'correction' });
  });

  it('keeps the disk’s text as the base when a legal text kept after a conflict is answered', async () => {
    const disk = `${english} (changed elsewhere)`;
    const sent = serverAnswering([409, { error: 'changed', disk }], asksLegal, [200, { error: 'unused' }]);
    editor({ code: 'en', label: 'English', english, saved: english });
    fireEvent.change(screen.getByRole('textbox'), { target: { value: `${english}, Inc.` } });
    fireEvent.click(screen.getByRole('button', { name: texts.save }));
    const conflict = await screen.findByRole('group', { name: texts.conflict });
    fireEvent.click(within(conflict).getByRole('button', { name: texts.keepYours }));
    const question = await screen.findByRole('group', { name: /Terms and conditions/ });
    fireEvent.click(within(question).getByLabelText(texts.legalCorrection));
    fireEvent.click(within(question).getByRole('button', { name: texts.save }));
    await vi.waitFor(() => expect(sent).toHaveLength(3));
    expect(sent.map(({ body }) => body.base)).toEqual([english, disk, disk]);
    expect(sent[2].body).toMatchObject({ text: `${english}, Inc.`, change: 'correction' });
  });

  it('shows both texts when the file changed on disk since it was opened (409), and saves mine over the disk’s', async () => {
    const sent = serverAnswering([409, { error: 'changed', disk: 'Von anderswo {year}', yours: 'x' }], [200, {}]);
    editor();
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'Von hier {year}' } });
    fireEvent.click(screen.getByRole('button', { name: texts.save }));
    const conflict = await screen.findByRole('group', { name: texts.conflict });
    expect(conflict.textContent).toContain('Von anderswo {year}');
    expect(conflict.textContent).toContain('Von hier {year}');
    fireEvent.click(within(conflict).getByRole('button', { name: texts.keepYours }));
    await vi.waitFor(() => expect(screen.getByRole('status').textContent).toBe(texts.saved));
    expect(sent[1].body).toEqual({
      code: 'de',
      key: 'Site.copyright',
      text: 'Von hier {year}',
      base: 'Von anderswo {year}',
    });
    expect(screen.queryByRole('group', { name: texts.conflict })).toBeNull();
  });

  it('says the version a change of substance announced, once the question goes', async () => {
    const sent = serverAnswering(asksLegal, [200, { announced }]);
    await savedAsSubstance([], () =>
      fireEvent.change(screen.getByLabelText(texts.legalChanges), { target: { value: 'Inc.' } }),
    );
    expect(sent[1].body).toMatchObject({ change: 'substance', changes: 'Inc.' });
    expect(screen.getByRole('status').textContent).toBe(
      'Saved, and announced as version 2026-12-01, applying from December 31, 2026.',
    );
  });

  it('saves a change of substance into the version announced, without asking what it changes', async () => {
    const sent = serverAnswering(asksLegal, [200, {}]);
    const legal = [{ ...announced, deployed: false, changesKey: 'LegalChanges.terms.v2026_12_01', needs: [] }];
    await savedAsSubstance(legal, () =>
      expect(document.body.textContent).toContain(
        'This change becomes part of version 2026-12-01, announced for December 31, 2026.',
      ),
    );
    expect(sent[1].body).toEqual({ ...sent[0].body, change: 'substance' });
    expect(screen.getByRole('status').textContent).toBe(texts.saved);
  });
});
