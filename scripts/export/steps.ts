import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { defaultLocale, localeInfo, servedLocaleTable, prefixedSegments } from '../../lib/i18n/locales';
import { FIREBASE_I18N_ROOT, firebaseLanguageFolder } from '../../lib/i18n/firebaseLanguage';
import { leftOutPages } from '../../lib/pages/built';
import { everyPageFile, fileOf } from '../../lib/hosting/exportedFiles';
import { PAYLOAD_FILE } from '../../lib/hosting/buildFiles';
import { apacheSite } from '../hosts/apache';
import { caddySite } from '../hosts/caddy';
import { firebaseHosting } from '../hosts/firebase';
import { nginxServer } from '../hosts/nginx';
import { cloudflareHeaders, cloudflareRedirects, netlifyConfig } from '../../lib/hosting/cdnConfigs';
import { isNotFoundFile, showLocaleNotFound, withHostSlot } from '../../lib/hosting/notFoundSlot';
import { routeUrl, SERVER_PAGES_FILE, serverRoute, type ServerPages } from '../../lib/hosting/serverManifest';
import { analyticsAllowedOn, contentSecurityPolicy, scriptSources } from '../../lib/hosting/routeRules';
import { isDocument } from '../../lib/hosting/documents';
import { SPECULATION_RULES_ATTRIBUTE } from '../../lib/hosting/speculationRules';
import { documentStripper } from './documents';
import { pagePayloads } from './payloads';

/** `{page path}/_payload.json` for every prerendered page (pagePayloads). */
export async function writePayloads(outDir: string, buildId: string): Promise<number> {
  const payloads = await pagePayloads(buildId);
  for (const { url, body } of payloads) {
    const file = path.join(outDir, (url === '/' ? '' : url) + PAYLOAD_FILE);
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, body);
  }
  return payloads.length;
}

/** Every HTML file below a folder. */
async function filesEndingIn(dir: string, ending: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile() && e.name.endsWith(ending)).map((e) => path.join(e.parentPath, e.name));
}
const htmlFiles = (dir: string) => filesEndingIn(dir, '.html');

/** The inline scripts of a page that a browser would run (JSON-LD and other data blocks are not). */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script((?:(?!>)[^])*)>([^]*?)<\/script>/g)]
    .filter(
      ([, attributes, body]) =>
        !/\bsrc=/.test(attributes) && !/type="application\/(ld\+)?json"/.test(attributes) && body,
    )
    .map(([, , body]) => body);
}

/**
 * The texts of a document's speculation rules (lib/hosting/speculationRules.ts): inert where the page holds
 * them, but its island adds them as rules, which the policy must name like any inline script.
 */
function speculationRulesTexts(html: string): string[] {
  const pattern = new RegExp(`<script type="application/json" ${SPECULATION_RULES_ATTRIBUTE}>([^<]*)</script>`, 'g');
  return [...html.matchAll(pattern)].map(([, body]) => body);
}

