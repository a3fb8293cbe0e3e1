import { expect, test, type Page } from '@playwright/test';
import { makeAccount, signIn } from './accountSupport';
import { axeViolations, messagesOf, watchPolicyViolations } from './support';

// Against the static build with Google Analytics configured (scripts/test/builds.ts). Its hosts
// cannot be reached from here: the test intercepts every request to them and asserts on what was
// sent. A build runs one service at most (lib/analytics/settings.ts): Plausible's page view, the
// same code path after the same consent, is proven against a real HTTP server in
// tests/unit/lib/analytics/services.test.ts.
const GA_SCRIPT = 'https://www.googletagmanager.com/**';

/**
 * Stands in for gtag.js, which cannot be downloaded here: it reads the commands the site queued in
 * `dataLayer` and sends each page_view to the collect endpoint, as gtag.js does.
 */
const gtagStandIn = `(() => {
  const disabled = () => window['ga-disable-G-TEST12345'] === true;
  let domain;
  // Its cookies, where the site's config says (cookie_domain), written again with every hit as gtag.js does.
  const writeCookies = () => {
    for (const name of ['_ga', '_ga_TEST12345']) {
      document.cookie = name + '=GA1.1.42.42; path=/; max-age=63072000' + (domain ? '; domain=' + domain : '');
    }
  };
  const hit = (query) => {
    if (disabled()) return;
    writeCookies();
    fetch('https://region1.google-analytics.com/g/collect?' + new URLSearchParams(query), { method: 'POST', mode: 'no-cors' });
  };
  const run = (args) => {
    if (args[0] === 'config') {
      domain = (args[2] || {}).cookie_domain;
      writeCookies();
    }
    if (args[0] !== 'event' || args[1] !== 'page_view') return;
    const p = args[2] || {};
    hit({ en: 'page_view', dl: p.page_location, dp: p.page_path, 'ep.language': p.language, 'ep.route_name': p.route_name || '' });
  };
  // What gtag.js sends by itself, without the site asking: engagement when the tab is hidden.
  document.addEventListener('visibilitychange', () => hit({ en: 'user_engagement', dl: location.href }));
  const layer = window.dataLayer || [];
  layer.forEach((args) => run(args));
  layer.push = (args) => (run(args), Array.prototype.push.call(layer, args));
})();`;

interface Sent {
  ga: URLSearchParams[];
  /** gtag's own hits, such as engagement. */
  gaOther: URLSearchParams[];
  scripts: string[];
}

async function interceptAnalytics(page: Page): Promise<Sent> {
  const sent: Sent = { ga: [], gaOther: [], scripts: [] };
  await page.route(GA_SCRIPT, (route) => {
    sent.scripts.push(route.request().url());
    return route.fulfill({ contentType: 'text/javascript', body: gtagStandIn });
  });
  await page.route('https://*.google-analytics.com/**', (route) => {
    const query = new URL(route.request().url()).searchParams;
    if (query.get('en') === 'page_view') sent.ga.push(query);
    else sent.gaOther.push(query);
    return route.fulfill({ status: 204 });
  });
  return sent;
}

const total = (sent: Sent) => sent.ga.length + sent.gaOther.length + sent.scripts.length;
const gaCookies = async (page: Page) =>
  (await page.context().cookies()).filter((c) => c.name === '_ga' || c.name.startsWith('_ga_')).map((c) => c.name);
const consentUpdates = (page: Page) =>
  page.evaluate(() =>
    (window.dataLayer as IArguments[])
      .filter((a) => a[0] === 'consent')
      .map((a) => `${a[1]} ${a[2].analytics_storage}`),
  );
const de = messagesOf('de');

async function navigate(page: Page, name: string) {
  await page.getByRole('navigation', { name: de.Site.mainNavigation }).getByRole('link', { name }).click();
}

