import { expect, test, type Page } from '@playwright/test';
import { messagesOf, translatorOf } from './support';

// The contact form at the end of the FAQ, against the API stand-in (tests/support/apiServer.ts),
// which answers as the sender's address asks: `status-500@…`, `slow-300@…`.
const API = 'http://127.0.0.1:3300/';

async function fill(page: Page, email: string, message: string) {
  await page.locator('#contact-email').fill(email);
  await page.locator('#contact-message').fill(message);
}

test('sends the question, shows the overlay until the answer and reports success', async ({
  page,
  request,
}, testInfo) => {
  const de = messagesOf('de');
  const email = `slow-2000@${testInfo.project.name}-${Date.now()}.example`;
  await page.clock.install();
  await page.goto('/de/faq');
  await fill(page, email, 'Kann ich SlimStart auch ohne Konto nutzen?');
  const answered = page.waitForResponse((r) => r.url() === `${API}contact` && r.request().method() === 'POST');
  await page.getByRole('button', { name: de.Contact.send }).click();
  const overlay = page.locator('.loading-overlay');
  await expect(overlay).toHaveCount(1);
  // The fade is timed on the page's clock, which from here on moves only when the test moves it:
  // a busy machine delays what the page does, not what its clock says (CI once measured 411 ms).
  await page.clock.pauseAt(Date.now() + 1000);
  await answered;
  await expect(overlay).toHaveClass(/closing/);
  // Above everything (the interface library's base z-index 2000), fading out for 400 ms.
  expect(await overlay.evaluate((e) => [getComputedStyle(e).zIndex, getComputedStyle(e).transitionDuration])).toEqual([
    '2000',
    '0.4s',
  ]);
  await page.clock.runFor(399);
  await expect(overlay).toHaveCount(1);
  await page.clock.runFor(1);
  await expect(overlay).toHaveCount(0);
  await page.clock.resume();
  await expect(
    page.getByRole('status').filter({ hasText: translatorOf('de')('Contact.success', { email }) }),
  ).toBeVisible();
  await expect(page.locator('#contact-message')).toHaveValue('');

  const sent = (await (await request.get(`${API}__requests`)).json()).filter((r: { body: string }) =>
    r.body.includes(email),
  );
  expect(sent).toHaveLength(1);
  expect(JSON.parse(sent[0].body)).toEqual({
    email,
    message: 'Kann ich SlimStart auch ohne Konto nutzen?',
    locale: 'de',
  });
  expect(sent[0].headers.authorization).toBeUndefined();
});

test('keeps the input and says so when sending fails', async ({ page }) => {
  const fr = messagesOf('fr');
  await page.goto('/fr/faq');
  await fill(page, 'status-500@example.com', 'Ma question');
  await page.getByRole('button', { name: fr.Contact.send }).click();
  await expect(page.getByText(fr.Api.errors['500'])).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: fr.Contact.failure })).toBeVisible();
  await expect(page.locator('#contact-email')).toHaveValue('status-500@example.com');
  await expect(page.locator('#contact-message')).toHaveValue('Ma question');
});

test('names the address in a toast 16 px from the top that lasts 3000 ms', async ({ page }) => {
  await page.clock.install();
  await page.goto('/faq');
  await fill(page, 'status-404@example.com', 'Where does this go?');
  // From here the page's clock moves only when the test moves it, so the toast's time is exact.
  await page.clock.pauseAt(Date.now() + 1000);
  const answered = page.waitForResponse((r) => r.url() === `${API}contact`);
  await page.getByRole('button', { name: messagesOf('en').Contact.send }).click();
  await answered;
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: `Error requesting address: ${API}contact` });
  // The toaster shows a toast on its next timer tick: move the clock a millisecond at a time until it does.
  await expect
    .poll(async () => {
      await page.clock.runFor(1);
      return toast.count();
    })
    .toBe(1);
  await expect.poll(async () => (await toast.boundingBox())?.y).toBe(16);
  // 3000 ms on the page's clock, give or take the tick it appeared on.
  await page.clock.runFor(2990);
  await expect(toast).toHaveAttribute('data-removed', 'false');
  await page.clock.runFor(20);
  await expect(toast).toHaveAttribute('data-removed', 'true');
});

