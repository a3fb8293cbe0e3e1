/**
 * Runs in the editor's preview (editor/preview/process.ts), never in the site: a click on a text of the
 * page opens its key in the editor (a question of the FAQ also opens its item, so that its answer can
 * be read and clicked). Every text there ends with its key's mark (lib/editPreview/marks.ts);
 * the text clicked is the one whose mark comes first from the point clicked on, within the paragraph,
 * heading or item clicked (./measure.ts's TEXT_BLOCK). The key goes to the
 * editor that frames the page, by postMessage to exactly the editor's origins.
 */
import { hasMarks, keysIn } from '../../lib/editPreview/marks';
import { TEXT_BLOCK } from './measure';
import './untranslated';

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

/**
 * The key of the text clicked: that of the nearest paragraph, heading or item around the click that
 * holds a mark (a link inside a sentence has none of its own: the sentence's). A click beside any
 * text, or on a text without a mark (a name from the settings, a date), opens nothing.
 */
function keyAt(event: MouseEvent): string | null {
  const target = event.target instanceof Element ? event.target : null;
  let element = target?.closest(TEXT_BLOCK) ?? null;
  while (element && !hasMarks(element.textContent ?? '')) element = element.parentElement?.closest(TEXT_BLOCK) ?? null;
  if (!element) return null;
  return firstKeyFrom(element, event);
}

function firstKeyFrom(element: Element, event: MouseEvent): string | null {
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
    if (window.parent === window) return;
    const key = keyAt(event);
    const target = event.target instanceof Element ? event.target : null;
    // In the preview, links lead nowhere: the editor chooses the page.
    const link = target?.closest('a');
    // A question of the FAQ opens its item, as it does for a visitor, and stays open when clicked
    // again: its answer is then in view, where a click opens the answer's text.
    const item = link ? null : target?.closest('summary')?.parentElement;
    if (item instanceof HTMLDetailsElement) {
      if (item.open) event.preventDefault();
    } else if (key || link) {
      event.preventDefault();
      event.stopPropagation();
    }
    if (!key) return;
    // Delivered only to the one that is the framing editor's origin.
    for (const origin of EDITOR_ORIGINS) window.parent.postMessage({ type: 'slimstart-edit-key', key }, origin);
  },
  true,
);
