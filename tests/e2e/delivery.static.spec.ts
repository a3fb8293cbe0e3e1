import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { hasMarks } from '@/lib/editPreview/marks';
import { isDocument } from '@/lib/hosting/documents';
import { expect, test, type Page } from '@playwright/test';
import { atSignInSignedIn } from './accountSupport';
import {
  accountScreens,
  allPages,
  versionPages,
  deployNewerBuild,
  followFromKeyboard,
  messagesOf,
  watchPolicyViolations,
} from './support';

// The build manifest, payloads and the move onto a new build, against out/ served by `npm start`.
const latestFile = 'out/builds/latest.json';
const current = () => JSON.parse(readFileSync(latestFile, 'utf8')) as { id: string; timestamp: number };
const en = messagesOf('en');

test('lists every page the build makes, and the account screens, in the manifest', async ({ request }) => {
  const { id } = current();
  const meta = await (await request.get(`/builds/meta/${id}.json`)).json();
  expect(meta.id).toBe(id);
  expect([...meta.prerendered].sort()).toEqual(
    [...allPages, ...accountScreens, ...versionPages].map((p) => p.url).sort(),
  );
  expect(meta.routeRules['/_next/static/**'].headers['Cache-Control']).toContain('immutable');
});

test('holds none of the editor preview’s marks in any file of out/, built with the editor’s environment', () => {
  // As UTF-8 (a text, a JSON payload), or escaped as the tag characters' surrogates in a script.
  const escaped = /\\u\{?e0001\}?|\\udb40\\udc01/i;
  const marked = readdirSync('out', { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(html|js|json|txt|xml|css)$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => {
      const text = readFileSync(file, 'utf8');
      return hasMarks(text) || escaped.test(text);
    });
  expect(marked).toEqual([]);
});

test('asks for the latest build once an hour', async ({ page }) => {
  const checks: string[] = [];
  page.on('request', (r) => r.url().includes('/builds/latest.json') && checks.push(r.url()));
  await page.clock.install();
  await page.goto('/sign-in');
  // The watcher runs once it answers a return to the tab: the same effect sets its hourly timer.
  // (Waiting for network idle was not enough: on a loaded machine hydration can come later.)
  await expect
    .poll(async () => {
      await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
      return checks.length;
    })
    .toBeGreaterThan(0);
  await page.waitForLoadState('networkidle');
  checks.length = 0;
  await page.clock.fastForward('59:00');
  expect(checks).toEqual([]);
  await page.clock.fastForward('02:00');
  await expect.poll(() => checks.length).toBe(1);
  expect(checks[0]).toMatch(/\/builds\/latest\.json\?\d+$/);
});

test.describe('on a newer build', () => {
  // The application's two screens, linked once signed in: the marketing pages are documents, which
  // load the newest build every time (docs/design.md#documents).
  test.use({ viewport: { width: 1280, height: 400 } });

  test('turns the next link click into a full load and keeps the place', async ({ page, baseURL }) => {
    const toAccount = await atSignInSignedIn(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const bottom = await page.evaluate(() => Math.round(window.scrollY));
    expect(bottom).toBeGreaterThan(100);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));

    await deployNewerBuild(page);
    const documents: string[] = [];
    page.on('request', (r) => r.resourceType() === 'document' && documents.push(r.url()));
    // From the keyboard: a click would first scroll the link into view.
    await followFromKeyboard(toAccount);
    await expect(page).toHaveURL(`${baseURL}/account`);
    await expect(page.locator('h1')).toHaveText(en.Account.account.heading);
    expect(documents).toEqual([`${baseURL}/account`]);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBeUndefined();

    // Back where the visitor was, once the screen has drawn what it shows after the session check.
    await page.goBack();
    await expect(page.locator('h1')).toHaveText(en.Account.signIn.heading);
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(bottom);
  });

  test('navigates on the client as usual while the build is current', async ({ page, baseURL }) => {
    const toAccount = await atSignInSignedIn(page);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await toAccount.click();
    await expect(page).toHaveURL(`${baseURL}/account`);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  });
});

test('reloads once, at the target path, when a route chunk is gone', async ({ page, baseURL }) => {
  // No link prefetching (data saver), so that the account screen's code is fetched only when the visitor goes there.
  await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { get: () => ({ saveData: true }) }));
  const toAccount = await atSignInSignedIn(page);
  await page.waitForLoadState('networkidle');
  // From now on every chunk that is not loaded yet answers 404, as after a deploy replaced them.
  await page.route('**/_next/static/chunks/**', (route) => route.fulfill({ status: 404, body: 'gone' }));
  const documents: string[] = [];
  page.on('request', (r) => r.resourceType() === 'document' && documents.push(r.url()));
  await toAccount.click();
  await expect.poll(() => documents).toEqual([`${baseURL}/account`]);
  // The reloaded page meets the same missing chunks: the guard allows no second reload.
  await page.waitForTimeout(3000);
  expect(documents).toEqual([`${baseURL}/account`]);
  await expect(page.locator('h1')).toHaveText(en.Account.account.heading);
  // It was the guarded reload (it recorded itself), not a navigation of the router's own.
  const guard = await page.evaluate(() => sessionStorage.getItem('slimstart:reload'));
  expect(JSON.parse(guard!).path).toBe('/account');
});

