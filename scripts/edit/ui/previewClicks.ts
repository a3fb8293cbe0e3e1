/**
 * Runs in the editor's preview (scripts/edit/preview.ts), never in the site: a click on a text of the
 * page opens its key in the editor. Every text there ends with its key's mark (lib/i18n/editMarks.ts);
 * the text clicked is the one whose mark comes first from the point clicked on, within the paragraph,
 * heading or item clicked. The key goes to the
 * editor that frames the page, by postMessage to exactly the editor's origins.
 */
import { hasMarks, keysIn } from '../../../lib/i18n/editMarks';

/** The editor's origins, written in when the preview bundles this script. */
declare const EDITOR_ORIGINS: string[];

/** The text node and offset under the pointer, where the browser can tell. */
function caretAt(x: number, y: number): { node: Node; offset: number } | null {
  if (document.caretPositionFromPoint) {
    const caret = document.caretPositionFromPoint(x, y);
    return caret && { node: caret.offsetNode, offset: caret.offset };
  }
  const range = document.caretRangeFromPoint?.(x, y);
  return range ? { node: range.startContainer, offset: range.startOffset } : null;
}

/** What a text of the page is drawn in: the search for its mark never leaves it. */
const TEXT_BLOCK =
  'p, li, h1, h2, h3, h4, h5, h6, summary, dt, dd, td, th, label, legend, button, a, figcaption, caption, title';

function keyAt(event: MouseEvent): string | null {
  const target = event.target instanceof Element ? event.target : null;
  const element = target?.closest(TEXT_BLOCK) ?? target;
  // A text without a mark (a name from the settings, a date) opens nothing, rather than another text.
  if (!element || !hasMarks(element.textContent ?? '')) return null;
  const caret = caretAt(event.clientX, event.clientY);
  const from = caret && caret.node.nodeType === Node.TEXT_NODE && element.contains(caret.node) ? caret : null;
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  let reached = !from;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node === from?.node) reached = true;
    if (!reached) continue;
    const text = node.textContent ?? '';
    const [key] = keysIn(node === from?.node ? text.slice(from.offset) : text);
    if (key) return key;
    // Clicked within a mark itself: the text that mark closes.
    if (node === from?.node && keysIn(text).length) return keysIn(text).at(-1)!;
  }
  return null;
}

document.addEventListener(
  'click',
  (event) => {
    const key = keyAt(event);
    if (!key || window.parent === window) return;
    event.preventDefault();
    event.stopPropagation();
    // Delivered only to the one that is the framing editor's origin.
    for (const origin of EDITOR_ORIGINS) window.parent.postMessage({ type: 'slimstart-edit-key', key }, origin);
  },
  true,
);
