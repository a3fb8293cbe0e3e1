/**
 * The environments of the builds that `npm test` makes and the end-to-end tests run against
 * (scripts/test.ts builds them; playwright.config.ts gives the same to the tests, so that both
 * derive the same page list from lib/pages/built.ts).
 *
 * The end-to-end builds talk to the API stand-in that tests/support/webServers.ts starts, and switch one
 * page off, so that the suite proves a failing page check end to end (docs/design.md#page-checks).
 * Their site lives on https, as a deployed one does, so every host sends HSTS (browsers ignore it
 * over the plain http the tests use).
 * A second static build, with what an operator may switch on configured, goes to out-analytics/:
 * Google Analytics (its hosts are intercepted by the tests), the app's store links (the
 * home page's app section, the FAQ's and the privacy policy's words on the app), four markets
 * only (LOCALES; Korea's with its own analytics consent) and a company's details for the legal
 * notice, as a deploy would have them (docs/markets.md), on a Firebase project without the site's Cloud Functions (FIREBASE_FUNCTIONS=off:
 * the browser deletes accounts itself, and the texts say what is then left behind), built for
 * Firebase Hosting (lib/i18n/firebaseLanguage.ts).
 */
export const testBuild = {
  SITE_URL: 'https://localhost:3000',
  // A moved address, `/help` → `/faq`, and a moved FAQ entry, which every host, server mode and the
  // FAQ's script answer (docs/operators.md#redirects); the repository's own redirects.json is empty.
  REDIRECTS_FILE: 'tests/support/redirects.json',
  NEXT_PUBLIC_API_BASE_URL: 'http://127.0.0.1:3300/',
  UNPUBLISHED_PAGES: '/zh/terms-conditions',
};

/**
 * What the editor (`npm run edit`) has in its environment, its preview flags (EDIT_PREVIEW, and
 * NEXT_PUBLIC_EDIT_PREVIEW for the browser) included, given to the e2e test builds too: the
 * preview's marks and its framing belong to `next dev` alone (lib/editPreview/flag.ts), and the
 * crawl and the export's files prove that no build carries them.
 */
export const editorEnvironment = {
  EDIT_PREVIEW: 'http://editor.e2e.localhost:3980',
  NEXT_PUBLIC_EDIT_PREVIEW: 'http://editor.e2e.localhost:3980',
  EDIT_PREVIEW_PORT: '3985',
  EDIT_PORT: '3980',
  EDIT_TOKEN: 'an-editor-token-in-the-build-environment',
};

export const analyticsBuild = {
  ...testBuild,
  NEXT_PUBLIC_GA_ID: 'G-TEST12345',
  FIREBASE_FUNCTIONS: 'off',
  APP_STORE_URL: 'https://apps.apple.com/app/slimstart/id0000000000',
  PLAY_STORE_URL: 'https://play.google.com/store/apps/details?id=example.slimstart',
  LOCALES: 'en,de,fr,ko',
  // Korea's pages run analytics on the visitor's own consent (PIPA art. 28-8(1)1), asked apart from
  // the other markets' (lib/analytics/consent.ts).
  ANALYTICS_KR: 'consent',
  COMPANY_COUNTRY: 'US',
  LEGAL_NAME: 'SlimStart Inc.',
  LEGAL_ADDRESS: '500 Market Street, San Francisco, CA 94105, USA',
  LEGAL_REPRESENTATIVE: 'Jordan Lee, CEO',
  LEGAL_PHONE: '+1 415 555 0100',
  COMPANY_REGISTER: 'Delaware Division of Corporations, file number 1234567',
  VAT_ID: 'none',
  EU_REPRESENTATIVE: 'Rep EU GmbH, Hauptstraße 2, 10115 Berlin, Germany',
  UK_REPRESENTATIVE: 'Rep UK Ltd., 10 Fleet Street, London EC4Y 1AA, United Kingdom',
  KR_REPRESENTATIVE: '대리인 주식회사, 서울특별시 중구 세종대로 1',
  KR_REPRESENTATIVE_CONTACT: '+82 2 555 0100, kr-agent@slimstart.example',
  HOSTING_PROVIDER: 'Google Cloud EMEA Ltd., Velasco, Clanwilliam Place, Dublin 2, Ireland',
  HOSTING_PHONE: '+353 1 436 5000',
  // Built for Firebase Hosting, as `npm run deploy` builds for it: its language cookie is set.
  NEXT_PUBLIC_FIREBASE_HOSTING: 'on',
};
