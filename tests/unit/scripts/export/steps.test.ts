import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { servedLocaleTable, prefixedSegments } from '@/lib/i18n/locales';
import { everyPageFile } from '@/lib/hosting/exportedFiles';
import {
  addScriptPolicies,
  exportProblems,
  prepareNotFoundPages,
  scriptHashes,
  writeFirebaseNotFoundPages,
  writeServerPages,
} from '@/scripts/export/steps';

const notFoundPage = (lang: string) =>
  `<html lang="${lang}"><head><meta charSet="utf-8"/><script>self.page="${lang}"</script></head>` +
  `<body><code data-requested-path="true"></code></body></html>`;

function tree(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'export-'));
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), content);
  }
  return dir;
}

const root = path.resolve(import.meta.dirname, '../../../..');

describe('the 404 pages of the export', () => {
  it('get the SSI slot, the root one the locale script first in its head, and _not-found goes', async () => {
    const out = tree({
      '404.html': notFoundPage('en'),
      'de/404.html': notFoundPage('de'),
      '_not-found.html': notFoundPage('en'),
      '_not-found.txt': 'rsc',
      'faq.html': '<html><head><meta charSet="utf-8"/></head><body>faq</body></html>',
    });
    await prepareNotFoundPages(out);
    const root = readFileSync(path.join(out, '404.html'), 'utf8');
    expect(root).toMatch(
      /^<html lang="en"><head><meta charSet="utf-8"\/><script>\(function showLocaleNotFound\(locales, rootLang\)\s*\{/,
    );
    // Each prefixed locale's segment with its <html lang>: a page already in that language stays.
    const locales = servedLocaleTable
      .filter((l) => prefixedSegments.includes(l.segment))
      .map((l) => [l.segment, l.hreflang]);
    expect(root).toContain(`})(${JSON.stringify(locales)},"en")</script>`);
    expect(root).toContain('["jp","ja"]');
    expect(root).not.toMatch(/__name|require\(/);
    const de = readFileSync(path.join(out, 'de/404.html'), 'utf8');
    expect(de).toContain('<code data-requested-path="true"><!--#echo encoding="entity" var="slimstart_requested_path"');
    expect(de).not.toContain('showLocaleNotFound');
    expect(readFileSync(path.join(out, 'faq.html'), 'utf8')).not.toContain('<!--#');
    expect(existsSync(path.join(out, '_not-found.html')) || existsSync(path.join(out, '_not-found.txt'))).toBe(false);
  });

  it('gives the root 404 page a policy that names every locale 404 page’s scripts, which it may become', async () => {
    const out = tree({ '404.html': notFoundPage('en'), 'de/404.html': notFoundPage('de') });
    await prepareNotFoundPages(out);
    const before = {
      root: scriptHashes(readFileSync(path.join(out, '404.html'), 'utf8')),
      de: scriptHashes(readFileSync(path.join(out, 'de/404.html'), 'utf8')),
    };
    await addScriptPolicies(out);
    const policyOf = (file: string) =>
      /<meta http-equiv="Content-Security-Policy" content="([^"]+)"\/>/.exec(
        readFileSync(path.join(out, file), 'utf8'),
      )![1];
    for (const hash of [...before.root, ...before.de]) expect(policyOf('404.html')).toContain(hash);
    for (const hash of before.root) expect(policyOf('de/404.html')).not.toContain(hash);
  });
});

describe('Firebase Hosting’s 404 page for each language', () => {
  it('is the locale’s 404 page with the root one’s policy and script, in {code}_ALL', async () => {
    const out = tree(
      Object.fromEntries([
        ['404.html', notFoundPage('en')],
        ...prefixedSegments.map((segment) => [`${segment}/404.html`, notFoundPage(segment)]),
      ]),
    );
    await prepareNotFoundPages(out);
    await addScriptPolicies(out);
    const deploy = mkdtempSync(path.join(tmpdir(), 'deploy-'));
    expect(await writeFirebaseNotFoundPages(out, deploy)).toBe(prefixedSegments.length);
    const rootPage = readFileSync(path.join(out, '404.html'), 'utf8');
    const policyOf = (html: string) => /<meta http-equiv="Content-Security-Policy" content="[^"]+"\/>/.exec(html)![0];
    // Japanese is served at /jp but is `ja` to Firebase, as in Accept-Language.
    const ja = readFileSync(path.join(deploy, 'firebase/localized/ja_ALL/404.html'), 'utf8');
    expect(ja).toContain('<html lang="jp">');
    expect(ja).toContain('self.page="jp"');
    expect(policyOf(ja)).toBe(policyOf(rootPage));
    // The policy first, then the script it names, as in the root page; every script of the page named.
    expect(ja).toContain(`${policyOf(rootPage)}<script>(function showLocaleNotFound(`);
    for (const hash of scriptHashes(ja)) expect(policyOf(ja)).toContain(hash);
    expect(existsSync(path.join(deploy, 'firebase/localized/en_ALL'))).toBe(false);
  });
});

