// @vitest-environment jsdom
import { texts } from './editorTexts';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TextEditor } from '@/editor/ui/TextEditor';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A server that answers each request with the next of `answers` (the last one again), keeping what it was sent. */
function serverOf(...answers: [number, object][]) {
  const sent: { url: string; body: Record<string, unknown> }[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    sent.push({ url, body: JSON.parse(String(init.body)) });
    const [status, body] = answers[Math.min(sent.length, answers.length) - 1];
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  return sent;
}

/** A server that answers every request with `status` and `body`, keeping what it was sent. */
function server(status: number, body: object) {
  const sent: { url: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    sent.push({ url, body: JSON.parse(String(init.body)) });
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  return sent;
}

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

describe('a text being edited', () => {
  it('says as it is typed why it cannot be saved, and keeps Save off', () => {
    editor();
    const box = screen.getByRole('textbox');
    const save = screen.getByRole('button', { name: texts.save });
    expect(save).toHaveProperty('disabled', true);
    fireEvent.change(box, { target: { value: 'Copyright 2026 SlimStart' } });
    expect(screen.getByRole('status').textContent).toMatch(/^Cannot be saved: .*year/);
    expect(save).toHaveProperty('disabled', true);
    fireEvent.change(box, { target: { value: 'Copyright {year} SlimStart GmbH' } });
    expect(screen.getByRole('status').textContent).toBe('');
    expect(save).toHaveProperty('disabled', false);
  });

  it('asks the legal question when the server answers 428, and sends the answer with the text', async () => {
    const sent = server(428, { error: 'Say which.', asks: 'legalChange', text: 'terms' });
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
    const sent = serverOf(
      [409, { error: 'changed', disk }],
      [428, { error: 'Say which.', asks: 'legalChange', text: 'terms' }],
      [200, { error: 'unused' }],
    );
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

  it('shows both texts when the file changed on disk since it was opened (409)', async () => {
    server(409, { error: 'changed', disk: 'Von anderswo {year}', yours: 'x' });
    editor();
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'Von hier {year}' } });
    fireEvent.click(screen.getByRole('button', { name: texts.save }));
    const conflict = await screen.findByRole('group', { name: texts.conflict });
    expect(conflict.textContent).toContain('Von anderswo {year}');
    expect(conflict.textContent).toContain('Von hier {year}');
  });
});