test('names the one service the build runs, Google Analytics, and no Plausible', async ({ page, request }) => {
  for (const url of ['/privacy-policy', '/de/privacy-policy', '/fr/privacy-policy', '/de/faq']) {
    const html = await (await request.get(url)).text();
    expect(html, url).toContain('Google Analytics');
    expect(html, url).not.toContain('Plausible');
  }
  await page.goto('/de');
  const banner = page.getByRole('region', { name: de.Consent.title });
  await expect(banner).toContainText('Google Analytics');
  await expect(banner).not.toContainText('Plausible');
});

test('sends nothing before consent, also after client navigation', async ({ page }) => {
  const sent = await interceptAnalytics(page);
  await page.goto('/de');
  await expect(page.getByRole('region', { name: de.Consent.title })).toBeVisible();
  await navigate(page, de.Nav.faq);
  await expect(page.locator('h1')).toHaveText(de.Faq.heading);
  await page.waitForTimeout(1500);
  expect(total(sent)).toBe(0);
  expect(await page.locator('script[src*="googletagmanager"]').count()).toBe(0);
});

test('after accepting, sends one page view per navigation, with path, locale and route', async ({ page }) => {
  const sent = await interceptAnalytics(page);
  await page.goto('/de');
  await page.getByRole('button', { name: de.Consent.accept }).click();
  await expect(page.getByRole('region', { name: de.Consent.title })).toHaveCount(0);
  await expect.poll(() => sent.ga.length).toBe(1);
  await navigate(page, de.Nav.faq);
  await expect.poll(() => sent.ga.length).toBe(2);
  await page.getByRole('contentinfo').getByRole('link', { name: de.Nav['privacy-policy'] }).click();
  await expect.poll(() => sent.ga.length).toBe(3);
  await page.waitForTimeout(1000);

  expect(sent.ga.map((q) => [q.get('dp'), q.get('ep.language'), q.get('ep.route_name')])).toEqual([
    ['/de', 'de', 'index___de'],
    ['/de/faq', 'de', 'faq___de'],
    ['/de/privacy-policy', 'de', 'privacy-policy___de'],
  ]);
  // The home page and the privacy policy are documents (docs/design.md#documents): each page came
  // by a full load, and gtag.js loaded once in each window.
  expect(sent.scripts).toEqual(Array(3).fill('https://www.googletagmanager.com/gtag/js?id=G-TEST12345'));
  // Consent Mode, in this window: denied by default, then granted by the visitor's choice.
  const consent = await page.evaluate(() =>
    (window.dataLayer as IArguments[]).filter((a) => a[0] === 'consent').map((a) => [a[1], a[2].analytics_storage]),
  );
  expect(consent).toEqual([
    ['default', 'denied'],
    ['update', 'granted'],
  ]);
  // Remembered for a year, for the pages of the German page's market, the EU's (lib/analytics/consent.ts).
  const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('slimstart:analytics-consent')))!);
  expect(Object.keys(stored.markets)).toEqual(['eu']);
  expect(stored.markets.eu.value).toBe('granted');
  expect((stored.markets.eu.expires - Date.now()) / 86_400_000).toBeGreaterThan(364);
});

test('after rejecting, sends nothing, also after a reload', async ({ page }) => {
  const sent = await interceptAnalytics(page);
  await page.goto('/fr/faq');
  await page.getByRole('button', { name: messagesOf('fr').Consent.reject }).click();
  await page.reload();
  await expect(page.locator('h1')).toHaveText(messagesOf('fr').Faq.heading);
  await expect(page.getByRole('region', { name: messagesOf('fr').Consent.title })).toHaveCount(0);
  await page
    .getByRole('navigation', { name: messagesOf('fr').Site.mainNavigation })
    .getByRole('link', { name: messagesOf('fr').Nav.index })
    .click();
  await page.waitForTimeout(1500);
  expect(total(sent)).toBe(0);
});

test('lets the visitor change the choice from the footer at any time', async ({ page }) => {
  const sent = await interceptAnalytics(page);
  await page.goto('/de');
  await page.getByRole('button', { name: de.Consent.accept }).click();
  await expect.poll(() => sent.ga.length).toBe(1);
  await page.getByRole('contentinfo').getByRole('button', { name: de.Consent.choices }).click();
  await page.getByRole('button', { name: de.Consent.reject }).click();
  await navigate(page, de.Nav.faq);
  await page.waitForTimeout(1500);
  expect(sent.ga).toHaveLength(1);
});

