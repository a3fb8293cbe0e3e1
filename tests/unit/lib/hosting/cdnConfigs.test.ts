import { afterEach, describe, expect, it, vi } from 'vitest';
import { analyticsBuild } from '@/scripts/test/builds';

/**
 * The files of Cloudflare Pages and Netlify (lib/hosting/cdnConfigs.ts), read with each host's own
 * meaning, must give every path exactly the route rules' headers; Cloudflare's must stay within its
 * limits. The host contract runs both on the hosts' local servers (tests/e2e/hosts.spec.ts); this
 * also covers what Netlify's local server hides (its own Cache-Control).
 */

/** Whether a `/x/*` or exact pattern of the two hosts covers a path. */
const covers = (pattern: string, path: string) =>
  pattern.endsWith('*') ? path.startsWith(pattern.slice(0, -1)) : path === pattern;

/** Cloudflare's reading: every matching rule applies; values joined with ", "; `! Name` detaches. */
function cloudflareHeadersOf(file: string, path: string): Record<string, string> {
  const headers: Record<string, string[]> = {};
  let matching = false;
  for (const line of file.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    if (!line.startsWith(' ')) matching = covers(line, path);
    else if (matching && line.trimStart().startsWith('! ')) delete headers[line.trim().slice(2)];
    else if (matching) {
      const [name, ...value] = line.trim().split(': ');
      (headers[name] ??= []).push(value.join(': '));
    }
  }
  return Object.fromEntries(Object.entries(headers).map(([name, values]) => [name, values.join(', ')]));
}

/** Netlify's reading of netlify.toml's `[[headers]]`: every matching rule applies, a later value replacing. */
function netlifyHeadersOf(toml: string, path: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const block of toml.split('[[headers]]').slice(1)) {
    const pattern = JSON.parse(/for = (".*")/.exec(block)![1]);
    if (!covers(pattern, path)) continue;
    for (const [, name, value] of block.split('[[redirects]]')[0].matchAll(/^ {4}(\S+) = (".*")$/gm))
      headers[name] = JSON.parse(value);
  }
  return headers;
}

const paths = [
  '/',
  '/de/faq',
  '/_next/static/chunks/a.js',
  '/_documents/x.css',
  '/builds/meta/1.json',
  '/builds/latest.json',
  '/de/nope',
];

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe('Cloudflare Pages’ _headers and Netlify’s netlify.toml', () => {
  it('give every path exactly the route rules’ headers, as each host reads them', async () => {
    const { cloudflareHeaders, netlifyConfig } = await import('@/lib/hosting/cdnConfigs');
    const { headersFor } = await import('@/lib/hosting/routeRules');
    const cloudflare = cloudflareHeaders();
    const netlify = netlifyConfig();
    for (const path of paths) {
      expect(cloudflareHeadersOf(cloudflare, path), path).toEqual(headersFor(path));
      expect(netlifyHeadersOf(netlify, path), path).toEqual(headersFor(path));
    }
    // Without the detaching lines, Cloudflare would join the two Cache-Control values.
    const joined = cloudflareHeadersOf(cloudflare.replace(/^ {2}! .*\n/gm, ''), '/_next/static/a.js');
    expect(joined['Cache-Control']).toBe('public, max-age=0, must-revalidate, public, max-age=31536000, immutable');
  });

  it('redirect each page’s file name on Netlify, and make the 404 pages’ own URLs answer 404 on both', async () => {
    const { cloudflareRedirects, netlifyConfig } = await import('@/lib/hosting/cdnConfigs');
    const netlify = netlifyConfig();
    expect(netlify).toContain('from = "/de/faq.html"\n  to = "/de/faq"\n  status = 301\n  force = true');
    expect(netlify).toContain('from = "/index.html"\n  to = "/"\n  status = 301\n  force = true');
    expect(netlify).toContain('from = "/de/*"\n  to = "/de/404.html"\n  status = 404\n');
    expect(netlify).toContain('from = "/de/404"\n  to = "/de/404.html"\n  status = 404\n  force = true');
    // No trailing-slash rule: Netlify matches rules with and without one alike, and would loop.
    expect(netlify).not.toMatch(/from = "[^"]+\/"/);
    expect(cloudflareRedirects().split('\n')).toContain('/de/404 /de/_not-found 200');
  });

  const services = {
    'Google Analytics': { NEXT_PUBLIC_GA_ID: 'G-TEST12345' },
    Plausible: {
      NEXT_PUBLIC_GA_ID: '',
      NEXT_PUBLIC_PLAUSIBLE_DOMAIN: 'slimstart.example',
      NEXT_PUBLIC_PLAUSIBLE_HOST: 'https://plausible.example.net',
    },
  };
  for (const [service, settings] of Object.entries(services)) {
    it(`stay within Cloudflare’s limits, with ${service} and every other origin a deploy may configure`, async () => {
      for (const [name, value] of Object.entries({
        ...analyticsBuild,
        LOCALES: '',
        FIREBASE_FUNCTIONS: 'on',
        FIREBASE_FUNCTIONS_REGION: 'europe-west1',
        NEXT_PUBLIC_FIREBASE_API_KEY: 'AIzaSyExampleExampleExampleExample1234',
        NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: 'slimstart-live.firebaseapp.com',
        NEXT_PUBLIC_FIREBASE_PROJECT_ID: 'slimstart-live',
        NEXT_PUBLIC_API_BASE_URL: 'https://api.slimstart-example.com/v1/',
        ...settings,
      }))
        vi.stubEnv(name, value);
      const { cloudflareHeaders, cloudflareRedirects } = await import('@/lib/hosting/cdnConfigs');
      const headers = cloudflareHeaders();
      const redirects = cloudflareRedirects()
        .split('\n')
        .filter((line) => line && !line.startsWith('#'));
      // https://developers.cloudflare.com/pages/configuration/headers/ and …/redirects/ (limits)
      expect(headers.split('\n').filter((line) => line.startsWith('/')).length).toBeLessThanOrEqual(100);
      const dynamic = redirects.filter((line) => /[*:]/.test(line.split(' ')[0]));
      expect(dynamic.length).toBeLessThanOrEqual(100);
      expect(redirects.length - dynamic.length).toBeLessThanOrEqual(2000);
      for (const line of [...headers.split('\n'), ...redirects])
        expect(line.length, line.slice(0, 60)).toBeLessThanOrEqual(1000);
      // The longest line is the policy, with every origin named.
      expect(headers).toContain('https://api.slimstart-example.com');
      expect(headers).toContain('europe-west1');
      if ('NEXT_PUBLIC_PLAUSIBLE_HOST' in settings) expect(headers).toContain(settings.NEXT_PUBLIC_PLAUSIBLE_HOST);
      else expect(headers).toContain('google-analytics.com');
    });
  }
});
