import { promises as fs } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { parse, type DefaultTreeAdapterMap } from 'parse5';
import { DOCUMENT_ASSETS_DIR } from '../../lib/hosting/buildFiles';
import { isDocument } from '../../lib/hosting/documents';
import { SPECULATION_RULES_ATTRIBUTE, speculationRules } from '../../lib/hosting/speculationRules';
import { exportedPages, exportedVersionPages, notFoundPages } from '../../lib/hosting/exportedFiles';

/**
 * The export's `noScripts` step (docs/design.md#documents): each page of the documents' route rule
 * (lib/hosting/documents.ts) loses the framework's runtime, its RSC payload and its client router,
 * and loads instead the islands its markup names (`data-island`), bundled by esbuild from islands/.
 */

type Element = DefaultTreeAdapterMap['element'];
type Node = DefaultTreeAdapterMap['childNode'] | DefaultTreeAdapterMap['document'];

/** The islands, by the name that an element's `data-island` gives them; each is its own module. */
export const islandSources: Record<string, string> = {
  switcher: 'islands/switcher.ts',
  'account-link': 'islands/accountLink.ts',
  analytics: 'islands/analytics.ts',
  'faq-hash': 'islands/faqHash.ts',
  'contact-form': 'islands/contactForm.ts',
  'requested-path': 'islands/requestedPath.ts',
  speculation: 'islands/speculation.ts',
};

/**
 * What an island loads only when the visitor first needs it, never at first load: React and the
 * code of a component, bundled on their own. An island names each by a constant that the build sets
 * to its URL (`declare const CONTACT_FORM_APP: string`). `npm run size` counts them apart.
 */
export const laterSources: Record<string, string> = {
  CONTACT_FORM_APP: 'islands/later/contactFormApp.tsx',
};

/** The file name a later module's URL starts with, as `npm run size` finds it. */
export const laterFileName = (constant: string) => constant.toLowerCase().replaceAll('_', '-');

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

/**
 * What the islands read of `process.env`: the `NEXT_PUBLIC_` settings, as Next.js inlines them into
 * the application (the environment and the `.env` files it reads, the build's stamp), and nothing
 * else.
 */
export function publicDefines(env: Record<string, string | undefined>): Record<string, string> {
  const defines: Record<string, string> = {
    'process.env': '{}',
    'process.env.NODE_ENV': JSON.stringify('production'),
  };
  for (const [name, value] of Object.entries(env)) {
    if (name.startsWith('NEXT_PUBLIC_') && value !== undefined) defines[`process.env.${name}`] = JSON.stringify(value);
  }
  return defines;
}

/**
 * Bundles `entryPoints` into `{outDir}/_documents/`, each as a plain ES module named by its hash, for
 * the browsers Next.js 16 builds for by default, with `defines`. Returns each one's URL by its name.
 */
async function bundle(
  outDir: string,
  root: string,
  entryPoints: Record<string, string>,
  defines: Record<string, string>,
): Promise<Record<string, string>> {
  const result = await build({
    define: defines,
    absWorkingDir: root,
    entryPoints,
    bundle: true,
    format: 'esm',
    minify: true,
    jsx: 'automatic',
    target: ['chrome111', 'edge111', 'firefox111', 'safari16.4'],
    outdir: path.join(outDir, DOCUMENT_ASSETS_DIR),
    entryNames: '[name]-[hash]',
    // What an island loads later is already there, by its URL.
    external: [`${DOCUMENT_ASSETS_DIR}*`],
    metafile: true,
    logLevel: 'warning',
  });
  const urls: Record<string, string> = {};
  for (const [output, { entryPoint }] of Object.entries(result.metafile.outputs)) {
    const name = Object.keys(entryPoints).find((n) => entryPoints[n] === entryPoint);
    if (name) urls[name] = '/' + path.relative(outDir, path.join(root, output)).split(path.sep).join('/');
  }
  return urls;
}

/**
 * Bundles every island into `{outDir}/_documents/` with the public settings of `env`, after what
 * they load later (whose URLs they are built with). Returns each island's URL.
 */