test('a choice holds on its market’s pages: accepted in English, Korea asks its own, and a refusal there says where visits still count', async ({
  page,
}) => {
  const [en, ko] = [messagesOf('en'), messagesOf('ko')];
  const sent = await interceptAnalytics(page);
  await page.goto('/');
  await page.getByRole('button', { name: en.Consent.accept }).click();
  await expect.poll(() => sent.ga.length).toBe(1);
  // The Korean pages ask for their own consent, naming the transfer abroad (ANALYTICS_KR=consent),
  // and count nothing meanwhile.
  await page.goto('/ko');
  const banner = page.getByRole('region', { name: ko.Consent.title });
  await expect(banner).toContainText('Google LLC');
  await page.waitForTimeout(1000);
  expect(sent.ga).toHaveLength(1);
  // Refused here: the banner says that the English pages still count, and refuses there too when asked.
  await banner.getByRole('button', { name: ko.Consent.reject }).click();
  await expect(banner).toContainText(ko.Consent.stillCounted);
  const refuseThere = banner.getByRole('button', { name: ko.Consent.refuseEverywhere });
  await expect(refuseThere).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);
  await refuseThere.click();
  await expect(banner).toHaveCount(0);
  const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('slimstart:analytics-consent')))!);
  expect([stored.markets.uk.value, stored.markets.kr.value]).toEqual(['denied', 'denied']);
  await page.goto('/');
  await page.waitForTimeout(1000);
  await expect(page.getByRole('region', { name: en.Consent.title })).toHaveCount(0);
  expect(sent.ga).toHaveLength(1);
});

test('treats Global Privacy Control as a refusal: no banner asks, nothing is sent', async ({ page }) => {
  const sent = await interceptAnalytics(page);
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'globalPrivacyControl', { get: () => true });
    localStorage.setItem(
      'slimstart:analytics-consent',
      JSON.stringify({ markets: { eu: { value: 'granted', expires: Date.now() + 1e9 } } }),
    );
  });
  await page.goto('/de');
  await navigate(page, de.Nav.faq);
  await page.waitForTimeout(1500);
  await expect(page.getByRole('region', { name: de.Consent.title })).toHaveCount(0);
  expect(total(sent)).toBe(0);
});

test('breaks nothing when the services are blocked', async ({ page }) => {
  await page.route(GA_SCRIPT, (route) => route.abort('blockedbyclient'));
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/de');
  await page.getByRole('button', { name: de.Consent.accept }).click();
  await navigate(page, de.Nav.faq);
  await expect(page.locator('h1')).toHaveText(de.Faq.heading);
  await page.waitForTimeout(1000);
  expect(errors).toEqual([]);
});

test('asks in an accessible banner that breaks none of the page policy', async ({ page }) => {
  await interceptAnalytics(page);
  const violations = await watchPolicyViolations(page);
  await page.goto('/fr/faq');
  await expect(page.getByRole('region', { name: messagesOf('fr').Consent.title })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: messagesOf('fr').Consent.accept }).click();
  await page
    .getByRole('navigation', { name: messagesOf('fr').Site.mainNavigation })
    .getByRole('link', { name: messagesOf('fr').Nav.index })
    .click();
  await page.waitForTimeout(1000);
  expect(violations).toEqual([]);
});