describe('server mode’s pages', () => {
  it('records each prerendered page’s script policy, each locale’s 404 page and the other files', async () => {
    // The application's page, as Next.js prerendered it; documents with the framework's markers
    // (scripts/export/documents.ts) and the stylesheet they link: a page and each locale's 404 page.
    const runtime = '<script>self.__next_f.push([1,"x"])</script>';
    const framework = `<script src="/_next/static/chunks/a.js" async=""></script><script>(globalThis["TURBOPACK"] || []).push(1)</script>${runtime}`;
    const app: Record<string, string> = {
      'server/app/en/sign-in.html': '<script>a()</script><p>sign in</p>',
      'server/app/robots.txt.body': 'User-agent: *',
      'server/app/icons/icon-192.png.body': 'png',
      'server/app/en/sign-in.rsc': 'flight data',
    };
    for (const segment of ['en', ...prefixedSegments])
      app[`server/app/${segment}/404.html`] = notFoundPage(segment).replace('</body>', `${framework}</body>`);
    app['server/app/en/legal-notice.html'] =
      '<html><head><link rel="stylesheet" href="/_next/static/chunks/s.css"/></head><body><p>notice</p>' +
      `${framework}</body></html>`;
    app['static/chunks/s.css'] = 'p{}';
    const dist = tree(app);
    const pages = await writeServerPages(dist, root, {});
    expect(pages.scriptSrc['/en/sign-in']).toContain(scriptHashes('<script>a()</script>')[0]);
    expect(Object.keys(pages.documents).sort()).toEqual(
      ['/en/legal-notice', ...['en', ...prefixedSegments].map((segment) => `/${segment}/404`)].sort(),
    );
    expect(pages.documents['/en/legal-notice']).toContain('<p>notice</p>');
    expect(pages.documents['/en/legal-notice']).toContain('<link rel="stylesheet" href="/_documents/s.css"/>');
    expect(pages.documents['/en/legal-notice']).not.toContain('/_next/');
    expect(pages.scriptSrc['/en/legal-notice']).not.toContain(scriptHashes(runtime)[0]);
    expect(readFileSync(path.join(dist, '_documents/s.css'), 'utf8')).toBe('p{}');
    // The 404 pages are documents too: what proxy.ts answers unknown paths with is the stripped page.
    expect(pages.notFound.de).toBe(pages.documents['/de/404']);
    expect(pages.notFound.de).toContain('<code data-requested-path="true"></code>');
    expect(pages.notFound.de).not.toContain('/_next/');
    expect(pages.files).toEqual(['/icons/icon-192.png', '/robots.txt']);
    expect(JSON.parse(readFileSync(path.join(dist, 'slimstart-pages.json'), 'utf8'))).toEqual(pages);
  });

  it('refuses a build without a locale’s 404 page', async () => {
    await expect(writeServerPages(tree({ 'server/app/en/sign-in.html': '<p>sign in</p>' }), root, {})).rejects.toThrow(
      /no 404 page/,
    );
  });
});

describe('an export fit to serve', () => {
  it('has every page of the route list and no link to an /en/ URL', async () => {
    const out = mkdtempSync(path.join(tmpdir(), 'whole-'));
    for (const page of everyPageFile()) {
      mkdirSync(path.dirname(path.join(out, page.file)), { recursive: true });
      writeFileSync(path.join(out, page.file), '<a href="/faq">FAQ</a>');
    }
    expect(await exportProblems(out)).toEqual([]);
    writeFileSync(path.join(out, 'de/faq.html'), '<a href="/en/faq">FAQ</a>');
    writeFileSync(path.join(out, 'index.html'), '<a href="/en">Home</a>');
    rmSync(path.join(out, 'jp/account.html'));
    expect(await exportProblems(out)).toEqual([
      'index.html links to an /en/ URL',
      'de/faq.html links to an /en/ URL',
      'missing jp/account.html for /jp/account',
    ]);
  });
});
