// @vitest-environment jsdom
import { texts } from './editorTexts';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createTranslator } from 'use-intl/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CheckResult } from '@/editor/contract';
import { problemsText } from '@/editor/ui/problems';
import { Check } from '@/editor/ui/Streamed';
import { Publish } from '@/editor/ui/Publish';
import { catalogue, streaming } from './streaming';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const t = createTranslator({ locale: 'en', messages: texts });
const previewOn = t('publishPreviewOn', { host: 'Firebase Hosting' });

describe('“Check”', () => {
  it('says its outcome in a sentence, each text with a button that opens it, and keeps its log behind “Details”', async () => {
    const server = streaming();
    const onOpen = vi.fn();
    const onCatalogue = vi.fn();
    render(<Check catalogue={catalogue} onOpen={onOpen} onCatalogue={onCatalogue} />);
    fireEvent.click(screen.getByRole('button', { name: texts.check }));
    expect(screen.getByRole('button', { name: texts.checking })).toHaveProperty('disabled', true);
    server.send({ log: '> npm run i18n' });
    server.send({ log: 'To fix: npm run i18n -- --reviewed de Nav.faq' });
    const result: CheckResult = {
      texts: [
        { key: 'Nav.faq', code: 'de', kind: 'stale', blocks: false },
        { key: 'Nav.account', code: 'fr', kind: 'missing', blocks: true },
        { key: 'Nav.account', code: 'ja', kind: 'icu', problems: [{ kind: 'tagMissing', tag: 'b' }], blocks: true },
      ],
      outcome: { kind: 'texts' },
    };
    server.send({ result });
    server.end();
    await vi.waitFor(() => expect(screen.getByRole('button', { name: texts.check })).toHaveProperty('disabled', false));

    expect(screen.getAllByRole('status')[0].textContent).toBe(t('checkTexts', { count: 2 }));
    // What stops a publish, then what is behind, each language counted.
    const stops = screen.getByRole('group', { name: texts.resultStops });
    expect(within(stops).getByText(t('resultGroup', { language: 'French', count: 1 }))).toBeTruthy();
    expect(within(stops).getByText(t('findingMissing', { language: 'French' }))).toBeTruthy();
    // A problem in the editor's words (editor/ui/problems.ts), not npm run i18n's English.
    const problems = problemsText([{ kind: 'tagMissing', tag: 'b' }]);
    expect(within(stops).getByText(t('findingIcu', { language: 'Japanese', problems }))).toBeTruthy();
    const behind = screen.getByRole('group', { name: texts.resultBehind });
    expect(within(behind).getByText(t('findingStale', { language: 'German' }))).toBeTruthy();

    // The stale German text: opened, marked still correct, marked reviewed.
    fireEvent.click(within(behind).getByRole('button', { name: texts.openText }));
    expect(onOpen).toHaveBeenCalledWith('Nav.faq', 'de');
    fireEvent.click(within(behind).getByRole('button', { name: texts.reviewed }));
    await within(behind).findByText(texts.markedReviewed);
    expect(server.requests.at(-1)).toEqual({
      url: 'POST /api/reviewed',
      body: JSON.stringify({ code: 'de', key: 'Nav.faq' }),
    });
    expect(onCatalogue).toHaveBeenCalledWith(catalogue);
    expect(within(behind).getByRole('button', { name: texts.stillCorrect })).toBeTruthy();
    // The missing French text: opened, or sent to translators; no mark vouches for a text not written.
    expect(within(stops).getByRole('button', { name: t('xliffExport', { language: 'French' }) })).toBeTruthy();
    expect(within(stops).queryByRole('button', { name: texts.reviewed })).toBeNull();

    // The log, commands and all, only behind “Details”; the sentences name none.
    const details = screen.getByText(texts.details).closest('details')!;
    expect(details.open).toBe(false);
    expect(within(details).getByRole('log', { hidden: true }).textContent).toBe(
      '> npm run i18n\nTo fix: npm run i18n -- --reviewed de Nav.faq\n',
    );
    const read = [...document.body.querySelectorAll('.check > :not(details)')].map((e) => e.textContent).join(' ');
    expect(read).not.toMatch(/npm|git|--/);
    expect(server.requests[0].url).toBe('POST /api/check');
  });

  it('offers no mark for a text that cannot be shown, and says a refused mark’s problems in the editor’s words', async () => {
    const missingYear = [{ kind: 'argumentMissing' as const, argument: 'year' }];
    const server = streaming(
      () =>
        new Response(JSON.stringify({ error: 'argument {year} is missing', problems: missingYear }), {
          status: 422,
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    render(<Check catalogue={catalogue} onOpen={vi.fn()} onCatalogue={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: texts.check }));
    server.send({
      result: {
        texts: [
          // Stale and invalid in German: corrected, not marked.
          { key: 'Nav.faq', code: 'de', kind: 'stale', blocks: false },
          { key: 'Nav.faq', code: 'de', kind: 'icu', problems: missingYear, blocks: true },
          // Stale in French: marked, and the server refuses (it changed on disk meanwhile).
          { key: 'Nav.account', code: 'fr', kind: 'stale', blocks: false },
        ],
        outcome: { kind: 'texts' },
      } satisfies CheckResult,
    });
    server.end();
    const behind = await screen.findByRole('group', { name: texts.resultBehind });
    const german = within(behind)
      .getByText(t('resultGroup', { language: 'German', count: 1 }))
      .closest('details')!;
    expect(within(german).getByRole('button', { name: texts.openText })).toBeTruthy();
    expect(within(german).queryByRole('button', { name: texts.stillCorrect })).toBeNull();
    expect(within(german).queryByRole('button', { name: texts.reviewed })).toBeNull();

    const french = within(behind)
      .getByText(t('resultGroup', { language: 'French', count: 1 }))
      .closest('details')!;
    fireEvent.click(within(french).getByRole('button', { name: texts.reviewed }));
    const refused = t('notMarked', { problems: problemsText(missingYear) });
    await within(french).findByText(refused);
    expect(document.body.textContent).not.toContain('argument {year} is missing');
    // One live region for the whole result, which says what the button did.
    const [status, ...more] = screen.getAllByRole('status');
    expect(more).toEqual([]);
    expect(status.textContent).toContain(refused);
  });

  it('says it failed, in the editor’s words, when the server’s result is a failure or never comes', async () => {
    let server = streaming();
    render(<Check catalogue={catalogue} onOpen={vi.fn()} onCatalogue={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: texts.check }));
    server.send({ log: '✗ Unexpected end of JSON input' });
    server.send({ result: { texts: [], outcome: { kind: 'failed', error: 'Unexpected end of JSON input' } } });
    server.end();
    await vi.waitFor(() => expect(screen.getByRole('status').textContent).toBe(texts.checkFailedResult));

    // The editor stopped mid-answer: the stream ends with no result.
    server = streaming();
    fireEvent.click(screen.getByRole('button', { name: texts.check }));
    server.send({ log: '> npm run i18n' });
    server.end();
    await vi.waitFor(() => expect(screen.getByRole('status').textContent).toBe(texts.streamInterrupted));
  });
});

describe('Check’s and Publish’s results, both on screen', () => {
  it('are no landmarks of the same name, and each has one live region', async () => {
    const result: CheckResult = {
      texts: [
        { key: 'Nav.faq', code: 'de', kind: 'stale', blocks: false },
        { key: 'Nav.account', code: 'fr', kind: 'missing', blocks: true },
        { key: 'Nav.faq', code: 'fr', kind: 'stale', blocks: false },
      ],
      outcome: { kind: 'texts' },
    };
    const check = render(<Check catalogue={catalogue} onOpen={vi.fn()} onCatalogue={vi.fn()} />);
    let server = streaming();
    fireEvent.click(screen.getByRole('button', { name: texts.check }));
    server.send({ result });
    server.end();
    await within(check.container).findByRole('group', { name: texts.resultStops });
    const publish = render(<Publish catalogue={catalogue} onOpen={vi.fn()} onCatalogue={vi.fn()} />);
    server = streaming();
    fireEvent.click(screen.getByRole('button', { name: previewOn }));
    server.send({ result: { ...result, outcome: { kind: 'texts' } } });
    server.end();
    await within(publish.container).findByRole('group', { name: texts.resultStops });
    expect(screen.queryAllByRole('region')).toEqual([]);
    expect(within(check.container).getAllByRole('status')).toHaveLength(1);
    expect(within(publish.container).getAllByRole('status')).toHaveLength(1);
  });
});