test('withdrawing stops sending at once and removes the cookies the services set', async ({ page }) => {
  const sent = await interceptAnalytics(page);
  await page.goto('/de');
  await page.getByRole('button', { name: de.Consent.accept }).click();
  await expect.poll(() => sent.ga.length).toBe(1);
  await expect.poll(() => gaCookies(page)).toEqual(['_ga', '_ga_TEST12345']);
  // gtag.js writes them on the site's host, named in its config.
  expect(await page.evaluate(() => (window.dataLayer as IArguments[]).find((a) => a[0] === 'config')?.[2])).toEqual({
    send_page_view: false,
    cookie_domain: 'localhost',
    // 13 months, as the privacy policy says (Privacy.sections.cookies).
    cookie_expires: 396 * 86_400,
  });

  await page.getByRole('contentinfo').getByRole('button', { name: de.Consent.choices }).click();
  await page.getByRole('button', { name: de.Consent.reject }).click();
  await expect.poll(() => gaCookies(page)).toEqual([]);
  expect(await consentUpdates(page)).toEqual(['default denied', 'update granted', 'update denied']);
  // What gtag.js would send by itself is stopped too, at once, and so is every page view after.
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await navigate(page, de.Nav.faq);
  await expect(page.locator('h1')).toHaveText(de.Faq.heading);
  await page.waitForTimeout(1500);
  expect(sent.gaOther).toEqual([]);
  expect(sent.ga).toHaveLength(1);
  expect(sent.scripts).toHaveLength(1);
});

test('accepting again in the same page works', async ({ page }) => {
  const sent = await interceptAnalytics(page);
  await page.goto('/de');
  await page.getByRole('button', { name: de.Consent.accept }).click();
  await expect.poll(() => sent.ga.length).toBe(1);
  const choices = page.getByRole('contentinfo').getByRole('button', { name: de.Consent.choices });
  await choices.click();
  await page.getByRole('button', { name: de.Consent.reject }).click();
  await choices.click();
  await page.getByRole('button', { name: de.Consent.accept }).click();
  // The page counts again, with the script already there, and so does the next one.
  await expect.poll(() => sent.ga.length).toBe(2);
  expect(sent.scripts).toHaveLength(1);
  expect(await consentUpdates(page)).toEqual(['default denied', 'update granted', 'update denied', 'update granted']);
  await expect.poll(() => gaCookies(page)).toEqual(['_ga', '_ga_TEST12345']);
  // The home page is a document: the FAQ is a window of its own, which loads gtag.js once.
  await navigate(page, de.Nav.faq);
  await expect.poll(() => sent.ga.length).toBe(3);
  expect(sent.scripts).toHaveLength(2);
});

test('never runs a service on the sign-in and account screens', async ({ page }) => {
  const sent = await interceptAnalytics(page);
  await page.addInitScript(() =>
    localStorage.setItem(
      'slimstart:analytics-consent',
      JSON.stringify({ markets: { eu: { value: 'granted', expires: Date.now() + 1e9 } } }),
    ),
  );
  // Opened directly, with consent given: nothing loads, nothing is sent, nothing asks, and the
  // screen's own policy names no analytics host, so that no script could load one.
  for (const url of ['/de/sign-in', '/de/account']) {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
    expect(policy).not.toMatch(/googletagmanager|google-analytics/);
  }
  await page.waitForTimeout(1500);
  expect(total(sent)).toBe(0);
  expect(await page.evaluate(() => typeof window.gtag)).toBe('undefined');

  // From a page where gtag.js runs, the way onto the sign-in screen is a full load, which leaves it behind.
  await page.goto('/de');
  await expect.poll(() => sent.scripts.length).toBe(1);
  await expect.poll(() => page.evaluate(() => typeof window.gtag)).toBe('function');
  // This page's own views are in before the count is taken: one hit still on its way once failed
  // the comparison below, as if the sign-in screen had sent it.
  await expect.poll(() => sent.ga.length).toBe(1);
  const documents: string[] = [];
  page.on('request', (r) => r.resourceType() === 'document' && documents.push(new URL(r.url()).pathname));
  const before = total(sent);
  await page.getByRole('banner').getByRole('link', { name: de.Nav.signIn }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(de.Account.signIn.heading);
  expect(documents).toEqual(['/de/sign-in']);
  expect(await page.evaluate(() => typeof window.gtag)).toBe('undefined');
  await page.waitForTimeout(1500);
  expect(total(sent)).toBe(before);
});

/** Consent given on the German pages before the page loads, as a visitor who accepted earlier has it. */
const accepted = () =>
  localStorage.setItem(
    'slimstart:analytics-consent',
    JSON.stringify({ markets: { eu: { value: 'granted', expires: Date.now() + 1e9 } } }),
  );

/** What of a session this browser holds: the ID token, the signed-in hint, Firebase's stored users. */
const sessionHeld = (page: Page) =>
  page.evaluate(async () => {
    const firebaseUsers = (await indexedDB.databases()).some((d) => d.name === 'firebaseLocalStorageDb')
      ? await new Promise<number>((resolve, reject) => {
          const open = indexedDB.open('firebaseLocalStorageDb');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const db = open.result;
            if (!db.objectStoreNames.contains('firebaseLocalStorage')) return (db.close(), resolve(0));
            const count = db.transaction('firebaseLocalStorage').objectStore('firebaseLocalStorage').count();
            count.onsuccess = () => (db.close(), resolve(count.result));
          };
        })
      : 0;
    return { token: localStorage.getItem('token'), hint: localStorage.getItem('slimstart:signed-in'), firebaseUsers };
  });

