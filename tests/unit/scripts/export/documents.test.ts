import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import {
  bundleIslands,
  documentStripper,
  islandSources,
  laterFileName,
  laterSources,
} from '@/scripts/export/documents';
import { stripFramework, withoutScripts } from '@/scripts/export/stripFramework';
import { inlineScripts, scriptHashes } from '@/scripts/export/steps';
import { speculationRules } from '@/lib/hosting/speculationRules';

const root = path.resolve(import.meta.dirname, '../../../..');

// A page as Next.js 16.4 prerenders it with Turbopack, shortened: the shapes of every marker the
// documents step takes out (docs/design.md#documents), and what it must keep.
const stylesheet = '<link rel="stylesheet" href="/_next/static/chunks/3esmvzu-hziye.css" data-precedence="next"/>';
const framework = [
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/2jndjnt3pvf3f.js"/>',
  '<script src="/_next/static/chunks/3b1c_kconpr4m.js" async=""></script>',
  '<script src="/_next/static/chunks/turbopack-077hmtqrhcoji.js" async=""></script>',
];
const tail = [
  '<script src="/_next/static/chunks/0cz1d0mv5g_q7.js" noModule=""></script>',
  '<script id="_R_">(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["/_next/static/chunks/a.js"]})</script>',
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  '<script>self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n2:I[\\"/_next/static/chunks/a.js\\"]"])</script>',
];
const ownScript = '<script>(function(h,m){document.documentElement.toggleAttribute(m,!!h)})("a","b")</script>';
const jsonLd = '<script type="application/ld+json">{"@type":"FAQPage"}</script>';

function page({ head = framework, body = tail } = {}): string {
  return (
    `<!DOCTYPE html><html lang="de"><head><meta charSet="utf-8"/>${stylesheet}${head.join('')}` +
    `<title>Nutzungsbedingungen</title></head><body>${ownScript}` +
    '<header><details class="locale-switcher" data-island="switcher"><a href="/terms-conditions" data-locale="en">English</a></details>' +
    '<li data-island="account-link"><a href="/de/sign-in">Anmelden</a></li></header>' +
    `<main><h1>Nutzungsbedingungen</h1>${jsonLd}<p>Text &amp; mehr</p></main>${body.join('')}</body></html>`
  );
}

const urls = {
  islandTag: (name: string) => `<script type="module" src="/_documents/${name}-HASH.js"></script>`,
  stylesheetUrl: (href: string) => `/_documents/${path.posix.basename(href)}`,
  here: '/de/terms-conditions',
};

describe('stripFramework', () => {
  it('takes out the runtime, the chunk list, the RSC payload and the preloads, and keeps the rest byte for byte', () => {
    const { html, islands, stylesheets } = stripFramework(page(), 'de/terms-conditions.html', urls);
    expect(html).not.toContain('/_next/');
    expect(html).not.toContain('__next_f');
    expect(html).not.toContain('TURBOPACK');
    expect(inlineScripts(html)).toEqual([/<script>([^]*)<\/script>/.exec(ownScript)![1]]);
    expect(html).toContain(jsonLd);
    expect(html).toContain('<p>Text &amp; mehr</p>');
    expect(html).toContain('<meta charSet="utf-8"/>');
    expect(islands).toEqual(['switcher', 'account-link']);
    expect(stylesheets).toEqual(['/_next/static/chunks/3esmvzu-hziye.css']);
    expect(html).toContain('<link rel="stylesheet" href="/_documents/3esmvzu-hziye.css" data-precedence="next"/>');
    // The islands load as modules from the head, each once.
    expect(html).toContain(
      '<script type="module" src="/_documents/switcher-HASH.js"></script>' +
        '<script type="module" src="/_documents/account-link-HASH.js"></script></head>',
    );
    // What was cut is exactly the framework: put back, the page is the original.
    const original = page();
    expect(html.length).toBeLessThan(original.length);
    expect(page({ head: [], body: [] }).replace(stylesheet, '')).toBe(
      html.replace(/<link rel="stylesheet"[^>]*>/, '').replace(/<script type="module"[^>]*><\/script>/g, ''),
    );
  });

  it.each([
    ['framework chunk script', { head: [framework[0]], body: tail.filter((t) => !t.includes(' src=')) }],
    ['Turbopack chunk list', { body: tail.filter((t) => !t.includes('TURBOPACK')) }],
    ['RSC payload', { body: tail.filter((t) => !t.includes('__next_f')) }],
  ])('stops the build when a page has no %s: Next.js changed how it writes pages', (kind, parts) => {
    expect(() => stripFramework(page(parts), 'terms-conditions.html', urls)).toThrow(
      `terms-conditions.html: found no ${kind}. Next.js has changed how it writes pages`,
    );
  });

  it('gives a page whose links lead to other documents their speculation rules, which its policy names', () => {
    const footer =
      '<footer><a href="/de/terms-conditions">AGB</a><a href="/de/legal-notice#top">Impressum</a></footer>';
    const { html, islands } = stripFramework(page({ body: [...tail, footer] }), 'de/terms-conditions.html', urls);
    expect(islands).toEqual(['switcher', 'account-link', 'speculation']);
    const rules = speculationRules(['/de/legal-notice'], '/de/terms-conditions');
    const copy = `<script type="application/json" data-speculation-rules>${JSON.stringify(rules)}</script>`;
    expect(html).toContain(`${copy}<script type="module" src="/_documents/switcher-HASH.js">`);
    // Inert in the page, it is no inline script to run; but the rules the island adds from it are hashed.
    expect(inlineScripts(html)).not.toContain(JSON.stringify(rules));
    const hash = createHash('sha256').update(JSON.stringify(rules)).digest('base64');
    expect(scriptHashes(html)).toContain(`'sha256-${hash}'`);
  });

  it('stops the build when the framework is still named after its markers are gone', () => {
    const renamed = [
      ...tail,
      '<script>self.__next_x=[1]</script>',
      '<link rel="prefetch" href="/_next/static/chunks/b.js"/>',
    ];
    expect(() => stripFramework(page({ body: renamed }), 'legal-notice.html', urls)).toThrow(
      /legal-notice\.html: the framework is still in the page .*__next_x.*\/_next\/static\/chunks\/b\.js/s,
    );
  });
});

