import { expect, test } from '@playwright/test';
import { allPages, messagesOf } from './support';

// The ordinary build configures no analytics service: nothing of them may be there, and no text
// names one (the privacy policy says that none runs).
test('has no consent banner, no analytics script, no choices link and no service named without one configured', async ({
  page,
  request,
}) => {
  for (const { url } of allPages) {
    const html = await (await request.get(url)).text();
    expect(html, url).not.toMatch(/googletagmanager\.com|plausible\.io|class="consent"|Google Analytics|Plausible/);
  }
  const contacted: string[] = [];
  page.on(
    'request',
    (r) =>
      !r.url().startsWith('http://localhost') && !r.url().startsWith('http://127.0.0.1') && contacted.push(r.url()),
  );
  await page.goto('/de');
  await page.waitForTimeout(1500);
  await expect(page.getByRole('region', { name: messagesOf('de').Consent.title })).toHaveCount(0);
  await expect(page.getByRole('button', { name: messagesOf('de').Consent.choices })).toHaveCount(0);
  expect(contacted).toEqual([]);
});
