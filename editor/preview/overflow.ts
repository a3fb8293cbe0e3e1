/**
 * What of a page does not fit its width: the one measure that the site's end-to-end check
 * (tests/e2e/overflow.ts, every page in every language at 390 and 1280 px) and the editor's preview
 * (./measure.ts, the text just saved) share, so that both call the same thing overflow.
 *
 * A text that fits in English can be a third longer in German, or one unbreakable compound word:
 * - `sticks out`: the page is wider than the window (the visitor scrolls sideways) and this is the
 *   innermost element past its edge (or whose own text is);
 * - `cut off`: a box that hides what does not fit (overflow hidden or clip, or an ellipsis) holds
 *   more text than it shows;
 * - `spills`: a box of fixed size whose own text runs past its edge, over what follows.
 * Boxes hidden from sight on purpose (the screen readers' `.visually-hidden`, 1 px) and what scrolls
 * on purpose (overflow auto or scroll) are no finding.
 *
 * `overflows` runs in the page (Playwright's `page.evaluate` sends its source there): everything it
 * uses is inside it.
 */

/**
 * The widths every page is checked at (issue 57): a laptop (1280 px) and a phone (390 px, the
 * iPhone 12 to 15's CSS width).
 */
export const WIDTHS = [1280, 390] as const;

export interface Overflow {
  kind: 'sticks out' | 'cut off' | 'spills';
  /** A readable selector: up to three steps, from the nearest id, after the landmark they are in. */
  selector: string;
  /** The start of its text, as a visitor reads it. */
  text: string;
}

/**
 * Every overflow of the page as it is drawn now; with `near`, only those of the elements that hold
 * it or that it holds (the editor asks about one text).
 */
export function overflows(near?: Node | null): Overflow[] {
  // The editor's invisible marks (lib/editPreview/marks.ts) are no text a visitor reads.
  const plain = (text: string) =>
    text
      .replace(/[\u{E0000}-\u{E007F}]/gu, '')
      .replace(/\s+/g, ' ')
      .trim();
  const width = document.documentElement.clientWidth;
  const SLACK = 1;
  const style = (element: Element) => getComputedStyle(element);
  const clips = (value: string) => value === 'hidden' || value === 'clip';
  const scrolls = (value: string) => value === 'auto' || value === 'scroll';

  function shown(element: Element): boolean {
    // Not drawn: no box, inside a closed <details>, visibility hidden.
    if (!element.checkVisibility({ visibilityProperty: true })) return false;
    const box = element.getBoundingClientRect();
    if (box.width <= SLACK || box.height <= SLACK) return false;
    const css = style(element);
    return css.clipPath === 'none' && css.clip === 'auto';
  }
  /** The rectangle its own text (not its children's) covers, or null. */
  function ownText(element: Element): DOMRect | null {
    const range = document.createRange();
    let union: DOMRect | null = null;
    for (const node of element.childNodes) {
      if (node.nodeType !== Node.TEXT_NODE || !plain(node.textContent ?? '')) continue;
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) {
        if (!rect.width) continue;
        union = union
          ? new DOMRect(
              Math.min(union.left, rect.left),
              Math.min(union.top, rect.top),
              Math.max(union.right, rect.right) - Math.min(union.left, rect.left),
              Math.max(union.bottom, rect.bottom) - Math.min(union.top, rect.top),
            )
          : rect;
      }
    }
    return union;
  }
  function selectorOf(element: Element): string {
    const steps: string[] = [];
    for (let at: Element | null = element; at && steps.length < 3; at = at.parentElement) {
      if (at.id) {
        steps.unshift(`#${CSS.escape(at.id)}`);
        break;
      }
      const classes = [...at.classList].slice(0, 2).map((name) => `.${CSS.escape(name)}`);
      const same = at.parentElement ? [...at.parentElement.children].filter((c) => c.tagName === at!.tagName) : [];
      const nth = same.length > 1 ? `:nth-of-type(${same.indexOf(at) + 1})` : '';
      steps.unshift(`${at.tagName.toLowerCase()}${classes.join('')}${classes.length ? '' : nth}`);
    }
    // Where on the page, when the steps do not say: the landmark around them.
    const landmark = element.closest('header, nav, main, footer, aside, form');
    const named = landmark && !steps.some((step) => step.startsWith(landmark.tagName.toLowerCase()));
    const label = landmark?.getAttribute('aria-label');
    const where = named ? `${landmark.tagName.toLowerCase()}${label ? `[aria-label="${label}"]` : ''} … ` : '';
    return where + steps.join(' > ');
  }

  const found: { element: Element; kind: Overflow['kind'] }[] = [];
  const pastEdge: Element[] = [];
  const pageTooWide = document.documentElement.scrollWidth > width + SLACK;
  const walk = (element: Element, inScroller: boolean) => {
    if (!shown(element) || ['SCRIPT', 'STYLE', 'TEMPLATE', 'INPUT', 'TEXTAREA', 'SELECT'].includes(element.tagName))
      return;
    const css = style(element);
    const box = element.getBoundingClientRect();
    const own = ownText(element);
    const text = plain(element.textContent ?? '');
    if (text) {
      const ellipsis = css.textOverflow === 'ellipsis';
      const clipsX = clips(css.overflowX) || ellipsis;
      if (
        (clipsX && element.scrollWidth > element.clientWidth + SLACK) ||
        (clips(css.overflowY) && element.scrollHeight > element.clientHeight + SLACK)
      )
        found.push({ element, kind: 'cut off' });
      else if (
        own &&
        !css.display.startsWith('inline') &&
        !clipsX &&
        !scrolls(css.overflowX) &&
        (own.right > box.right + SLACK ||
          own.left < box.left - SLACK ||
          own.bottom > box.bottom + SLACK ||
          own.top < box.top - SLACK)
      )
        found.push({ element, kind: 'spills' });
    }
    const outside = (rect: DOMRect | null) => Boolean(rect && (rect.right > width + SLACK || rect.left < -SLACK));
    if (pageTooWide && !inScroller && (outside(box) || outside(own))) pastEdge.push(element);
    const contains = inScroller || scrolls(css.overflowX) || clips(css.overflowX);
    for (const child of element.children) walk(child, contains);
  };
  walk(document.body, false);
  // The innermost element past the edge names the culprit; its ancestors are only carried along.
  for (const element of pastEdge)
    if (!pastEdge.some((other) => other !== element && element.contains(other)))
      found.push({ element, kind: 'sticks out' });
  if (pageTooWide && !pastEdge.length && !near) found.push({ element: document.documentElement, kind: 'sticks out' });

  const related = (element: Element) => !near || element.contains(near) || near.contains(element);
  return found
    .filter(({ element }) => related(element))
    .map(({ element, kind }) => ({
      kind,
      selector: selectorOf(element),
      text: plain(element.textContent ?? '').slice(0, 60),
    }));
}
