import { expect, test } from '@playwright/test';

// The company's country and the law of the terms read right in each language (issue 33 c): the
// build's stand-in company is in the United Kingdom, which English and Spanish must not write as
// a bare name after a preposition ("established in United Kingdom", "en Reino Unido").
for (const [prefix, wrong] of [
  ['', /\b(in|of) United Kingdom\b/],
  ['/es', /\b(en|de) Reino Unido\b/],
] as const) {
  test(`${prefix || '/'}: the legal pages name the country and the law as the language writes them`, async ({
    request,
  }) => {
    for (const page of ['/privacy-policy', '/terms-conditions', '/legal-notice']) {
      const html = await (await request.get(`${prefix}${page}`)).text();
      const text = html.replace(/<[^>]+>/g, ' ');
      expect(text, `${prefix}${page}`).not.toMatch(wrong);
    }
  });
}

// Each legal notice names the representatives its own market's law asks for (the stand-in company
// is in the UK, so the EU, China and Korea need one): German readers get the EU's, not China's or
// Korea's; Korean readers get the domestic agent with the telephone and email PIPA art. 31-2 asks for.
test('each legal notice names its own market’s representatives, with their contact', async ({ page }) => {
  await page.goto('/de/legal-notice');
  await expect(page.locator('#notice-euRepresentative')).toHaveCount(1);
  for (const other of ['ukRepresentative', 'cnRepresentative', 'krRepresentative']) {
    await expect(page.locator(`#notice-${other}`), other).toHaveCount(0);
  }
  await page.goto('/ko/legal-notice');
  await expect(page.locator('#notice-krRepresentative dd')).toContainText('kr-agent@example.com');
  for (const other of ['euRepresentative', 'ukRepresentative', 'cnRepresentative']) {
    await expect(page.locator(`#notice-${other}`), other).toHaveCount(0);
  }
  // France asks for the host's telephone: every notice shows it beside the host, as a link.
  await expect(page.locator('#notice-hosting a[href^="tel:"]')).toHaveCount(1);
});
