import { readFileSync } from 'node:fs';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { doc, serverTimestamp, setDoc } from 'firebase/firestore';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { legalStanding } from '@/lib/legal/versions';
import { FIRESTORE_HOST } from './emulator';

/** The terms and privacy policy in force now. */
const legalVersions = { terms: legalStanding().inForce.terms, privacy: legalStanding().inForce.privacy };
const healthConsentVersion = legalStanding().inForce.healthConsent;

/**
 * Adding a locale is one row in the locale table (plus its messages file). This test adds a ninth,
 * right-to-left one to the table, without a Next.js build, and finds it in every place derived
 * from the table: routing, detection, the switcher's paths, hreflang, the sitemap, the pages and
 * 404 pages of the export, every host's config, and the Firestore rules, where a visitor of the new
 * locale must be able to save a profile. tests/scripts/addLocaleHosts.test.ts serves a small export
 * with it on all six hosts.
 */
vi.mock('@/lib/i18n/localeTable', async (importOriginal) => {
  const { localeTable } = await importOriginal<typeof import('@/lib/i18n/localeTable')>();
  const { arabic } = await import('../support/ninthLocale');
  return { localeTable: [...localeTable, arabic] };
});

const [host, port] = FIRESTORE_HOST.split(':');
let env: RulesTestEnvironment | undefined;

async function rulesEnvironment(rules: string): Promise<RulesTestEnvironment> {
  env = await initializeTestEnvironment({
    projectId: 'demo-slimstart',
    firestore: { host, port: Number(port), rules },
  });
  await env.clearFirestore();
  return env;
}
afterEach(async () => {
  await env?.cleanup();
  env = undefined;
});

describe('a ninth locale, added as one row of the locale table', () => {
  it('reaches routing, detection, paths and the page attributes', async () => {
    const { isLocale, localeInfo, prefixedSegments } = await import('@/lib/i18n/locales');
    const { routing } = await import('@/lib/i18n/routing');
    const { detectRedirect, detectionScript } = await import('@/lib/i18n/detect');
    const { servedLocaleTable, defaultLocale } = await import('@/lib/i18n/locales');
    const { localizedPath } = await import('@/lib/pages/paths');
    expect(isLocale('ar')).toBe(true);
    expect(prefixedSegments).toContain('ar');
    expect(localeInfo('ar' as never).dir).toBe('rtl');
    expect(routing.locales).toContain('ar');
    expect(detectRedirect(servedLocaleTable, defaultLocale, undefined, ['ar-EG', 'en'])).toBe('/ar');
    expect(detectionScript()).toContain('"segment":"ar"');
    expect(localizedPath('ar' as never, '/faq')).toBe('/ar/faq');
  });

  it('reaches hreflang, the sitemap, the exported pages, the 404 pages and every host’s config', async () => {
    const { alternateUrls } = await import('@/lib/pages/seo');
    const { pageNamed } = await import('@/lib/pages/routes');
    const { default: sitemap } = await import('@/app/sitemap');
    const { exportedPages, notFoundPageFor } = await import('@/lib/hosting/exportedFiles');
    const { apacheSite } = await import('@/scripts/hosts/apache');
    const { caddySite } = await import('@/scripts/hosts/caddy');
    const { nginxServer } = await import('@/scripts/hosts/nginx');
    const { cloudflareRedirects, netlifyConfig } = await import('@/lib/hosting/cdnConfigs');
    const { localeNotFoundScript } = await import('@/scripts/export/steps');
    expect(alternateUrls(pageNamed('faq')).ar).toMatch(/\/ar\/faq$/);
    expect(sitemap().map((entry) => new URL(entry.url).pathname)).toContain('/ar/faq');
    expect(exportedPages()).toContainEqual({ url: '/ar/privacy-policy', file: 'ar/privacy-policy.html' });
    expect(notFoundPageFor('/ar/no-such-page')).toBe('ar/404.html');
    expect(nginxServer()).toContain('~^/ar/ /ar/404.html;');
    expect(apacheSite()).toContain('<If "%{REQUEST_URI} =~ m#^/ar/#">\n    ErrorDocument 404 /ar/404.html');
    expect(caddySite()).toContain('@ar path /ar/*\n\t\thandle @ar {\n\t\t\trewrite * /ar/404.html');
    expect(cloudflareRedirects()).toContain('\n/ar/404 /ar/_not-found 200\n');
    expect(netlifyConfig()).toContain('from = "/ar/*"\n  to = "/ar/404.html"\n  status = 404');
    expect(netlifyConfig()).toContain('from = "/ar.html"\n  to = "/ar"\n  status = 301');
    // Firebase Hosting's one 404 page shows the locale's through its script, which names the prefixes.
    expect(localeNotFoundScript()).toContain('"ar"');
  });

  it('lets a visitor of the new locale save a profile under the generated rules, which the old rules refuse', async () => {
    const { firestoreRules } = await import('@/scripts/export/firestoreRules');
    const { readProfileForm } = await import('@/lib/account/profileForm');
    const { profile, errors } = readProfileForm({
      displayName: 'ليلى',
      language: 'ar',
      unit: 'kg',
      startWeight: '82,5',
      goalWeight: '70',
    });
    expect(errors).toEqual({});
    expect(profile.language).toBe('ar');
    const save = (environment: RulesTestEnvironment) =>
      setDoc(doc(environment.authenticatedContext('layla').firestore(), 'users/layla'), {
        ...profile,
        uid: 'layla',
        agreement: { ...legalVersions, market: 'ar', age: 18, acceptedAt: serverTimestamp() },
        healthConsent: { version: healthConsentVersion, givenAt: serverTimestamp() },
        updatedAt: serverTimestamp(),
      });

    await assertFails(save(await rulesEnvironment(readFileSync('firestore.rules', 'utf8'))));
    await env!.cleanup();
    await assertSucceeds(save(await rulesEnvironment(firestoreRules())));
  });
});
