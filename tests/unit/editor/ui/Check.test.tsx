// @vitest-environment jsdom
import { texts } from './editorTexts';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createTranslator } from 'use-intl/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Catalogue, CheckResult, Progress } from '@/editor/contract';
import { problemsText } from '@/editor/ui/problems';
import { Check, Publish } from '@/editor/ui/Streamed';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const t = createTranslator({ locale: 'en', messages: texts });

/** A catalogue with two texts, as the interface has it. */
const catalogue = {
  entries: [
    { key: 'Nav.faq', english: 'FAQ', cells: {} },
    { key: 'Nav.account', english: 'Account', cells: {} },
  ],
  lists: [],
  publish: { hosts: ['firebase'], host: 'firebase' },
} as unknown as Catalogue;

/** The server's answer, sent line by line when the test says; what the page asked, and sent. */
function streaming() {
  let send!: (said: Progress<unknown>) => void;
  let end!: () => void;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      // Split in the middle of a line, as a stream may arrive.
      send = (said) => {
        const line = new TextEncoder().encode(`${JSON.stringify(said)}\n`);
        controller.enqueue(line.slice(0, 5));
        controller.enqueue(line.slice(5));
      };
      end = () => controller.close();
    },
  });
  const requests: { url: string; body?: string }[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    requests.push({ url: `${init.method} ${url}`, body: init.body as string | undefined });
    if (url === '/api/check' || url === '/api/publish') return new Response(body);
    return new Response(JSON.stringify(catalogue), { headers: { 'Content-Type': 'application/json' } });
  });
  return { send, end: () => end(), requests };
}

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
    const stops = screen.getByRole('region', { name: texts.resultStops });
    expect(within(stops).getByText(t('resultGroup', { language: 'French', count: 1 }))).toBeTruthy();
    expect(within(stops).getByText(t('findingMissing', { language: 'French' }))).toBeTruthy();
    // A problem in the editor's words (editor/ui/problems.ts), not npm run i18n's English.
    const problems = problemsText([{ kind: 'tagMissing', tag: 'b' }]);
    expect(within(stops).getByText(t('findingIcu', { language: 'Japanese', problems }))).toBeTruthy();
    const behind = screen.getByRole('region', { name: texts.resultBehind });
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
});

describe('“Publish”', () => {
  it('says why it stopped and the commit that recorded the texts, and names no command', async () => {
    const server = streaming();
    render(<Publish catalogue={catalogue} onOpen={vi.fn()} onCatalogue={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: texts.publish }));
    server.send({ log: '> npm run deploy -- --host firebase' });
    server.send({ log: 'Nothing was built or deployed: 3 things need setting first.' });
    server.send({ result: { texts: [], recorded: 'abc1234', outcome: { kind: 'deployRefused' } } });
    server.end();
    await vi.waitFor(() =>
      expect(screen.getAllByRole('status')[0].textContent).toBe(
        t('publishRecorded', { commit: 'abc1234' }) + texts.publishDeployRefusedResult,
      ),
    );
    expect(JSON.parse(server.requests[0].body!)).toEqual({ host: 'firebase', dryRun: false });
    expect(screen.queryByRole('region')).toBeNull();
  });
});
