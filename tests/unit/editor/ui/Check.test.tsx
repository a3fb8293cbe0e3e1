// @vitest-environment jsdom
import { texts } from './editorTexts';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Check } from '@/editor/ui/Streamed';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('“Check”', () => {
  it('shows the report as it streams in, and gives its button back when the report ends', async () => {
    let say!: (line: string) => void;
    let end!: () => void;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        say = (line) => controller.enqueue(new TextEncoder().encode(`${line}\n`));
        end = () => controller.close();
      },
    });
    const requests: string[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      requests.push(`${init.method} ${url}`);
      return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
    });
    render(<Check />);
    fireEvent.click(screen.getByRole('button', { name: texts.check }));
    expect(screen.getByRole('button', { name: texts.checking })).toHaveProperty('disabled', true);
    say('> npm run i18n');
    const log = await screen.findByRole('log', { name: texts.checkLog });
    await vi.waitFor(() => expect(log.textContent).toBe('> npm run i18n\n'));
    say('✗ The texts have problems: see above. Nothing was built.');
    end();
    await vi.waitFor(() => expect(screen.getByRole('button', { name: texts.check })).toHaveProperty('disabled', false));
    expect(log.textContent).toBe('> npm run i18n\n✗ The texts have problems: see above. Nothing was built.\n');
    expect(requests).toEqual(['POST /api/check']);
  });
});
