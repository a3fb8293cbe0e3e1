// @vitest-environment jsdom
import { texts } from './editorTexts';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createTranslator } from 'use-intl/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublishResult } from '@/editor/contract';
import { Publish } from '@/editor/ui/Publish';
import { catalogue, streaming } from './streaming';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const t = createTranslator({ locale: 'en', messages: texts });
const previewOn = (host: string) => t('publishPreviewOn', { host });

describe('“Publish”, in two steps', () => {
  it('previews on the host chosen, shows the link in a new tab, then puts exactly that build live', async () => {
    const hosts = { ...catalogue, publish: { hosts: ['firebase', 'netlify'], host: 'firebase' } };
    render(<Publish catalogue={hosts} onOpen={vi.fn()} onCatalogue={vi.fn()} />);
    // The button names the host chosen, by its company's name.
    fireEvent.change(screen.getByRole('combobox', { name: texts.publishHost }), { target: { value: 'netlify' } });
    let server = streaming();
    fireEvent.click(screen.getByRole('button', { name: previewOn('Netlify') }));
    const address = 'https://66a1--slimstart.netlify.app';
    server.send({
      result: {
        texts: [],
        recorded: 'abc1234',
        outcome: { kind: 'previewed', host: 'netlify', build: 'mih3x9k0-a1b2c3', address },
      },
    });
    server.end();
    const link = await screen.findByRole('link', { name: t('publishOpenPreview', { host: 'Netlify' }) });
    // The site's headers forbid framing it: a tab of its own, which cannot reach back to the editor.
    expect(link.getAttribute('href')).toBe(address);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(screen.getAllByRole('status')[0].textContent).toBe(
      t('publishRecorded', { commit: 'abc1234' }) + texts.publishPreviewReady,
    );
    expect(JSON.parse(server.requests[0].body!)).toEqual({ host: 'netlify', dryRun: false });

    server = streaming();
    fireEvent.click(screen.getByRole('button', { name: texts.publishPutLive }));
    server.send({ result: { texts: [], outcome: { kind: 'published' } } });
    server.end();
    await vi.waitFor(() => expect(screen.getAllByRole('status')[1].textContent).toBe(texts.publishLive));
    expect(JSON.parse(server.requests[0].body!)).toEqual({ build: 'mih3x9k0-a1b2c3', dryRun: false });
  });

  it('offers no second step before a preview, nor a link for a server of the site’s own', async () => {
    render(<Publish catalogue={catalogue} onOpen={vi.fn()} onCatalogue={vi.fn()} />);
    expect(screen.queryByRole('button', { name: texts.publishPutLive })).toBeNull();
    const server = streaming();
    fireEvent.click(screen.getByRole('button', { name: previewOn('Firebase Hosting') }));
    server.send({ result: { texts: [], outcome: { kind: 'previewed', host: 'caddy', build: 'mih3x9k0-a1b2c3' } } });
    server.end();
    await screen.findByRole('button', { name: texts.publishPutLive });
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getAllByRole('status')[0].textContent).toBe(texts.publishPreviewOnServer);
  });

  it('says why it stopped and the commit that recorded the texts, and names no command', async () => {
    const server = streaming();
    render(<Publish catalogue={catalogue} onOpen={vi.fn()} onCatalogue={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: previewOn('Firebase Hosting') }));
    server.send({ log: '> npm run deploy -- --host firebase --preview' });
    server.send({ log: 'Nothing was built or deployed: 3 things need setting first.' });
    server.send({ result: { texts: [], recorded: 'abc1234', outcome: { kind: 'deployRefused' } } });
    server.end();
    await vi.waitFor(() =>
      expect(screen.getAllByRole('status')[0].textContent).toBe(
        t('publishRecorded', { commit: 'abc1234' }) + texts.publishDeployRefusedResult,
      ),
    );
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('says a wrong setting as Check does, a failure without its English, a trial run, and a preview gone stale', async () => {
    const outcomes: [PublishResult, string][] = [
      [{ texts: [], outcome: { kind: 'setting', value: 'always' } }, t('publishSetting', { value: 'always' })],
      [{ texts: [], outcome: { kind: 'failed', error: 'Unexpected end of JSON input' } }, texts.publishFailedResult],
      [{ texts: [], outcome: { kind: 'dryRun' } }, texts.publishDryRunResult],
      [
        { texts: [], outcome: { kind: 'previewed', host: 'firebase', build: 'b1', address: 'https://x.web.app' } },
        texts.publishPreviewReady + texts.publishPreviewExpires,
      ],
    ];
    render(<Publish catalogue={catalogue} onOpen={vi.fn()} onCatalogue={vi.fn()} />);
    for (const [result, said] of outcomes) {
      const server = streaming();
      fireEvent.click(screen.getByRole('button', { name: previewOn('Firebase Hosting') }));
      server.send({ result });
      server.end();
      await vi.waitFor(() => expect(screen.getAllByRole('status')[0].textContent).toBe(said));
    }
    const server = streaming();
    fireEvent.click(screen.getByRole('button', { name: texts.publishPutLive }));
    server.send({ result: { texts: [], legalUnrecorded: 'noIdentity', outcome: { kind: 'changed' } } });
    server.end();
    await vi.waitFor(() =>
      expect(screen.getAllByRole('status')[1].textContent).toBe(
        texts.publishChangedResult + texts.publishLegalUnrecorded,
      ),
    );
  });
});
