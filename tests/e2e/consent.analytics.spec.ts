import { expect, test, type Page } from '@playwright/test';
import { messagesOf, watchPolicyViolations } from './support';

// Against the static build with both services configured (scripts/test.ts). Their hosts cannot be
// reached from here: the test intercepts every request to them and asserts on what was sent.
const GA_SCRIPT = 'https://www.googletagmanager.com/**';
const PLAUSIBLE = 'https://plausible.example.com/**';

/**
 * Stands in for gtag.js, which cannot be downloaded here: it reads the commands the site queued in
 * `dataLayer` and sends each page_view to the collect endpoint, as gtag.js does.
 */
const gtagStandIn = `(() => {
  const send = (args) => {
    if (args[0] !== 'event' || args[1] !== 'page_view') return;
    const p = args[2] || {};
    const query = new URLSearchParams({ en: 'page_view', dl: p.page_location, dp: p.page_path, 'ep.language': p.language, 'ep.route_name': p.route_name || '' });
    fetch('https://region1.google-analytics.com/g/collect?' + query, { method: 'POST', mode: 'no-cors' });
  };
  const layer = window.dataLayer || [];
  layer.forEach((args) => send(args));
  layer.push = (args) => (send(args), Array.prototype.push.call(layer, args));
})();`;

interface Sent {
  ga: URLSearchParams[];
  plausible: { url: string; props: Record<string, string> }[];
  scripts: string[];
}

async function interceptAnalytics(page: Page): Promise<Sent> {
  const sent: Sent = { ga: [], plausible: [], scripts: [] };
  await page.route(GA_SCRIPT, (route) => {
    sent.scripts.push(route.request().url());
    return route.fulfill({ contentType: 'text/javascript', body: gtagStandIn });
  });
  await page.route('https://*.google-analytics.com/**', (route) => {
    sent.ga.push(new URL(route.request().url()).searchParams);
    return route.fulfill({ status: 204 });
  });
  await page.route(PLAUSIBLE, (route) => {
    sent.plausible.push(JSON.parse(route.request().postData() ?? '{}'));
    return route.fulfill({ status: 202, body: 'ok' });
  });
  return sent;
}

const total = (sent: Sent) => sent.ga.length + sent.plausible.length + sent.scripts.length;
const de = messagesOf('de');

async function navigate(page: Page, name: string) {
  await page.getByRole('navigation', { name: de.Site.mainNavigation }).getByRole('link', { name }).click();
}

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

test('after accepting, sends one page view per navigation to each service, with path, locale and route', async ({
  page,
}) => {
  const sent = await interceptAnalytics(page);
  await page.goto('/de');
  await page.getByRole('button', { name: de.Consent.accept }).click();
  await expect(page.getByRole('region', { name: de.Consent.title })).toHaveCount(0);
  await expect.poll(() => sent.plausible.length).toBe(1);
  await navigate(page, de.Nav.faq);
  await expect.poll(() => sent.plausible.length).toBe(2);
  await navigate(page, de.Nav['privacy-policy']);
  await expect.poll(() => sent.plausible.length).toBe(3);
  await expect.poll(() => sent.ga.length).toBe(3);
  await page.waitForTimeout(1000);

  expect(sent.plausible.map((e) => [new URL(e.url).pathname, e.props])).toEqual([
    ['/de', { locale: 'de', route: 'index___de' }],
    ['/de/faq', { locale: 'de', route: 'faq___de' }],
    ['/de/privacy-policy', { locale: 'de', route: 'privacy-policy___de' }],
  ]);
  expect(sent.ga.map((q) => [q.get('dp'), q.get('ep.language'), q.get('ep.route_name')])).toEqual([
    ['/de', 'de', 'index___de'],
    ['/de/faq', 'de', 'faq___de'],
    ['/de/privacy-policy', 'de', 'privacy-policy___de'],
  ]);
  expect(sent.scripts).toEqual(['https://www.googletagmanager.com/gtag/js?id=G-TEST12345']);
  // Consent Mode: denied by default, then granted by the visitor's choice.
  const consent = await page.evaluate(() =>
    (window.dataLayer as IArguments[]).filter((a) => a[0] === 'consent').map((a) => [a[1], a[2].analytics_storage]),
  );
  expect(consent).toEqual([
    ['default', 'denied'],
    ['update', 'granted'],
  ]);
  // Remembered for a year.
  const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('slimstart:analytics-consent')))!);
  expect(stored.value).toBe('granted');
  expect((stored.expires - Date.now()) / 86_400_000).toBeGreaterThan(364);
});

test('after rejecting, sends nothing, also after a reload', async ({ page }) => {
  const sent = await interceptAnalytics(page);
  await page.goto('/jp/faq');
  await page.getByRole('button', { name: messagesOf('ja').Consent.reject }).click();
  await page.reload();
  await expect(page.locator('h1')).toHaveText(messagesOf('ja').Faq.heading);
  await expect(page.getByRole('region', { name: messagesOf('ja').Consent.title })).toHaveCount(0);
  await page
    .getByRole('navigation', { name: messagesOf('ja').Site.mainNavigation })
    .getByRole('link', { name: messagesOf('ja').Nav.index })
    .click();
  await page.waitForTimeout(1500);
  expect(total(sent)).toBe(0);
});

test('lets the visitor change the choice from the footer at any time', async ({ page }) => {
  const sent = await interceptAnalytics(page);
  await page.goto('/de');
  await page.getByRole('button', { name: de.Consent.accept }).click();
  await expect.poll(() => sent.plausible.length).toBe(1);
  await page.getByRole('contentinfo').getByRole('button', { name: de.Consent.choices }).click();
  await page.getByRole('button', { name: de.Consent.reject }).click();
  await navigate(page, de.Nav.faq);
  await page.waitForTimeout(1500);
  expect(sent.plausible).toHaveLength(1);
});

test('treats Global Privacy Control as a refusal: no banner asks, nothing is sent', async ({ page }) => {
  const sent = await interceptAnalytics(page);
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'globalPrivacyControl', { get: () => true });
    localStorage.setItem(
      'slimstart:analytics-consent',
      JSON.stringify({ value: 'granted', expires: Date.now() + 1e9 }),
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
  await page.route(PLAUSIBLE, (route) => route.abort('blockedbyclient'));
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
  const AxeBuilder = (await import('@axe-core/playwright')).default;
  await interceptAnalytics(page);
  const violations = await watchPolicyViolations(page);
  await page.goto('/ko/faq');
  await expect(page.getByRole('region', { name: messagesOf('ko').Consent.title })).toBeVisible();
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);
  await page.getByRole('button', { name: messagesOf('ko').Consent.accept }).click();
  await page
    .getByRole('navigation', { name: messagesOf('ko').Site.mainNavigation })
    .getByRole('link', { name: messagesOf('ko').Nav.index })
    .click();
  await page.waitForTimeout(1000);
  expect(violations).toEqual([]);
});