export async function bundleIslands(
  outDir: string,
  root: string,
  env: Record<string, string | undefined>,
): Promise<Record<string, string>> {
  const later = await bundle(
    outDir,
    root,
    Object.fromEntries(Object.entries(laterSources).map(([constant, file]) => [laterFileName(constant), file])),
    publicDefines(env),
  );
  const laterUrls = Object.fromEntries(
    Object.keys(laterSources).map((constant) => [constant, JSON.stringify(later[laterFileName(constant)])]),
  );
  return bundle(outDir, root, islandSources, { ...publicDefines(env), ...laterUrls });
}

const FRAMEWORK_STATIC = '/_next/static/';

/**
 * Islands up to this size (minified) are written into the page, as inline modules its policy names
 * by hash: on a phone a request costs more than its bytes (`npm run bench`'s documents section
 * measured `/faq` with five island files at 1058 ms LCP against 905 without scripts). Larger ones
 * (the analytics island) stay files, cached across pages.
 */
const INLINE_ISLAND_BYTES = 4096;

/**
 * The documents step for one build's output: bundles the islands, with the public settings of
 * `env`, into `{assetRoot}/_documents/`, and returns what strips a page, copying each framework
 * stylesheet it links from `staticRoot` (the folder `/_next/static/` is served from) next to them.
 */
export async function documentStripper(
  assetRoot: string,
  staticRoot: string,
  root: string,
  env: Record<string, string | undefined>,
): Promise<(html: string, file: string, here: string) => Promise<string>> {
  const urls = await bundleIslands(assetRoot, root, env);
  const tags: Record<string, string> = {};
  for (const [name, url] of Object.entries(urls)) {
    const file = path.join(assetRoot, url);
    const code = await fs.readFile(file, 'utf8');
    // Larger islands stay files, and so does code that a page must not carry in its text: `</script`
    // or `<!--` change how the parser reads a script, and hosts rewrite the 404 slot in the page's
    // text (lib/hosting/notFoundSlot.ts), which must then be the slot and nothing in a script.
    if (code.length > INLINE_ISLAND_BYTES || /<\/script|<!--|data-requested-path="/i.test(code)) {
      tags[name] = `<script type="module" src="${url}"></script>`;
      continue;
    }
    tags[name] = `<script type="module">${code.trimEnd()}</script>`;
    await fs.rm(file);
  }
  const islandTag = (name: string) => {
    if (!tags[name])
      throw new Error(
        `No island "${name}": islandSources in scripts/export/documents.ts lists ${Object.keys(urls).join(', ')}`,
      );
    return tags[name];
  };
  const stylesheetUrl = (href: string) => DOCUMENT_ASSETS_DIR + path.posix.basename(href);
  const copied = new Set<string>();
  return async (html, file, here) => {
    const stripped = stripFramework(html, file, { islandTag, stylesheetUrl, here });
    for (const href of stripped.stylesheets.filter((h) => !copied.has(h))) {
      const from = path.join(staticRoot, href.slice(FRAMEWORK_STATIC.length));
      await fs.copyFile(from, path.join(assetRoot, stylesheetUrl(href)));
      copied.add(href);
    }
    return stripped.html;
  };
}

/**
 * Ships every document of the export as a document: strips each page and deletes its RSC payloads
 * (`{page}.txt` and the `__next.*.txt` segments), which nothing loads any more. Returns how many
 * pages it shipped.
 */
export async function shipDocuments(
  outDir: string,
  root: string,
  env: Record<string, string | undefined>,
): Promise<number> {
  const strip = await documentStripper(outDir, path.join(outDir, FRAMEWORK_STATIC), root, env);
  const documents = [
    ...exportedPages().filter((page) => isDocument(page.url)),
    ...exportedVersionPages(),
    ...notFoundPages(),
  ];
  for (const page of documents) {
    const file = path.join(outDir, page.file);
    await fs.writeFile(file, await strip(await fs.readFile(file, 'utf8'), page.file, page.url));
    // The home page's segments lie in out/ itself, beside index.txt.
    const folder = path.join(outDir, page.url);
    await fs.rm(page.url === '/' ? path.join(outDir, 'index.txt') : `${folder}.txt`, { force: true });
    const segments = await fs.readdir(folder).catch(() => [] as string[]);
    for (const name of segments.filter((n) => n.startsWith('__next.') && n.endsWith('.txt'))) {
      await fs.rm(path.join(folder, name));
    }
  }
  return documents.length;
}
