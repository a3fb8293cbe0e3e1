import { describe, expect, it } from 'vitest';
import { speculationRules } from '@/lib/hosting/speculationRules';

describe('speculationRules', () => {
  it('names the documents the links lead to, once each, for prerendering on intent', () => {
    const hrefs = [
      '/de',
      '/de/faq',
      '/de/sign-in',
      '/de/privacy-policy#analytics',
      '/de/privacy-policy',
      '/de/terms-conditions',
      '/de/legal-notice?x=1',
      '#main',
      'https://example.com/de/legal-notice',
      '//example.com/de/legal-notice',
      'mailto:hello@example.com',
    ];
    expect(speculationRules(hrefs, '/de/terms-conditions')).toEqual({
      prerender: [
        {
          where: { href_matches: ['/de', '/de/faq', '/de/privacy-policy', '/de/legal-notice'] },
          eagerness: 'moderate',
        },
      ],
    });
  });

  it('gives no rules where no link leads to another document', () => {
    // The account screens are the application; the one document linked is the page itself.
    expect(speculationRules(['/sign-in', '/account?x=1', '/legal-notice#top'], '/legal-notice')).toBeNull();
  });
});
