/**
 * The marks of the editor's preview (docs/design.md#the-editors-preview): under `next dev` with the preview
 * flag (EDIT_PREVIEW, set only by `npm run edit`), every text of the messages ends with its key, so
 * that a click on a text of the page can open that key in the editor.
 *
 * The encoding is Unicode tag characters, which browsers draw as nothing: U+E0001 (LANGUAGE TAG)
 * opens a mark, each character of the key follows as U+E0000 plus its ASCII code, and U+E007F
 * (CANCEL TAG) closes it. No text of the site uses them: they exist only in flag emoji, never
 * after U+E0001.
 *
 * Marks are text, not markup: they must never reach an attribute, a `<title>`, a `<meta>` or JSON-LD.
 * Where a text goes there, the site asks lib/i18n/plain.ts for it plain (metadata, the FAQ's structured
 * data, the few `aria-label`s and `alt`s); the editor's e2e test reads every attribute of the previewed pages.
 */

const TAG_BASE = 0xe0000;
const OPEN = String.fromCodePoint(0xe0001);
const CLOSE = String.fromCodePoint(0xe007f);
// Made from code points, so that no script of the site carries a tag character, even escaped, and
// a search of the built files for one finds only a leak.
const tag = (ascii: number) => String.fromCodePoint(TAG_BASE + ascii);
const MARKS = new RegExp(`${OPEN}[${tag(0x20)}-${tag(0x7e)}]*${CLOSE}`, 'gu');

/**
 * Whether `text` holds a mark: what a built page must never hold. Its opening character tells, which
 * nothing else uses (the closing one also ends the flags of England, Scotland and Wales).
 */
export const hasMarks = (text: string): boolean => text.includes(OPEN);

/** A text without its marks: for attributes, metadata and structured data. */
export const withoutMarks = (text: string): string => text.replace(MARKS, '');

/** A value with `change` made to every one of its strings, however deep. */
export function inEveryString<T>(value: T, change: (text: string) => string): T {
  if (typeof value === 'string') return change(value) as T;
  if (Array.isArray(value)) return value.map((v) => inEveryString(v, change)) as T;
  if (value && Object.getPrototypeOf(value) === Object.prototype)
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, inEveryString(v, change)])) as T;
  return value;
}

/** `text` with `key`'s mark after it; a key outside printable ASCII is left unmarked. */
export function marked(text: string, key: string): string {
  if (!/^[\x20-\x7e]+$/.test(key)) return text;
  return `${text}${OPEN}${[...key].map((c) => tag(c.charCodeAt(0))).join('')}${CLOSE}`;
}

/** The keys whose marks `text` holds, in order. */
export function keysIn(text: string): string[] {
  return [...text.matchAll(MARKS)].map(([mark]) =>
    [...mark.slice(2, -2)].map((c) => String.fromCharCode(c.codePointAt(0)! - TAG_BASE)).join(''),
  );
}

type Tree = { [key: string]: string | Tree };

/** Every text of a message tree with its key's mark (the dotted path next-intl's `t` names). */
export function markedMessages<T extends object>(messages: T, prefix = ''): T {
  return Object.fromEntries(
    Object.entries(messages as Tree).map(([name, value]) => {
      const key = prefix ? `${prefix}.${name}` : name;
      return [name, typeof value === 'string' ? marked(value, key) : markedMessages(value, key)];
    }),
  ) as T;
}
