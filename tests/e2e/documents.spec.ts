import { expect, test } from '@playwright/test';
import { isDocument } from '@/lib/hosting/documents';
import { headersFor } from '@/lib/hosting/routeRules';
import { splitLocale } from '@/lib/i18n/paths';
import { hasException } from './hostExceptions';
import { allPages, messagesOf, versionPages } from './support';

/**
 * The pages of the noScripts route rule ship without the framework (docs/design.md#documents), on
 * every host that serves out/ (`npm start`, nginx, the Firebase Hosting emulator, Apache, Caddy,
 * Cloudflare Pages and Netlify) and in server mode, where proxy.ts answers the same stripped pages. What the islands then do in the browser
 * depends on those bytes and headers alone: islands.spec.ts runs it in both modes.
 */
/** The islands a page has beside the header's two and the speculation rules' (every document links to others). */
const ownIslands: Record<string, string[]> = { '/faq': ['contact-form', 'faq-hash'] };

test.describe('documents', () => {
  // And the page of every legal version (lib/pages/legalVersions.ts).
  const documents = [...allPages, ...versionPages].filter((p) => isDocument(p.url));

  test('ships each document without the framework, with its islands, its stylesheet an immutable file of its type', async ({
    request,
  }, testInfo) => {
    // Where the host's local server sends a Cache-Control of its own, netlify.toml's is unit-tested.
    const ownCacheControl = hasException('cacheControlOfLocalServer', testInfo);
    expect(documents.length).toBeGreaterThanOrEqual(4);
    const assets = new Set<string>();
    for (const { url } of documents) {
      const html = await (await request.get(url)).text();
      expect(html, url).not.toContain('/_next/');
      expect(html, url).not.toContain('__next_f');
      // Each island the page names, once: written into the page when small, else a file of its own.
      const islands = ['account-link', 'switcher', 'speculation', ...(ownIslands[splitLocale(url).path] ?? [])];
      const modules = [...html.matchAll(/<script type="module"(?: src="([^"]+)")?>/g)];
      expect(modules.length, url).toBe(islands.length);
      for (const [, src] of modules) if (src) assets.add(src);
      assets.add(/<link rel="stylesheet" href="([^"]+)"/.exec(html)![1]);
    }
    for (const asset of assets) {
      expect(asset).toMatch(/^\/_documents\//);
      const response = await request.get(asset);
      expect(response.status(), asset).toBe(200);
      expect(response.headers()['content-type'], asset).toMatch(asset.endsWith('.css') ? /^text\/css/ : /javascript/);
      if (ownCacheControl) continue;
      expect(response.headers()['cache-control'], asset).toBe(headersFor(asset)['Cache-Control']);
      expect(response.headers()['cache-control'], asset).toContain('immutable');
    }
    // Nothing can render a document on the client: its RSC files are gone.
    expect((await request.get('/de/terms-conditions.txt')).status()).toBe(404);
  });

  test('every load of a document asks the host again, so the next document a visitor opens is the newest build', async ({
    page,
    request,
  }, testInfo) => {
    // Nothing on a document polls for builds: the host's answer is what keeps it new.
    for (const { url } of documents) {
      const cacheControl = (await request.get(url)).headers()['cache-control'];
      expect(cacheControl, url).toContain('max-age=0');
      if (!hasException('cacheControlOfLocalServer', testInfo)) expect(cacheControl, url).toContain('must-revalidate');
    }
    const asked: string[] = [];
    page.on('request', (r) => r.resourceType() === 'document' && asked.push(new URL(r.url()).pathname));
    const footer = page.getByRole('contentinfo');
    const en = messagesOf('en');
    await page.goto('/legal-notice');
    await footer.getByRole('link', { name: en.Nav['terms-conditions'] }).click();
    await expect(page.locator('h1')).toHaveText(en.Terms.heading);
    await footer.getByRole('link', { name: en.Nav['legal-notice'] }).click();
    await expect(page.locator('h1')).toHaveText(en.LegalNotice.heading);
    // Each visit is a load of its own, which the headers above make the browser check with the host.
    expect(asked).toEqual(['/legal-notice', '/terms-conditions', '/legal-notice']);
  });

  test('a 404 page is a document in its language, and names the path it answers', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
    for (const [path, locale] of [
      ['/de/keine-seite', 'de'],
      ['/no-such-page', 'en'],
    ] as const) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.locator('h1')).toHaveText(messagesOf(locale).NotFound.title);
      // Filled in by the host as it served the page, or else by the page's island.
      await expect(page.locator('[data-requested-path]')).toHaveText(path);
    }
    expect(scripts.filter((s) => !s.startsWith('/_documents/'))).toEqual([]);
  });
});
