// @vitest-environment jsdom
import { texts } from './editorTexts';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { everyLocale } from '@/lib/i18n/locales';
import type { Catalogue } from '@/editor/contract';
import { LegalVersions } from '@/editor/ui/LegalVersions';
import { announcedTerms, serverAnswering } from './fakeServer';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const announced = announcedTerms(['zh', 'pt', 'de', 'fr', 'es', 'ja', 'ko']);
const catalogue = {
  locales: everyLocale.map(({ code, nativeName }) => ({ code, name: nativeName })),
  entries: [],
  legal: [announced],
} as unknown as Catalogue;

const terms = () =>
  within(screen.getByRole('region', { name: texts.legalVersions })).getByRole('group', {
    name: 'Terms and conditions',
  });

describe('the versions announced', () => {
  it('say each version’s day, that it is not deployed yet, and the languages that still need its text', () => {
    render(<LegalVersions catalogue={catalogue} onCatalogue={() => {}} />);
    expect(terms().textContent).toContain(
      'Terms and conditions, version 2026-12-01: applies from December 31, 2026. Not deployed yet',
    );
    expect(terms().textContent).toContain(
      'Still needs its text in: 中文, Português, Deutsch, Français, Español, 日本語, 한국어',
    );
  });

  it('send a new day, and say in words why the server refused it', async () => {
    const error =
      'legal/versions.json: terms 2026-12-01 applies from 2026-12-02, less than 30 days after it is first published.';
    const sent = serverAnswering([422, { error }]);
    const onCatalogue = vi.fn();
    render(<LegalVersions catalogue={catalogue} onCatalogue={onCatalogue} />);
    fireEvent.change(within(terms()).getByLabelText(texts.legalDay), { target: { value: '2026-12-02' } });
    fireEvent.click(within(terms()).getByRole('button', { name: texts.legalMoveDay }));
    const status = within(screen.getByRole('region', { name: texts.legalVersions })).getByRole('status');
    await vi.waitFor(() => expect(status.textContent).toBe(`That did not work: ${error}`));
    expect(sent).toEqual([{ url: '/api/legal-day', body: { text: 'terms', effective: '2026-12-02' } }]);
    expect(onCatalogue).not.toHaveBeenCalled();
  });
});
