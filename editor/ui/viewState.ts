/**
 * What the texts' list shows, as a reducer: the language beside English, the page, the filter
 * ("needing work", "stale"), the search, and the key a click in the preview opened, until its text
 * has the focus. And the entries that view shows, in the order of messages/en.json.
 */
import type { Cell, Entry } from '../domain/catalogue';
import { pageOf, type PageId } from './pages';

export type Show = 'all' | 'needsWork' | 'stale';

export interface View {
  code: string;
  query: string;
  show: Show;
  /** The group of texts chosen (null for the first). */
  page: PageId | null;
  opened: string | null;
}

export type ViewEvent =
  | { type: 'language'; code: string }
  | { type: 'page'; page: PageId }
  | { type: 'show'; show: Show }
  | { type: 'search'; query: string }
  /** A text clicked in the preview, in its language; `shown` whether an entry shows its key. */
  | { type: 'opened'; key: string; code: string; shown: boolean }
  | { type: 'focused' };

/** The view an editor opens on: every text of the first page, beside the reader's language (German for English). */
export const firstView = (locale: string): View => ({
  code: locale === 'en' ? 'de' : locale,
  query: '',
  show: 'all',
  page: null,
  opened: null,
});

export function viewState(view: View, event: ViewEvent): View {
  switch (event.type) {
    case 'language':
      return { ...view, code: event.code };
    case 'page':
      return { ...view, page: event.page };
    case 'show':
      return { ...view, show: event.show };
    case 'search':
      return { ...view, query: event.query, opened: null };
    case 'opened':
      // A key no entry shows is not focused later, when one does.
      return {
        ...view,
        query: event.key,
        show: 'all',
        code: event.code === 'en' ? view.code : event.code,
        opened: event.shown ? event.key : null,
      };
    case 'focused':
      return { ...view, opened: null };
  }
}

const needsWork = (cell: Cell | undefined) => Boolean(cell && cell.state !== 'reviewed' && cell.state !== 'translated');

/**
 * The entries a view shows: those the search finds in any language, else the page's; of those, the
 * ones needing work in the language chosen, or stale in any, when the filter says so.
 */
export function entriesShown(entries: Entry[], { query, show, code }: View, page: PageId): Entry[] {
  const needle = query.trim().toLowerCase();
  return entries.filter((entry) => {
    if (needle) {
      const haystack = [entry.key, entry.english, ...Object.values(entry.cells).map((c) => c.text ?? '')];
      if (!haystack.some((text) => text.toLowerCase().includes(needle))) return false;
    } else if (show === 'all' && pageOf(entry.key) !== page) return false;
    if (show === 'needsWork') return needsWork(entry.cells[code]);
    if (show === 'stale') return Object.values(entry.cells).some((c) => c.state === 'stale');
    return true;
  });
}
