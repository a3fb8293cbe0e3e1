// @vitest-environment jsdom
import { texts } from './editorTexts';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Translators } from '@/editor/ui/Translators';
import { serverAnswering } from './fakeServer';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The files for translators of Spanish; what they give the editor back. */
function spanish() {
  const onCatalogue = vi.fn();
  render(<Translators code="es" language="Español" onCatalogue={onCatalogue} />);
  const upload = (text: string) =>
    fireEvent.change(screen.getByLabelText(texts.xliffImport), {
      target: { files: [new File([text], 'es.xlf', { type: 'application/xliff+xml' })] },
    });
  return { onCatalogue, upload, status: () => screen.getByRole('status') };
}

describe('the files for translators', () => {
  it('downloads what a language needs as {code}.xlf', async () => {
    vi.stubGlobal('fetch', async () => new Response('<xliff/>'));
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
    spanish();
    fireEvent.click(screen.getByRole('button', { name: 'Download what Español needs' }));
    await vi.waitFor(() => expect(downloads).toEqual(['es.xlf']));
  });

  it('lists per key why a file was refused, and takes nothing', async () => {
    const problem = { line: 12, key: 'Site.copyright', problem: { kind: 'argumentMissing', argument: 'year' } };
    const sent = serverAnswering([422, { error: 'refused', problems: [problem] }]);
    const { onCatalogue, upload, status } = spanish();
    upload('<xliff>the file</xliff>');
    await vi.waitFor(() => expect(status().textContent).toContain(texts.xliffRefused));
    expect(sent).toEqual([{ url: '/api/xliff', body: { text: '<xliff>the file</xliff>' } }]);
    expect(screen.getByRole('listitem').textContent).toBe(
      'Site.copyright (12) The placeholder {year} is missing. The page fills it in, so every translation keeps it.',
    );
    expect(onCatalogue).not.toHaveBeenCalled();
  });

  it('says how many translations a good file brought, marked reviewed', async () => {
    serverAnswering([200, { entries: [], imported: { code: 'es', keys: ['Nav.account'] } }]);
    const { onCatalogue, upload, status } = spanish();
    upload('<xliff/>');
    await vi.waitFor(() => expect(status().textContent).toBe('Translations imported and marked reviewed: 1'));
    expect(onCatalogue).toHaveBeenCalledOnce();
  });
});