test('checks the fields before sending anything', async ({ page }) => {
  const ja = messagesOf('ja');
  const posts: string[] = [];
  page.on('request', (r) => r.url().startsWith(API) && posts.push(r.url()));
  await page.goto('/jp/faq');
  await fill(page, 'not an address', '');
  await page.getByRole('button', { name: ja.Contact.send }).click();
  await expect(page.getByText(ja.Contact.emailInvalid)).toBeVisible();
  await expect(page.getByText(ja.Contact.messageRequired)).toBeVisible();
  await expect(page.locator('#contact-email')).toHaveAttribute('aria-invalid', 'true');
  expect(posts).toEqual([]);
});

test('says under the button who receives the message and why, with the policy’s section', async ({ page }) => {
  await page.goto('/faq');
  const line = page.locator('#contact-privacy');
  // The test build's API operator is the stand-in (lib/company.ts).
  await expect(line).toContainText(
    translatorOf('en')('Contact.privacy', { apiOperator: 'Example API Operator Ltd., London, United Kingdom' }),
  );
  await expect(line.getByRole('link', { name: messagesOf('en').Contact.privacyLink })).toHaveAttribute(
    'href',
    '/privacy-policy#data-we-collect',
  );
  await expect(page.getByRole('button', { name: messagesOf('en').Contact.send })).toHaveAttribute(
    'aria-describedby',
    'contact-privacy',
  );
  // No market's law asks a consent before an English message goes to the United Kingdom.
  await expect(page.getByRole('checkbox')).toHaveCount(0);
});

test('on the Chinese pages, sends nothing abroad before the separate consent to the transfer', async ({
  page,
  request,
}, testInfo) => {
  const zh = messagesOf('zh');
  const email = `consent@${testInfo.project.name}-${Date.now()}.example`;
  const posts: string[] = [];
  page.on('request', (r) => r.url().startsWith(API) && posts.push(r.url()));
  await page.goto('/zh/faq');
  await expect(page.locator('#contact-privacy').getByRole('link', { name: zh.Contact.privacyLink })).toHaveAttribute(
    'href',
    '/zh/privacy-policy#data-we-collect',
  );
  await fill(page, email, '我可以不注册账号使用吗？');
  await page.getByRole('button', { name: zh.Contact.send }).click();
  await expect(page.getByText(zh.Contact.transferConsentMissing)).toBeVisible();
  // The box names the recipient and its country, in the reader's language.
  const consent = page.getByRole('checkbox', {
    name: translatorOf('zh')('Contact.transferConsent', {
      apiOperator: 'Example API Operator Ltd., London, United Kingdom',
      country: '英国',
    }),
  });
  await expect(consent).toHaveAttribute('aria-invalid', 'true');
  expect(posts).toEqual([]);

  await consent.check();
  await page.getByRole('button', { name: zh.Contact.send }).click();
  await expect(
    page.getByRole('status').filter({ hasText: translatorOf('zh')('Contact.success', { email }) }),
  ).toBeVisible();
  const sent = (await (await request.get(`${API}__requests`)).json()).filter((r: { body: string }) =>
    r.body.includes(email),
  );
  expect(sent).toHaveLength(1);
  // Given for that message: the next one asks again.
  await expect(consent).not.toBeChecked();
});

test('loads the API client, overlay and toaster only when the form is used', async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', async (r) => {
    if (r.request().resourceType() === 'script') scripts.push(await r.text());
  });
  await page.goto('/faq');
  await page.waitForLoadState('networkidle');
  expect(scripts.some((code) => code.includes('data-sonner-toaster'))).toBe(false);
  await fill(page, 'status-503@example.com', 'Hello');
  await page.getByRole('button', { name: messagesOf('en').Contact.send }).click();
  await expect(page.getByText(messagesOf('en').Api.errors['503'])).toBeVisible();
  expect(scripts.some((code) => code.includes('data-sonner-toaster'))).toBe(true);
});
