import { promises as fs } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { DOCUMENT_ASSETS_DIR } from '../../lib/hosting/buildFiles';
import { isDocument } from '../../lib/hosting/documents';
import { exportedPages, exportedVersionPages, notFoundPages } from '../../lib/hosting/exportedFiles';
import { markEnglishTexts } from './englishTexts';
import { stripFramework } from './stripFramework';

/**
 * The export's `noScripts` step (docs/design.md#documents): each page of the documents' route rule
 * (lib/hosting/documents.ts) loses the framework's runtime, its RSC payload and its client router,
 * and loads instead the islands its markup names (`data-island`), bundled by esbuild from islands/.
 */

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
    // English in place of a missing translation, as the loader gave it (lib/i18n/fallback.ts).
    return markEnglishTexts(stripped.html);
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
