/**
 * Runs in the editor's preview (./clicks.ts loads it), never in the site: asked by the editor after a
 * Save, it says whether the saved text fits its place on the page, at the width the frame that
 * holds the page has (editor/ui/Fits.tsx sets 1280, then 390 px). The text is found by its key's
 * mark (lib/editPreview/marks.ts); what does not fit is measured as the site's own check measures
 * it (./overflow.ts). The answer names the text as the page shows it, so that the editor knows
 * whether the page already shows what was saved.
 */
import { keysIn, marked } from '../../lib/editPreview/marks';
import { hydrated } from './hydrated';
import { overflows, type Overflow } from './overflow';

/** The editor's origins, written in when the preview bundles this script. */
declare const EDITOR_ORIGINS: string[];

/** What a text of the page is drawn in: its paragraph, heading, item, label or button. */
export const TEXT_BLOCK =
  'p, li, h1, h2, h3, h4, h5, h6, summary, dt, dd, td, th, label, legend, button, a, figcaption, caption, title';

/** What the editor asks (editor/ui/Fits.tsx). */
export interface MeasureRequest {
  type: 'slimstart-edit-measure';
  key: string;
}

/** What the page answers: not on this page, or the text as shown and what of it does not fit. */
export type Measured = { type: 'slimstart-edit-measured'; key: string; width: number } & (
  { found: false } | { found: true; text: string; overflows: Overflow[] }
);

/** The end of a mark (lib/editPreview/marks.ts). */
const CLOSE = String.fromCodePoint(0xe007f);

/** The text node that ends with `key`'s mark. */
function markedNode(key: string): Text | null {
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode())
    if (keysIn(node.textContent ?? '').includes(key)) return node as Text;
  return null;
}

/** The text `key` shows in `block`: from the mark before it (or the block's start) to its own. */
function shownText(block: Element, key: string): string {
  const all = block.textContent ?? '';
  const before = all.slice(0, all.indexOf(marked('', key)));
  const end = before.lastIndexOf(CLOSE);
  return before
    .slice(end < 0 ? 0 : end + CLOSE.length)
    .replace(/[\u{E0000}-\u{E007F}]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The answer about `key`'s text, or null while the page is not ready for it (the editor asks again). */
function measure(key: string): Measured | null {
  const node = markedNode(key);
  const answer = { type: 'slimstart-edit-measured', key, width: window.innerWidth } as const;
  const parent = node?.parentElement;
  if (!parent) return { ...answer, found: false };
  // An answer of the FAQ or the phone's menu, as a visitor sees it: its item opened, once React has it.
  const details = parent.closest('details');
  if (!hydrated(details ?? parent)) return null;
  if (details) details.open = true;
  const block = parent.closest(TEXT_BLOCK) ?? parent;
  return { ...answer, found: true, text: shownText(block, key), overflows: overflows(block) };
}

window.addEventListener('message', (event: MessageEvent) => {
  const data = event.data as Partial<MeasureRequest> | null;
  if (!EDITOR_ORIGINS.includes(event.origin) || data?.type !== 'slimstart-edit-measure') return;
  // The editor that frames this page, and no other window.
  if (typeof data.key !== 'string' || event.source !== window.parent) return;
  // This script loads async, maybe before the page's texts are all parsed, and its scripts all run:
  // the editor asks again.
  if (document.readyState !== 'complete') return;
  const measured = measure(data.key);
  if (measured) window.parent.postMessage(measured, event.origin);
});