test('gtag.js never runs beside a session: a tab signing in has the tabs where it runs drop it before Firebase makes a token', async ({
  context,
}) => {
  test.setTimeout(90_000);
  await context.addInitScript(accepted);
  const page = await context.newPage();
  const sent = await interceptAnalytics(page);
  await page.goto('/de');
  // The site defines window.gtag (its queue) before it asks for the script: wait for the request itself.
  await expect.poll(() => sent.scripts.length).toBe(1);
  expect(await page.evaluate(() => typeof window.gtag)).toBe('function');
  // The order of what happens, as the browser reports it (security review L-7).
  const order: string[] = [];
  page.on('response', (r) => r.request().resourceType() === 'document' && order.push('gtag tab loads again'));

  // Another tab signs in; Firebase's sign-in request is held where it leaves the browser, so that
  // no token can exist until the test lets it go.
  const email = await makeAccount('analytics');
  const other = await context.newPage();
  const otherSent = await interceptAnalytics(other);
  await other.goto('/sign-in');
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await other.route(
    (url) => url.pathname.endsWith('/accounts:signInWithPassword'),
    async (route) => {
      if (route.request().method() === 'POST') {
        order.push('Firebase asked');
        await held;
      }
      await route.continue();
    },
  );
  await signIn(other, email);
  // Firebase is asked only once the tab that ran gtag.js has gone: it heard the sign-in's mark, and
  // loads again without the script; and nothing of a session is anywhere yet.
  await expect.poll(() => order).toContain('Firebase asked');
  expect(order).toEqual(['gtag tab loads again', 'Firebase asked']);
  await expect.poll(() => page.evaluate(() => typeof window.gtag)).toBe('undefined');
  expect(await sessionHeld(other)).toEqual({ token: null, hint: null, firebaseUsers: 0 });

  release();
  await expect(other).toHaveURL(/\/account$/);
  // Signed in: the hint has taken over from the sign-in's mark.
  const session = await sessionHeld(other);
  expect([session.hint, session.firebaseUsers > 0]).toEqual(['1', true]);
  expect(await other.evaluate(() => localStorage.getItem('slimstart:signing-in'))).toBeNull();

  // Signed in, with analytics accepted, a marketing page loads no gtag.js and sends nothing.
  await other.goto('/de/faq');
  await expect(other.locator('h1')).toHaveText(de.Faq.heading);
  await other.waitForTimeout(1500);
  expect(total(otherSent)).toBe(0);
  expect(sent.scripts).toHaveLength(1);
});

