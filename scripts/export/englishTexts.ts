/**
 * English shown in a language behind it (docs/editors.md#publishing-while-a-language-is-behind): the
 * loader gives such a text between two invisible marks (lib/i18n/fallback.ts), which this step,
 * run on every document (./documents.ts), turns into `lang="en"` on the element that shows it, so
 * that a screen reader speaks it as English and a browser hyphenates and translates it as English.
 * The marks go from everything else too (an island's data, an attribute): there the text is plain.
 */
import { parse, type DefaultTreeAdapterMap } from 'parse5';
import { ENGLISH_OPEN, englishMarksIn, withoutEnglishMarks } from '../../lib/i18n/englishMarks';

type Element = DefaultTreeAdapterMap['element'];
type TextNode = DefaultTreeAdapterMap['textNode'];
type ParentNode = DefaultTreeAdapterMap['parentNode'];

/** Where a text is data, not shown: its English stays unmarked. */
const NOT_SHOWN = new Set(['script', 'style', 'template', 'textarea', 'title']);

function textsOf(node: ParentNode): TextNode[] {
  return node.childNodes.flatMap((child) =>
    child.nodeName === '#text' ? [child as TextNode] : 'childNodes' in child ? textsOf(child as ParentNode) : [],
  );
}

const ancestorsOf = (node: TextNode | Element): Element[] => {
  const chain: Element[] = [];
  for (let parent = node.parentNode; parent && 'tagName' in parent; parent = parent.parentNode) chain.push(parent);
  return chain;
};

/**
 * The document with each English text's element marked `lang="en"`: the element whose every other
 * text is blank (a heading, an answer of several paragraphs), else a `<span lang="en">` around the
 * text where it sits among others in one element; every mark taken out.
 */
export function markEnglishTexts(html: string): string {
  if (!html.includes(ENGLISH_OPEN)) return withoutEnglishMarks(html);
  const texts = textsOf(parse(html, { sourceCodeLocationInfo: true }));
  const textAt = (offset: number) =>
    texts.find(({ sourceCodeLocation: at }) => at && at.startOffset <= offset && offset < at.endOffset);
  const edits: { at: number; insert: string }[] = [];
  const opened: number[] = [];
  for (const { 0: mark, index } of englishMarksIn(html)) {
    if (mark === ENGLISH_OPEN) {
      opened.push(index);
      continue;
    }
    const start = opened.pop();
    if (start === undefined) continue;
    const end = index + mark.length;
    const [first, last] = [textAt(start), textAt(index)];
    if (!first || !last) continue;
    const [above, lastAbove] = [ancestorsOf(first), ancestorsOf(last)];
    const element = above.find((e) => lastAbove.includes(e));
    if (!element || above.some((e) => NOT_SHOWN.has(e.tagName))) continue;
    const blankAround = textsOf(element).every(({ sourceCodeLocation: at }) => {
      const outside =
        html.slice(at!.startOffset, Math.min(at!.endOffset, start)) +
        html.slice(Math.max(at!.startOffset, end), at!.endOffset);
      return !withoutEnglishMarks(outside).trim();
    });
    const startTag = element.sourceCodeLocation?.startTag;
    if (blankAround && startTag && !element.attrs.some((a) => a.name === 'lang')) {
      edits.push({ at: startTag.endOffset - 1, insert: ' lang="en"' });
    } else if (first.parentNode === last.parentNode) {
      edits.push({ at: start, insert: '<span lang="en">' }, { at: end, insert: '</span>' });
    }
  }
  let marked = html;
  for (const { at, insert } of edits.sort((a, b) => b.at - a.at))
    marked = marked.slice(0, at) + insert + marked.slice(at);
  return withoutEnglishMarks(marked);
}
