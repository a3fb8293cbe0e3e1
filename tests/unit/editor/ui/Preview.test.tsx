// @vitest-environment jsdom
import { texts } from './editorTexts';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Preview } from '@/editor/ui/Preview';

afterEach(cleanup);

const origin = 'http://127.0.0.1:4321';
const pages = [
  { name: 'home', paths: { en: '/', de: '/de' } },
  { name: 'faq', paths: { en: '/faq', de: '/de/faq' } },
];
const locales = [
  { code: 'en', name: 'English' },
  { code: 'de', name: 'Deutsch' },
];
const click = (key: unknown, from = origin) =>
  window.dispatchEvent(new MessageEvent('message', { origin: from, data: { type: 'slimstart-edit-key', key } }));

describe('the preview', () => {
  it('shows the page and language chosen, from the preview’s origin', () => {
    render(<Preview origin={origin} pages={pages} locales={locales} code="de" onKey={() => {}} />);
    expect(screen.getByTitle(/\/de$/).getAttribute('src')).toBe(`${origin}/de`);
    fireEvent.change(screen.getByRole('combobox', { name: texts.previewPage }), { target: { value: 'faq' } });
    fireEvent.change(screen.getByRole('combobox', { name: texts.previewLanguage }), { target: { value: 'en' } });
    expect(screen.getByTitle(/\/faq$/).getAttribute('src')).toBe(`${origin}/faq`);
  });

  it('opens the key of a text clicked in it, in its language, and takes no message from elsewhere', () => {
    const onKey = vi.fn();
    render(<Preview origin={origin} pages={pages} locales={locales} code="de" onKey={onKey} />);
    click(42);
    click('Faq.heading', 'http://attacker.example');
    expect(onKey).not.toHaveBeenCalled();
    click('Faq.heading');
    expect(onKey).toHaveBeenCalledWith('Faq.heading', 'de');
  });
});
