// @vitest-environment jsdom
import { texts } from './editorTexts';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useReducer } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Entry } from '@/editor/domain/catalogue';
import { Filters } from '@/editor/ui/Filters';
import { entriesShown, firstView, viewState } from '@/editor/ui/viewState';

afterEach(cleanup);

const cell = (text: string, state: Entry['cells'][string]['state']) => ({ text, state, problems: [] });
const entries: Entry[] = [
  {
    key: 'Nav.faq',
    english: 'FAQ',
    keeps: [],
    branches: [],
    cells: { de: cell('FAQ', 'english'), fr: cell('FAQ', 'reviewed') },
  },
  {
    key: 'Nav.index',
    english: 'Home',
    keeps: [],
    branches: [],
    cells: { de: cell('Start', 'reviewed'), fr: cell('Accueil', 'stale') },
  },
  { key: 'Faq.title', english: 'Questions', keeps: [], branches: [], cells: { de: cell('Fragen', 'translated') } },
];
const locales = [
  { code: 'en', name: 'English' },
  { code: 'de', name: 'Deutsch' },
  { code: 'fr', name: 'Français' },
];

/** The filters over `entries`, and the keys they show. */
function Shown() {
  const [view, dispatch] = useReducer(viewState, 'en', firstView);
  const page = view.page ?? 'everyPage';
  const shown = entriesShown(entries, view, page);
  return (
    <>
      <Filters
        view={view}
        dispatch={dispatch}
        locales={locales}
        pages={[
          { page: 'everyPage', name: 'Header and footer' },
          { page: 'faq', name: 'FAQ' },
        ]}
        page={page}
        language="Deutsch"
      />
      <output>{shown.map((entry) => entry.key).join(' ')}</output>
    </>
  );
}

describe('the filters of the texts’ list', () => {
  const shown = () => screen.getByRole('status').textContent;
  const choose = (label: string, value: string) =>
    fireEvent.change(screen.getByRole('combobox', { name: label }), { target: { value } });

  it('show a page’s texts, or what the search finds in any language, the page then set aside', () => {
    render(<Shown />);
    expect(shown()).toBe('Nav.faq Nav.index');
    const pages = screen.getByRole('combobox', { name: texts.page });
    // By the names a visitor sees, never a namespace.
    expect([...pages.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'Header and footer',
      'FAQ',
    ]);
    choose(texts.page, 'faq');
    expect(shown()).toBe('Faq.title');
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'accueil' } });
    expect(shown()).toBe('Nav.index');
    expect(screen.getByRole('combobox', { name: texts.page })).toHaveProperty('disabled', true);
  });

  it('show what needs work in the language chosen, or what is stale in any', () => {
    render(<Shown />);
    choose(texts.show, 'needsWork');
    expect(shown()).toBe('Nav.faq');
    choose(texts.language, 'fr');
    expect(shown()).toBe('Nav.index');
    choose(texts.show, 'stale');
    expect(shown()).toBe('Nav.index');
  });

  it('open a key clicked in the preview: found by the search, in the preview’s language unless English', () => {
    const opened = viewState(firstView('en'), { type: 'opened', key: 'Faq.title', code: 'fr', shown: true });
    expect(opened).toMatchObject({ query: 'Faq.title', show: 'all', code: 'fr', opened: 'Faq.title' });
    expect(viewState(opened, { type: 'opened', key: 'Nav.faq', code: 'en', shown: false })).toMatchObject({
      code: 'fr',
      opened: null,
    });
    expect(viewState(opened, { type: 'search', query: 'x' }).opened).toBeNull();
  });
});