test.describe('prefetching', () => {
  /**
   * Opens `url` on a page clock that moves only when the test moves it, recording each fetch as
   * the page makes it, and waits until the build watcher runs (it answers a return to the tab).
   */
  async function openOnPausedClock(page: Page, url: string) {
    await page.addInitScript(() => {
      const w = window as unknown as { fetched: string[] };
      w.fetched = [];
      const original = window.fetch.bind(window);
      window.fetch = (input, init) => {
        w.fetched.push(input instanceof Request ? input.url : String(input));
        return original(input, init);
      };
    });
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1000);
    await page.goto(url);
    const fetched = () => page.evaluate(() => (window as unknown as { fetched: string[] }).fetched);
    await expect
      .poll(async () => {
        await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
        return (await fetched()).filter((u) => u.includes('/builds/latest.json')).length;
      })
      .toBeGreaterThan(0);
    return { fetched, manifests: async () => (await fetched()).filter((u) => u.includes('/builds/meta/')) };
  }

  test('fetches the build manifest once, a second after the page is ready', async ({ page }) => {
    const { manifests } = await openOnPausedClock(page, '/de/sign-in');
    await page.clock.runFor(999);
    expect(await manifests()).toEqual([]);
    await page.clock.runFor(1);
    expect(await manifests()).toHaveLength(1);
    await page.clock.runFor(60_000);
    expect(await manifests()).toHaveLength(1);
  });

  /** Makes the browser report this connection (Network Information API). */
  const onConnection = (page: Page, connection: { effectiveType: string; saveData: boolean }) =>
    page.addInitScript((info) => Object.defineProperty(navigator, 'connection', { get: () => info }), connection);

  // The link-prefetch half of the policy (none for visitors who save data or are on 2g) has no
  // application link to act on: "preloads no route" below shows none is preloaded on any connection.
  // It acts on the documents' speculation rules, where islands.spec.ts tests it.

  test('fetches no manifest on slow-2g', async ({ page }) => {
    await onConnection(page, { effectiveType: 'slow-2g', saveData: false });
    const { manifests } = await openOnPausedClock(page, '/de/sign-in');
    await page.clock.runFor(60_000);
    expect(await manifests()).toEqual([]);
  });

  test('fetches the manifest for a visitor saving data on a fast connection', async ({ page }) => {
    await onConnection(page, { effectiveType: '4g', saveData: true });
    const { manifests } = await openOnPausedClock(page, '/de/sign-in');
    await page.clock.runFor(60_000);
    expect(await manifests()).toHaveLength(1);
  });

  /**
   * Records every `router.prefetch` call the page makes. The router that `useRouter()` hands out is
   * the one Next.js also puts on `window.next.router` (docs/design.md, section 8), so the test wraps
   * it there as the page starts.
   */
  async function recordPreloads(page: Page) {
    await page.addInitScript(() => {
      type Router = { prefetch: (href: string, ...rest: unknown[]) => void };
      const record = { calls: [] as string[] };
      (window as unknown as { preloads: typeof record }).preloads = record;
      const wrap = (router: Router) => {
        const prefetch = router.prefetch;
        router.prefetch = (href, ...rest) => {
          record.calls.push(href);
          return prefetch.call(router, href, ...rest);
        };
      };
      let next: object | undefined;
      Object.defineProperty(window, 'next', {
        configurable: true,
        get: () => next,
        set(value: object) {
          next = value;
          let router: Router | undefined;
          Object.defineProperty(value, 'router', {
            configurable: true,
            get: () => router,
            set(given: Router) {
              router = given;
              wrap(given);
            },
          });
        },
      });
    });
    return () => page.evaluate(() => (window as unknown as { preloads: { calls: string[] } }).preloads);
  }

  test('preloads no route: the account screens are never preloaded, documents have none; fetch is the browser’s own', async ({
    page,
  }) => {
    const preloads = await recordPreloads(page);
    // A screen tall enough to show every link of the page at once.
    await page.setViewportSize({ width: 1280, height: 4000 });
    await page.goto('/sign-in');
    // Every link of the site's own on the page, but the switcher's (plain links: full loads), leads
    // to an account screen, which is never preloaded (app/[locale]/page.tsx), or to a document,
    // which has no route (docs/design.md#documents): the browser's speculation rules are theirs.
    const links = await page
      .locator('a[href^="/"]:not(.locale-switcher a)')
      .evaluateAll((found) => found.map((link) => link.getAttribute('href')!));
    expect(links.filter((href) => !/^\/(sign-in|account)\b/.test(href) && !isDocument(href))).toEqual([]);
    expect(links.filter((href) => isDocument(href)).length).toBeGreaterThan(3);
    await page.waitForLoadState('networkidle');

    // Pointing at the links preloads nothing either, and fetch stays the browser's own.
    for (const link of await page.locator('a[href^="/"]:visible').all()) await link.hover();
    expect((await preloads()).calls).toEqual([]);
    expect(await page.evaluate(() => Function.prototype.toString.call(window.fetch))).toContain('[native code]');
  });
});

test('sends the security headers with every response and the pages break none of their policy', async ({
  page,
  request,
}) => {
  for (const path of ['/', '/de/faq', '/de/sign-in', '/no-such-page', '/builds/latest.json', '/og-image.png']) {
    const headers = (await request.get(path)).headers();
    expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options'], path).toBe('nosniff');
  }
  const violations = await watchPolicyViolations(page);
  for (const { url } of allPages) await page.goto(url);
  await page.goto('/no-such-page');
  await page.goto('/');
  await page
    .getByRole('navigation', { name: en.Site.mainNavigation })
    .getByRole('link', { name: en.Nav.signIn })
    .click();
  await expect(page.locator('h1')).toHaveText(en.Account.signIn.heading);
  expect(violations).toEqual([]);
});