/** The CSP sources naming a page's inline scripts, and the rules its island adds, by their SHA-256 hashes. */
export function scriptHashes(html: string): string[] {
  return [...inlineScripts(html), ...speculationRulesTexts(html)].map(
    (body) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`,
  );
}

const CHARSET = '<meta charSet="utf-8"/>';

function afterCharset(html: string, file: string, insert: string): string {
  if (!html.includes(CHARSET)) throw new Error(`${file} has no ${CHARSET} to put ${insert.slice(0, 40)}… after`);
  return html.replace(CHARSET, () => CHARSET + insert);
}

/** The root 404 page's first script: it shows the locale's own 404 page for a path under a locale's prefix. */
export function localeNotFoundScript(): string {
  const locales = servedLocaleTable
    .filter(({ segment }) => prefixedSegments.includes(segment))
    .map((l) => [l.segment, l.hreflang]);
  return `(${showLocaleNotFound.toString()})(${JSON.stringify(locales)},${JSON.stringify(localeInfo(defaultLocale).hreflang)})`;
}

const POLICY = /<meta http-equiv="Content-Security-Policy" content="[^"]*"\/>/;

/**
 * Firebase Hosting's 404 page for each prefixed locale's language (lib/i18n/firebaseLanguage.ts),
 * into `{deployDir}/firebase/localized/{code}_ALL/404.html`, which deploy puts beside its copy of
 * out/: the locale's 404 page, with the root one's first script (for a path under another prefix)
 * and the root one's policy, which names that script and every locale 404 page's.
 */
export async function writeFirebaseNotFoundPages(outDir: string, deployDir: string): Promise<number> {
  const rootPage = await fs.readFile(path.join(outDir, '404.html'), 'utf8');
  const script = `<script>${localeNotFoundScript()}</script>`;
  const policy = POLICY.exec(rootPage)?.[0];
  if (!policy || !rootPage.includes(script)) throw new Error('out/404.html has no locale script and policy to copy');
  const folder = path.join(deployDir, 'firebase', FIREBASE_I18N_ROOT);
  await fs.rm(folder, { recursive: true, force: true });
  const locales = servedLocaleTable.filter(({ segment }) => prefixedSegments.includes(segment));
  for (const { code, segment } of locales) {
    const file = path.join(outDir, segment, '404.html');
    const page = await fs.readFile(file, 'utf8');
    if (!POLICY.test(page)) throw new Error(`${file} has no policy to replace`);
    const target = path.join(folder, firebaseLanguageFolder(code), '404.html');
    await fs.mkdir(path.dirname(target), { recursive: true });
    // As in the root page: the policy first, then the script it names.
    await fs.writeFile(
      target,
      page.replace(POLICY, () => policy + script),
    );
  }
  return locales.length;
}

/**
 * Readies the 404 pages for every host: the SSI slot for the requested path (nginx fills it, other
 * servers replace it), and in the root 404 page, first thing in its head, the script that shows a
 * locale's own 404 page on hosts that answer every unknown path with the root one.
 */
export async function prepareNotFoundPages(outDir: string): Promise<void> {
  // Next.js's own copy of the root 404 page, which hosts would serve as a page at /_not-found.
  for (const name of ['_not-found', '_not-found.html', '_not-found.txt']) {
    await fs.rm(path.join(outDir, name), { recursive: true, force: true });
  }
  for (const file of (await htmlFiles(outDir)).filter((f) => isNotFoundFile(path.relative(outDir, f)))) {
    let html = withHostSlot(await fs.readFile(file, 'utf8'), file);
    if (path.relative(outDir, file) === '404.html')
      html = afterCharset(html, file, `<script>${localeNotFoundScript()}</script>`);
    await fs.writeFile(file, html);
  }
}

/**
 * Gives each exported page a `<meta>` Content-Security-Policy naming exactly its own inline scripts
 * by hash: the whole policy (lib/hosting/routeRules.ts), enforced beside the host's header policy,
 * whose script-src cannot know the hashes and so lets the page's own decide. The root 404 page may turn into any locale's 404 page
 * (prepareNotFoundPages), so its policy names their scripts as well.
 */
export async function addScriptPolicies(outDir: string): Promise<number> {
  const pages = await Promise.all(
    (await htmlFiles(outDir)).map(async (file) => ({
      file,
      relative: path.relative(outDir, file).split(path.sep).join('/'),
      html: await fs.readFile(file, 'utf8'),
    })),
  );
  const localeNotFound = pages
    .filter((p) => /^[^/]+\/404\.html$/.test(p.relative))
    .flatMap((p) => scriptHashes(p.html));
  for (const { file, relative, html } of pages) {
    const hashes = [...scriptHashes(html), ...(relative === '404.html' ? localeNotFound : [])];
    const analytics = analyticsAllowedOn('/' + relative.replace(/(^|\/)index\.html$|\.html$/, ''));
    const scripts = scriptSources([...new Set(hashes)], analytics);
    const policy = `<meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy({ scripts, inMeta: true, analytics })}"/>`;
    await fs.writeFile(file, afterCharset(html, file, policy));
  }
  return pages.length;
}

/**
 * Server mode's counterpart of the export's script policies, 404 pages and documents: reads what
 * `next build` prerendered and writes the manifest proxy.ts serves from
 * (lib/hosting/serverManifest.ts), and what documents load into `{distDir}/_documents/`, with the
 * public settings of `env` (scripts/export/documents.ts).
 */
