import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { projectRoot } from '../support/projectFiles';

/**
 * A ninth locale added as one row of the locale table reaches every host: the configs generated
 * with it serve a small export's new 404 page, and a moved address in it (docs/operators.md#redirects),
 * on nginx, Apache, Caddy, the Firebase Hosting emulator, and the local servers of Cloudflare Pages
 * and Netlify, each started as its preview starts it (scripts/hosts/: one file per host).
 * tests/rules/addLocale.test.ts finds the row in every other place.
 */
vi.mock('@/lib/i18n/localeTable', async (importOriginal) => {
  const { localeTable } = await importOriginal<typeof import('@/lib/i18n/localeTable')>();
  const { arabic } = await import('../support/ninthLocale');
  return { localeTable: [...localeTable, arabic] };
});

// Inside the project: Firebase Hosting serves only a folder below its config's.
const dir = mkdtempSync(path.join(projectRoot, '.add-locale-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// As the export writes them: a policy after the charset, and in the root 404 page its locale script.
const page = (lang: string, body: string, script = '') =>
  `<!DOCTYPE html><html lang="${lang}"${lang === 'ar' ? ' dir="rtl"' : ''}><head><meta charSet="utf-8"/>` +
  `<meta http-equiv="Content-Security-Policy" content="default-src 'self'"/>${script}` +
  `<title>${body}</title></head><body><h1>${body}</h1></body></html>`;

describe('a ninth locale, added as one row of the locale table', () => {
  it('answers its 404 with its own page and its moved address on all six hosts, from the configs generated with it', async () => {
    // An http site: nginx then serves plain HTTP, as the other hosts here do.
    vi.stubEnv('SITE_URL', 'http://localhost:3000');
    const { localeNotFoundScript, writeFirebaseNotFoundPages, writeHostConfigs } =
      await import('@/scripts/export/steps');
    const { startNginx } = await import('@/scripts/hosts/nginx');
    const { startApache } = await import('@/scripts/hosts/apache');
    const { startCaddy } = await import('@/scripts/hosts/caddy');
    const { startFirebaseHosting } = await import('@/scripts/hosts/firebase');
    const { startCloudflarePages, startNetlify } = await import('@/scripts/hosts/cliServers');
    const { freePort } = await import('@/scripts/lib/processes');
    const outDir = path.join(dir, 'out');
    const deployDir = path.join(dir, 'deploy');
    const { servedLocaleTable, prefixedSegments } = await import('@/lib/i18n/locales');
    // The table as mocked: its ninth row is no segment the types know.
    const segments: readonly { segment: string; hreflang: string }[] = servedLocaleTable;
    for (const { segment, hreflang } of segments.filter((l) => prefixedSegments.includes(l.segment))) {
      mkdirSync(path.join(outDir, segment), { recursive: true });
      writeFileSync(
        path.join(outDir, segment, '404.html'),
        page(hreflang, segment === 'ar' ? 'الصفحة غير موجودة' : '404'),
      );
    }
    writeFileSync(path.join(outDir, 'index.html'), page('en', 'Home'));
    writeFileSync(path.join(outDir, 'ar.html'), page('ar', 'الرئيسية'));
    writeFileSync(
      path.join(outDir, '404.html'),
      page('en', 'Page Not Found', `<script>${localeNotFoundScript()}</script>`),
    );
    // The test builds' redirects (tests/support/redirects.json), stamped as the build stamps them.
    const { redirectsStamp } = await import('@/scripts/export/redirects');
    const { testBuild } = await import('@/scripts/test/builds');
    for (const [name, value] of Object.entries(redirectsStamp({ REDIRECTS_FILE: testBuild.REDIRECTS_FILE }))) {
      vi.stubEnv(name, value);
    }
    await writeHostConfigs(deployDir);
    await writeFirebaseNotFoundPages(outDir, deployDir);

    const starts = {
      nginx: startNginx,
      apache: startApache,
      caddy: startCaddy,
      firebase: startFirebaseHosting,
      cloudflare: startCloudflarePages,
      netlify: startNetlify,
    };
    const started = await Promise.allSettled(
      Object.entries(starts).map(async ([name, start]) => ({
        name,
        host: await start({ outDir: path.relative(projectRoot, outDir), port: await freePort(), deployDir }),
      })),
    );
    const running = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    try {
      // Every host started, else the reasons why not (the others are stopped all the same).
      expect(started.filter((result) => result.status === 'rejected')).toEqual([]);
      for (const { name, host } of running) {
        const home = await fetch(`${host.url}/ar`);
        expect(home.status, name).toBe(200);
        expect(await home.text(), name).toContain('<html lang="ar" dir="rtl">');
        const moved = await fetch(`${host.url}/ar/help?from=mail`, { redirect: 'manual' });
        expect(moved.status, name).toBe(301);
        const location = new URL(moved.headers.get('location')!, host.url);
        expect(location.pathname + location.search, name).toBe('/ar/faq?from=mail');
        const notFound = await fetch(`${host.url}/ar/no-such-page`);
        expect(notFound.status, name).toBe(404);
        const html = await notFound.text();
        // Firebase Hosting answers with one 404 page by the visitor's language: for another, the root
        // page, whose script shows the locale's; for Arabic, the Arabic page.
        if (name === 'firebase') {
          expect(html, name).toMatch(/<script>\(.*\)\(\[.*\["ar","ar"\]\],"en"\)<\/script>/s);
          const arabic = await fetch(`${host.url}/ar/no-such-page`, { headers: { 'Accept-Language': 'ar-EG' } });
          expect(arabic.status, name).toBe(404);
          expect(await arabic.text(), name).toContain('<h1>الصفحة غير موجودة</h1>');
        } else expect(html, name).toContain('<h1>الصفحة غير موجودة</h1>');
      }
    } finally {
      await Promise.all(running.map(({ host }) => host.stop()));
    }
  }, 420_000);
});
