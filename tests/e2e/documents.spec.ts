import { expect, test } from '@playwright/test';
import { isDocument } from '@/lib/hosting/documents';
import { headersFor } from '@/lib/hosting/routeRules';
import { allPages } from './support';

/**
 * The pages of the noScripts route rule ship without the framework (docs/design.md#documents), on
 * every host that serves out/ (`npm start`, nginx, the Firebase Hosting emulator) and in server
 * mode, where proxy.ts answers the same stripped pages. What the islands then do in the browser
 * depends on those bytes and headers alone: islands.spec.ts runs it in both modes.
 */
test.describe('documents', () => {
  const documents = allPages.filter((p) => isDocument(p.url));

  test('ships each document without the framework, its islands and stylesheet as immutable files of their type', async ({
    request,
  }) => {
    expect(documents.length).toBeGreaterThanOrEqual(4);
    const assets = new Set<string>();
    for (const { url } of documents) {
      const html = await (await request.get(url)).text();
      expect(html, url).not.toContain('/_next/');
      expect(html, url).not.toContain('__next_f');
      const islands = [...html.matchAll(/<script type="module" src="([^"]+)">/g)].map((m) => m[1]);
      expect(islands.map((src) => src.replace(/-[A-Z0-9]+\.js$/, '')).sort(), url).toEqual([
        '/_documents/account-link',
        '/_documents/switcher',
      ]);
      islands.forEach((src) => assets.add(src));
      assets.add(/<link rel="stylesheet" href="([^"]+)"/.exec(html)![1]);
    }
    for (const asset of assets) {
      expect(asset).toMatch(/^\/_documents\//);
      const response = await request.get(asset);
      expect(response.status(), asset).toBe(200);
      expect(response.headers()['content-type'], asset).toMatch(asset.endsWith('.css') ? /^text\/css/ : /javascript/);
      expect(response.headers()['cache-control'], asset).toBe(headersFor(asset)['Cache-Control']);
      expect(response.headers()['cache-control'], asset).toContain('immutable');
    }
    // Nothing can render a document on the client: its RSC files are gone.
    expect((await request.get('/de/terms-conditions.txt')).status()).toBe(404);
  });
});
