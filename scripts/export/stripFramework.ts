/**
 * A prerendered page without the framework (docs/design.md#documents): what Next.js 16 writes into a
 * page to run it, found and taken out, the islands its markup names loaded instead. The export's
 * `noScripts` step (./documents.ts) runs it on every document.
 */
import { parse, type DefaultTreeAdapterMap } from 'parse5';
import { SPECULATION_RULES_ATTRIBUTE, speculationRules } from '../../lib/hosting/speculationRules';

type Element = DefaultTreeAdapterMap['element'];
type Node = DefaultTreeAdapterMap['childNode'] | DefaultTreeAdapterMap['document'];

/**
 * What Next.js 16 writes into a prerendered page to run it, as the step recognises it. Each must be
 * found in every document: when one is missing, Next.js has changed how it writes pages, and the
 * build stops rather than publish a page that may still run the framework (docs/design.md#documents
 * names what an upgrade must re-check).
 */
const markers = {
  'framework chunk script': (e: Element) => e.tagName === 'script' && attr(e, 'src')?.startsWith('/_next/static/'),
  'Turbopack chunk list': (e: Element) => e.tagName === 'script' && text(e).startsWith('(globalThis["TURBOPACK"]'),
  'RSC payload': (e: Element) =>
    e.tagName === 'script' &&
    (text(e).startsWith('(self.__next_f=self.__next_f||[]).push(') || text(e).startsWith('self.__next_f.push(')),
} as const;

/** Script preloads of framework chunks: not in every page, removed where they are. */
const isChunkPreload = (e: Element) =>
  e.tagName === 'link' &&
  ['preload', 'modulepreload'].includes(attr(e, 'rel') ?? '') &&
  (attr(e, 'href')?.startsWith('/_next/') ?? false);

/** Anything that would still start or feed the framework once the markers are gone. */
const FRAMEWORK_TRACES = ['/_next/', '__next', 'TURBOPACK'];

function attr(element: Element, name: string): string | undefined {
  return element.attrs.find((a) => a.name === name)?.value;
}

function text(element: Element): string {
  return element.childNodes.map((child) => ('value' in child ? child.value : '')).join('');
}

function elementsOf(node: Node): Element[] {
  const children = 'childNodes' in node ? node.childNodes : [];
  return children.flatMap((child) => ('tagName' in child ? [child, ...elementsOf(child)] : elementsOf(child as Node)));
}

interface Edit {
  start: number;
  end: number;
  insert: string;
}

/** What a document's HTML becomes: the framework out, its islands and the moved stylesheets in. */
export interface StrippedDocument {
  html: string;
  /** The islands its markup names. */
  islands: string[];
  /** The framework's stylesheets it links, by the path of each under /_next/static/. */
  stylesheets: string[];
}

/**
 * Takes the framework out of one prerendered page: reads the HTML with a parser and cuts the
 * elements it finds out of the original text, which otherwise stays byte for byte as Next.js wrote
 * it. `islandTag` gives the script element of an island, `stylesheetUrl` where a stylesheet moves to.
 * Throws when a marker is missing or a trace of the framework is left.
 */
export function stripFramework(
  html: string,
  file: string,
  {
    islandTag,
    stylesheetUrl,
    here,
  }: { islandTag: (name: string) => string; stylesheetUrl: (href: string) => string; here: string },
): StrippedDocument {
  const elements = elementsOf(parse(html, { sourceCodeLocationInfo: true }));
  const edits: Edit[] = [];
  const cut = (e: Element) =>
    edits.push({ start: e.sourceCodeLocation!.startOffset, end: e.sourceCodeLocation!.endOffset, insert: '' });

  for (const [kind, matches] of Object.entries(markers)) {
    const found = elements.filter(matches);
    if (!found.length) {
      throw new Error(
        `${file}: found no ${kind}. Next.js has changed how it writes pages: re-check the documents step ` +
          `(scripts/export/documents.ts) against docs/design.md#documents before shipping this build.`,
      );
    }
    found.forEach(cut);
  }
  elements.filter(isChunkPreload).forEach(cut);

  const stylesheets: string[] = [];
  for (const link of elements.filter((e) => e.tagName === 'link' && attr(e, 'rel') === 'stylesheet')) {
    const href = attr(link, 'href') ?? '';
    if (!href.startsWith('/_next/static/')) continue;
    const at = link.sourceCodeLocation!.attrs!.href;
    edits.push({ start: at.startOffset, end: at.endOffset, insert: `href="${stylesheetUrl(href)}"` });
    stylesheets.push(href);
  }

  const islands = [...new Set(elements.map((e) => attr(e, 'data-island')).filter((name) => name !== undefined))];
  // The documents its links lead to, but the switcher's (the same page in another language).
  const hrefs = elements
    .filter((e) => e.tagName === 'a' && attr(e, 'data-locale') === undefined)
    .map((e) => attr(e, 'href') ?? '');
  const rules = speculationRules(hrefs, here);
  if (rules) islands.push('speculation');
  const head = elements.find((e) => e.tagName === 'head')?.sourceCodeLocation?.endTag;
  if (!head) throw new Error(`${file}: no </head> to put the islands before`);
  const modules = islands.map(islandTag).join('');
  const rulesCopy = rules
    ? `<script type="application/json" ${SPECULATION_RULES_ATTRIBUTE}>${JSON.stringify(rules).replace(/</g, '\\u003c')}</script>`
    : '';
  edits.push({ start: head.startOffset, end: head.startOffset, insert: rulesCopy + modules });

  let stripped = html;
  for (const edit of edits.sort((a, b) => b.start - a.start)) {
    stripped = stripped.slice(0, edit.start) + edit.insert + stripped.slice(edit.end);
  }
  const left = frameworkTraces(stripped);
  if (left.length) {
    throw new Error(
      `${file}: the framework is still in the page after its markers were taken out (${left.join('; ')}). ` +
        `Next.js has changed how it writes pages: see docs/design.md#documents.`,
    );
  }
  return { html: stripped, islands, stylesheets };
}

/**
 * The page with every `<script>` cut out, the rest byte for byte: what `npm run bench` measures a
 * document against (scripts/measure/documentBench.ts), the physical limit of its first load.
 */
export function withoutScripts(html: string): string {
  const scripts = elementsOf(parse(html, { sourceCodeLocationInfo: true })).filter((e) => e.tagName === 'script');
  let bare = html;
  for (const { sourceCodeLocation } of scripts.reverse()) {
    bare = bare.slice(0, sourceCodeLocation!.startOffset) + bare.slice(sourceCodeLocation!.endOffset);
  }
  return bare;
}

/** Where a stripped page still names the framework: any script or link, or a script's text. */
export function frameworkTraces(html: string): string[] {
  return elementsOf(parse(html))
    .filter((e) => e.tagName === 'script' || e.tagName === 'link')
    .map((e) => `${e.attrs.map((a) => `${a.name}="${a.value}"`).join(' ')} ${text(e).slice(0, 200)}`)
    .filter((described) => FRAMEWORK_TRACES.some((trace) => described.includes(trace)))
    .map((described) => `<${described.trim().slice(0, 120)}>`);
}
