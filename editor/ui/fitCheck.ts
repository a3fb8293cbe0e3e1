/**
 * What the editor's check that a saved text fits (./Fits.tsx) decides without a browser: which page
 * of the preview shows a text, and whether the page already shows the text as saved.
 */
import { pageOf, type PageId } from './pages';

/** The widths a saved text is measured at, as the site's own check does (tests/e2e/overflow.ts). */
export const FIT_WIDTHS = [1280, 390] as const;

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

/**
 * Whether `shown`, the text a page shows for a key (editor/preview/measure.ts), is `saved`: the same
 * text where it is plain; where it has placeholders, tags or plural forms, which the page formats,
 * every plain run of it outside the braces. Until it is, the page still shows what was there
 * before: `next dev` has not read the saved file yet.
 */
export function showsSaved(saved: string, shown: string): boolean {
  // ICU's quoting: '' is one apostrophe.
  const text = saved.replace(/''/g, "'");
  if (!/[{}<>]/.test(text)) return spaced(shown) === spaced(text);
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
