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