test('a withdrawal in one tab stops the services in every open tab', async ({ context }) => {
  await context.addInitScript(accepted);
  const page = await context.newPage();
  const sent = await interceptAnalytics(page);
  await page.goto('/de');
  await expect.poll(() => sent.ga.length).toBe(1);
  const other = await context.newPage();
  await interceptAnalytics(other);
  await other.goto('/de/faq');

  await other.getByRole('contentinfo').getByRole('button', { name: de.Consent.choices }).click();
  await other.getByRole('button', { name: de.Consent.reject }).click();
  // The first tab stops at once: Consent Mode denied, gtag.js's opt-out set, its cookies gone.
  await expect.poll(() => consentUpdates(page)).toEqual(['default denied', 'update granted', 'update denied']);
  expect(await page.evaluate(() => (window as unknown as Record<string, boolean>)['ga-disable-G-TEST12345'])).toBe(
    true,
  );
  await expect.poll(() => gaCookies(page)).toEqual([]);
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await page.waitForTimeout(1000);
  expect(sent.gaOther).toEqual([]);
  expect(sent.ga).toHaveLength(1);
});

test.describe('on a document', () => {
  // The terms and the legal notice ship as documents: the analytics island runs the same code for
  // the one page shown (docs/design.md#documents).
  test('asks, sends one page view after accepting, and reopens from the footer, with nothing of the framework', async ({
    page,
  }) => {
    const sent = await interceptAnalytics(page);
    const violations = await watchPolicyViolations(page);
    await page.goto('/de/terms-conditions');
    const banner = page.getByRole('region', { name: de.Consent.title });
    await expect(banner).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await banner.getByRole('button', { name: de.Consent.accept }).click();
    await expect(banner).toHaveCount(0);
    await expect.poll(() => sent.ga.length).toBe(1);
    expect(sent.ga.map((q) => [q.get('dp'), q.get('ep.language'), q.get('ep.route_name')])).toEqual([
      ['/de/terms-conditions', 'de', 'terms-conditions___de'],
    ]);

    // The footer's button opens the choice again; rejecting stops gtag at once.
    await page.getByRole('contentinfo').getByRole('button', { name: de.Consent.choices }).click();
    await banner.getByRole('button', { name: de.Consent.reject }).click();
    await expect(banner).toHaveCount(0);
    expect(await consentUpdates(page)).toEqual(['default denied', 'update granted', 'update denied']);
    expect(await gaCookies(page)).toEqual([]);

    // A document loads islands, never the framework.
    const scripts = await page.locator('script[src]').evaluateAll((s) => s.map((e) => e.getAttribute('src')!));
    expect(scripts.filter((src) => src.startsWith('/')).every((src) => src.startsWith('/_documents/'))).toBe(true);
    expect(scripts.some((src) => src.startsWith('/_documents/analytics-'))).toBe(true);
    expect(violations).toEqual([]);
  });

  test('a document the browser prerendered asks nothing and counts nothing until it is opened', async ({ page }) => {
    // Chromium prerenders nothing while DevTools drives it (Preload.prerenderStatusUpdated says
    // PrerenderingDisabledByDevTools, also after Page.setPrerenderingAllowed), so the page plays
    // the part: prerendered (document.prerendering) until the test activates it, as the browser
    // does, with prerenderingchange.
    await page.addInitScript(() => {
      const state = window as unknown as { activated?: boolean };
      Object.defineProperty(document, 'prerendering', { configurable: true, get: () => !state.activated });
    });
    const activate = () =>
      page.evaluate(() => {
        (window as unknown as { activated: boolean }).activated = true;
        document.dispatchEvent(new Event('prerenderingchange'));
      });
    const sent = await interceptAnalytics(page);
    const banner = page.getByRole('region', { name: de.Consent.title });

    // No choice yet: the banner waits for the visitor.
    await page.goto('/de/terms-conditions');
    await page.waitForLoadState('networkidle');
    await expect(banner).toHaveCount(0);
    await activate();
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: de.Consent.accept }).click();
    await expect.poll(() => sent.ga.length).toBe(1);

    // Accepted: nothing is counted before the page is shown, then one page view.
    await page.goto('/de/legal-notice');
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
    expect(sent.ga).toHaveLength(1);
    expect(await page.locator('script[src*="googletagmanager"]').count()).toBe(0);
    await activate();
    await expect.poll(() => sent.ga.length).toBe(2);
    expect(sent.ga[1].get('dp')).toBe('/de/legal-notice');
    await expect(banner).toHaveCount(0);
  });
});