export async function writeServerPages(
  distDir: string,
  root: string,
  env: Record<string, string | undefined>,
): Promise<ServerPages> {
  const appDir = path.join(distDir, 'server', 'app');
  const pages: ServerPages = {
    scriptSrc: {},
    notFound: {},
    leftOut: {},
    files: [],
    documents: {},
    payloads: {},
    redirects: JSON.parse(env.NEXT_PUBLIC_REDIRECTS || '{}'),
  };
  const strip = await documentStripper(distDir, path.join(distDir, 'static'), root, env);
  const routeOf = (file: string, ending: string) =>
    '/' + path.relative(appDir, file).slice(0, -ending.length).split(path.sep).join('/');
  const leftOut = new Map(leftOutPages().map(({ url, failure }) => [serverRoute(url), failure]));
  for (const file of await htmlFiles(appDir)) {
    const route = routeOf(file, '.html');
    let html = await fs.readFile(file, 'utf8');
    // A page left out by its check is no page of the list: proxy.ts answers its URL with its error page.
    const failure = leftOut.get(route);
    if (!failure && isDocument(route)) {
      html = await strip(html, path.relative(distDir, file), routeUrl(route));
      pages.documents[route] = html;
    }
    const scriptSrc = scriptSources(scriptHashes(html), analyticsAllowedOn(route));
    if (failure) pages.leftOut[route] = { ...failure, html, scriptSrc };
    else pages.scriptSrc[route] = scriptSrc;
  }
  for (const route of leftOut.keys()) {
    if (!pages.leftOut[route])
      throw new Error(`next build prerendered no error page for ${route}, which its check left out`);
  }
  // The prerendered route handlers and metadata files (`robots.txt.body`, `icons/icon-192.png.body`…).
  pages.files = (await filesEndingIn(appDir, '.body')).map((file) => routeOf(file, '.body')).sort();
  for (const { segment } of servedLocaleTable) {
    const file = path.join(appDir, segment, '404.html');
    if (!pages.scriptSrc[`/${segment}/404`]) throw new Error(`next build prerendered no 404 page at ${file}`);
    // A document (lib/hosting/documents.ts): the page as stripped above.
    pages.notFound[segment] = pages.documents[`/${segment}/404`] ?? (await fs.readFile(file, 'utf8'));
  }
  // The payloads as the export writes them, with the build's stamp (scripts/build.ts).
  for (const { url, body } of await pagePayloads(env.NEXT_PUBLIC_BUILD_ID ?? 'development')) pages.payloads[url] = body;
  await fs.writeFile(path.join(distDir, SERVER_PAGES_FILE), JSON.stringify(pages));
  return pages;
}

/**
 * Every host's config, from the route rules and the locale table: deploy/firebase.json (the hosting
 * section), nginx.conf, apache.conf, Caddyfile, cloudflare/_headers and _redirects, and
 * netlify/netlify.toml (lib/hosting/cdnConfigs.ts).
 */
export async function writeHostConfigs(deployDir: string): Promise<void> {
  const files: Record<string, string> = {
    'firebase.json': JSON.stringify(firebaseHosting(), null, 2) + '\n',
    'nginx.conf': nginxServer(),
    'apache.conf': apacheSite(),
    Caddyfile: caddySite(),
    'cloudflare/_headers': cloudflareHeaders(),
    'cloudflare/_redirects': cloudflareRedirects(),
    'netlify/netlify.toml': netlifyConfig(),
  };
  for (const [name, text] of Object.entries(files)) {
    await fs.mkdir(path.dirname(path.join(deployDir, name)), { recursive: true });
    await fs.writeFile(path.join(deployDir, name), text);
  }
}

const defaultSegment = localeInfo(defaultLocale).segment;

/**
 * Next.js prerenders English under `/en`; the site serves it unprefixed (docs/design.md#two-build-modes).
 * Moves `out/en.html` to `out/index.html` and `out/en/**` to `out/**`, leaving the root 404
 * (app/not-found.tsx) in place of the English catch-all one.
 */
export async function promoteDefaultLocale(outDir: string): Promise<void> {
  const from = path.join(outDir, defaultSegment);
  await fs.rename(`${from}.html`, path.join(outDir, 'index.html'));
  await fs.rename(`${from}.txt`, path.join(outDir, 'index.txt'));
  for (const entry of await fs.readdir(from)) {
    if (entry === '404' || entry.startsWith('404.')) continue;
    const target = path.join(outDir, entry);
    await fs.rm(target, { recursive: true, force: true });
    await fs.rename(path.join(from, entry), target);
  }
  await fs.rm(from, { recursive: true, force: true });
}

/**
 * What would make the export unfit to serve: a page of the route list without its file, a page
 * linking to an `/en/` URL, which exists only before English is promoted to the root, or a file of
 * a page that its check left out.
 */
export async function exportProblems(outDir: string): Promise<string[]> {
  const problems: string[] = [];
  for (const page of everyPageFile()) {
    const file = path.join(outDir, page.file);
    const html = await fs.readFile(file, 'utf8').catch(() => null);
    if (html === null) problems.push(`missing ${page.file} for ${page.url}`);
    else if (/href="\/en(\/|")/.test(html)) problems.push(`${page.file} links to an /en/ URL`);
  }
  for (const { url } of leftOutPages()) {
    const file = fileOf(url);
    if (await fs.stat(path.join(outDir, file)).catch(() => null))
      problems.push(`${file} exists, but its check left ${url} out`);
  }
  return problems;
}
