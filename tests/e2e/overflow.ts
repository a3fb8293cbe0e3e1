import type { Page } from '@playwright/test';
// The measure and the widths the editor's check of a saved text uses too (editor/ui/Fits.tsx).
import { overflows, WIDTHS } from '@/editor/preview/overflow';

/**
 * What does not fit on the page as loaded, at each width, as one line each: the page, the width,
 * the kind (editor/preview/overflow.ts), a readable selector and the start of the element's text.
 * One load serves both widths: the page is drawn again at the other width, as a window resized
 * is, which is what its stylesheet's media queries read (no script of the site lays out by width).
 * Every <details> is opened first (the phone's menu, the FAQ's answers), as a visitor opens them,
 * so that what they hold is measured too. The window is left at the width it had.
 */
export async function overflowFindings(page: Page): Promise<string[]> {
  const before = page.viewportSize()!;
  const url = new URL(page.url());
  const found: string[] = [];
  await page.evaluate(() => document.querySelectorAll('details').forEach((details) => (details.open = true)));
  for (const width of [...WIDTHS].sort((a, b) => Math.abs(a - before.width) - Math.abs(b - before.width))) {
    if (page.viewportSize()!.width !== width) await page.setViewportSize({ width, height: before.height });
    for (const { kind, selector, text } of await page.evaluate(overflows, null))
      found.push(`${url.pathname}${url.search} at ${width} px: ${kind}: ${selector} “${text}”`);
  }
  await page.setViewportSize(before);
  return found;
}
