/**
 * Whether the preview shows a text as it was just saved (docs/editors.md#the-editor), decided
 * without a browser: which page of the preview shows a text, whether a text shown is the one saved,
 * and whether the page as the preview's server renders it (its HTML) and as its script then loads it
 * (its payload) both show the saved text. The editor measures a saved text in a frame of that page
 * only once they do (editor/ui/Fits.tsx): `next dev` reads a saved message file a moment after the
 * Save, and not at the same moment for the page and for its payload (proxy.ts answers that); a frame
 * loaded in between renders the old text on the server and the new one in the browser, a hydration
 * error.
 */
import { marked, withoutMarks } from '../../lib/editPreview/marks';
import { pageOf, type PageId } from '../ui/pages';

/**
 * The preview's page (lib/pages/routes.ts, by name) that shows a text of this group: the contact
 * form is the FAQ's; the header, menu, footer and consent banner show on every page, the home
 * page first. The other groups show on no page of their own (error pages, the service's messages).
 */
const PAGE_OF: Partial<Record<PageId, string>> = {
  home: 'index',
  faq: 'faq',
  privacy: 'privacy-policy',
  terms: 'terms-conditions',
  legalNotice: 'legal-notice',
  signIn: 'sign-in',
  account: 'account',
  contact: 'faq',
  everyPage: 'index',
  consent: 'index',
};

export function previewPageOf(key: string): string | null {
  return PAGE_OF[pageOf(key)] ?? null;
}

const spaced = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Whether a saved text has what the page formats: placeholders, plural forms, tags. */
const formatted = (saved: string) => /[{}<>]/.test(saved);

/**
 * Whether `shown`, the text a page shows for a key, is `saved`: the same text where it is plain;
 * where it has placeholders or tags, which the page formats, every plain run of it outside the
 * braces; never where it has plural forms or a choice. Until it is, the page still shows what was
 * there before.
 */
export function showsSaved(saved: string, shown: string): boolean {
  // ICU's quoting: '' is one apostrophe.
  const text = saved.replace(/''/g, "'");
  if (!formatted(text)) return spaced(shown) === spaced(text);
  // A plural or a choice shows one of its branches, and a change inside one leaves the runs outside
  // as they were: whether the page shows the saved text cannot be read, so it never counts as shown
  // (the wait runs out, and nothing is measured, rather than measure the old text).
  if (/\{\s*[\w.]+\s*,\s*(plural|select|selectordinal)\s*,/.test(text)) return false;
  let depth = 0;
  let outside = '';
  for (const character of text.replace(/<\/?[\w-]+\s*\/?>/g, '\n')) {
    if (character === '{') depth += 1;
    else if (character === '}') depth -= 1;
    else outside += depth ? '' : character;
    if (character === '{' && depth === 1) outside += '\n';
  }
  return outside
    .split('\n')
    .map(spaced)
    .filter(Boolean)
    .every((run) => spaced(shown).includes(run));
}

/** The end of a mark (lib/editPreview/marks.ts): where the text of the mark after it begins. */
const CLOSE = String.fromCodePoint(0xe007f);

/** Text of HTML as a reader gets it: React writes `&amp;`, `&lt;`, `&gt;`, `&quot;` and `&#x27;`. */
function decoded(html: string): string {
  const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };
  return html.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] !== '#') return named[name.toLowerCase()] ?? entity;
    const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    return code <= 0x10ffff ? String.fromCodePoint(code) : entity;
  });
}

/**
 * The text shown before the mark at `at`: from the end of the mark before it, and for a plain text
 * from the start of its own text node too (the tag before it), so that "Fragen" after a save is not
 * found in the "Häufige Fragen" the page showed before. A formatted text spans tags and
 * placeholders: its tags and React's `<!-- -->` between text nodes are left out.
 */
function textBefore(html: string, at: number, plain: boolean): string {
  const afterMark = html.lastIndexOf(CLOSE, at - 1);
  const afterTag = plain ? html.lastIndexOf('>', at - 1) + 1 : 0;
  const start = Math.max(afterMark < 0 ? 0 : afterMark + CLOSE.length, afterTag, at - 4000);
  return withoutMarks(decoded(html.slice(start, at).replace(/<!--.*?-->|<[^>]*>/gs, '')));
}

/**
 * Whether a page's HTML shows the text saved as `key`: `absent` when no text of the page carries
 * its mark (the page shows it only after an action, or in an attribute, never marked), `saved` when
 * one of the places that carry it shows `saved`, else `other` (the server still renders the old
 * text). The HTML's scripts carry the mark too (the page's data for React), never as a text node.
 */
export function htmlShows(html: string, key: string, saved: string): 'saved' | 'other' | 'absent' {
  const mark = marked('', key);
  const shown: string[] = [];
  for (let at = html.indexOf(mark); at >= 0; at = html.indexOf(mark, at + mark.length))
    shown.push(textBefore(html, at, !formatted(saved.replace(/''/g, "'"))));
  if (!shown.length) return 'absent';
  return shown.some((text) => showsSaved(saved, text)) ? 'saved' : 'other';
}

/**
 * Whether a page's payload (lib/hosting/pagePayload.ts, the texts its script loads) shows the text
 * saved as `key`: true when the payload holds no such text, which then comes from the HTML alone.
 * Its texts are messages as saved, with their marks, or formatted (the consent banner's).
 */
export function payloadShows(payload: unknown, key: string, saved: string): boolean {
  let value: unknown = (payload as { texts?: unknown } | null)?.texts;
  for (const part of key.split('.'))
    value = value && typeof value === 'object' ? (value as Record<string, unknown>)[part] : undefined;
  return typeof value !== 'string' || showsSaved(saved, withoutMarks(value));
}

/** A page as the preview's server answers it now: its HTML and its payload; or no answer yet, or no preview. */
export type Looked = { html: string; payload: unknown } | 'no answer' | 'stopped';

/** What the wait for a saved text found: shown, on no page's first view, not in time, or no preview. */
export type Shows = 'saved' | 'absent' | 'late' | 'stopped';

/**
 * Looks at the page until both its HTML and its payload show the text saved as `key`, for at most
 * `patience` ms (`next dev` reads the saved file within a second or two); a page it compiles first
 * (one not yet shown in the preview) takes the time of one look.
 */
export async function whenShown(
  look: () => Promise<Looked>,
  { key, saved }: { key: string; saved: string },
  {
    patience = 30_000,
    every = 500,
    now = Date.now,
    sleep = (ms: number) => new Promise((r) => setTimeout(r, ms)),
  } = {},
): Promise<Shows> {
  const until = now() + patience;
  for (;;) {
    const page = await look();
    if (page === 'stopped') return 'stopped';
    const html = page === 'no answer' ? null : htmlShows(page.html, key, saved);
    if (html === 'absent') return 'absent';
    if (typeof page === 'object' && html === 'saved' && payloadShows(page.payload, key, saved)) return 'saved';
    if (now() + every > until) return 'late';
    await sleep(every);
  }
}