describe('documentStripper', () => {
  it('writes small islands into the page and keeps larger ones as files, each named once', async () => {
    const assets = mkdtempSync(path.join(tmpdir(), 'documents-'));
    const framework = mkdtempSync(path.join(tmpdir(), 'framework-'));
    mkdirSync(path.join(framework, 'chunks'));
    writeFileSync(path.join(framework, 'chunks/3esmvzu-hziye.css'), 'p{}');
    try {
      const strip = await documentStripper(assets, framework, root, {});
      const html = await strip(page(), 'de/terms-conditions.html', '/de/terms-conditions');
      const files = readdirSync(path.join(assets, '_documents'));
      // The switcher's and the header's islands are a few hundred bytes: in the page, not in a file.
      expect(html.match(/<script type="module">[^<]+<\/script>/g)).toHaveLength(2);
      expect(files.filter((f) => /^(switcher|account-link)-/.test(f))).toEqual([]);
      // The analytics island is larger: a file, cached across pages.
      expect(files.some((f) => f.startsWith('analytics-'))).toBe(true);
      expect(readFileSync(path.join(assets, '_documents/3esmvzu-hziye.css'), 'utf8')).toBe('p{}');
    } finally {
      rmSync(assets, { recursive: true, force: true });
      rmSync(framework, { recursive: true, force: true });
    }
  });
});

describe('withoutScripts', () => {
  it('cuts every script out, JSON and modules too, and keeps the rest byte for byte', () => {
    const { html } = stripFramework(page(), 'de/terms-conditions.html', urls);
    const bare = withoutScripts(html);
    expect(bare).not.toMatch(/<script/);
    expect(bare).toBe(html.replace(/<script\b[^>]*>[^]*?<\/script>/g, ''));
    expect(bare).toContain('<p>Text &amp; mehr</p>');
  });
});

describe('bundleIslands', () => {
  const outDir = mkdtempSync(path.join(tmpdir(), 'islands-'));
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  it('bundles every island as its own small module, named by its hash, without React', async () => {
    const urls = await bundleIslands(outDir, root, { NEXT_PUBLIC_BUILD_ID: 'test-build' });
    expect(Object.keys(urls).sort()).toEqual(Object.keys(islandSources).sort());
    let total = 0;
    for (const [name, url] of Object.entries(urls)) {
      expect(url).toMatch(new RegExp(`^/_documents/${name}-[A-Z0-9]+\\.js$`));
      const code = readFileSync(path.join(outDir, url));
      total += gzipSync(code).length;
      expect(code.toString(), name).not.toMatch(/react|__next|process\.env/i);
    }
    // All of them together stay well inside a document's budget of 20 KiB (npm run size).
    expect(total).toBeLessThan(10 * 1024);
    // The build's public settings are in the code, as Next.js inlines them into the application.
    expect(readFileSync(path.join(outDir, urls.analytics), 'utf8')).toContain('test-build');
  });

  it('bundles what an island loads later on its own, with React, and builds the island with its URL', async () => {
    // A folder of its own: the test above bundled with other settings, and so other hashes.
    const laterDir = mkdtempSync(path.join(tmpdir(), 'islands-later-'));
    afterAll(() => rmSync(laterDir, { recursive: true, force: true }));
    await bundleIslands(laterDir, root, {});
    const files = readdirSync(path.join(laterDir, '_documents'));
    for (const constant of Object.keys(laterSources)) {
      const later = files.find((f) => f.startsWith(`${laterFileName(constant)}-`) && f.endsWith('.js'));
      expect(later, constant).toBeDefined();
      // React's runtime is in it, bundled: nothing is imported from elsewhere.
      const code = readFileSync(path.join(laterDir, '_documents', later!), 'utf8');
      expect(code).toContain('react.production');
      expect(code).not.toMatch(/^import\b|from"\//m);
    }
    const island = files.find((f) => f.startsWith('contact-form-') && !f.startsWith('contact-form-app-'))!;
    const app = files.find((f) => f.startsWith('contact-form-app-'))!;
    const islandCode = readFileSync(path.join(laterDir, '_documents', island), 'utf8');
    expect(islandCode).toContain(`import("/_documents/${app}")`);
    expect(islandCode).not.toContain('CONTACT_FORM_APP');
  });
});
