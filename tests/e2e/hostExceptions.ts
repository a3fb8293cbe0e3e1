import type { TestInfo } from '@playwright/test';

/**
 * The hosts the export ships for, each a Playwright project (playwright.config.ts): `npm start`'s
 * server (`static`), nginx, the Firebase Hosting emulator, Apache, Caddy, and the local servers of
 * Cloudflare Pages' and Netlify's CLIs.
 */
export type Host = 'static' | 'nginx' | 'firebase' | 'apache' | 'caddy' | 'cloudflare' | 'netlify';

/**
 * What a host does differently from the host contract (tests/e2e/hosts.spec.ts), named, explained,
 * and checked as what that host does instead. The README's hosts table repeats them in a word.
 */
export const exceptions = {
  /**
   * Firebase Hosting answers every unknown path with one 404 page, chosen by the visitor's language
   * (its cookie, else Accept-Language: localizedNotFound.firebase.spec.ts), not by the path; for a
   * visitor in English, or in a language the site lacks, the HTML it serves for `/de/…` is the
   * English page. Its first script shows the German 404 page before anything paints
   * (lib/hosting/notFoundSlot.ts, showLocaleNotFound); bots and visitors without JavaScript read
   * the page as served, with status 404 and `noindex`.
   */
  notFoundServedInEnglish: ['firebase'],
  /**
   * Firebase Hosting, Cloudflare Pages and Netlify serve files as they are: the requested path
   * appears in the 404 page once scripts run (components/RequestedPath.tsx), not in the HTML they serve.
   */
  notFoundServedWithoutPath: ['firebase', 'cloudflare', 'netlify'],
  /**
   * nginx's SSI echoes the path as it came on the request line, so a path outside ASCII shows
   * percent-encoded in the served HTML (`/de/%C3%BC`); the browser shows it decoded once scripts
   * run, as on every host.
   */
  notFoundServedPathEncoded: ['nginx'],
  /**
   * nginx and Apache fill the slot through SSI and leave Caddy's template action after the path, as
   * an HTML comment, which neither a browser nor a bot shows (lib/hosting/notFoundSlot.ts).
   */
  notFoundSlotKeepsComment: ['nginx', 'apache'],
  /**
   * Firebase Hosting serves every file of out/ by its clean URL, the locale 404 pages too:
   * `/de/404` (and `/localized/de_ALL/404`, its copy for Firebase's own choice) answers 200 with
   * the German 404 page, which is `noindex`. Only the root 404.html is its own 404 page.
   */
  notFoundPagesServedAsPages: ['firebase'],
  /**
   * Cloudflare Pages makes a page's file name and a trailing slash permanent redirects by itself,
   * with 308 (the permanent redirect that keeps the method), which browsers and search engines
   * follow as they follow a 301.
   */
  permanentRedirectIs308: ['cloudflare'],
  /**
   * Netlify matches its redirect rules with and without a trailing slash alike, so a rule from
   * `/faq/` to `/faq` would send `/faq` to itself: `/faq/` answers 200 with the page, whose
   * canonical link names `/faq`; after a page's file name (`/faq.html/`) the slash follows that
   * file name's redirect.
   */
  trailingSlashServesPage: ['netlify'],
  /**
   * Cloudflare's local server (wrangler pages dev) answers a path that goes on past a file
   * (`/faq.html/`, `/_headers`) with 502, an error of its own: it looks for `faq.html/index.html`
   * and cannot read a file as a folder.
   */
  pathPastFileFails: ['cloudflare'],
  /**
   * Cloudflare sends its own `Cache-Control: no-store` with a 404, in place of the route rules'
   * revalidation: nothing keeps a 404, which is stricter than asked.
   */
  notFoundNotStored: ['cloudflare'],
  /**
   * Netlify's local server (netlify dev) sends its own static server's `Cache-Control`
   * (`public, max-age=0`) over netlify.toml's, for every file. `netlify deploy` sends netlify.toml's
   * headers, which tests/unit/lib/hosting/cdnConfigs.test.ts resolves for every route rule.
   */
  cacheControlOfLocalServer: ['netlify'],
} satisfies Record<string, Host[]>;

export const hostOf = (testInfo: TestInfo) => testInfo.project.name as Host;

export const hasException = (name: keyof typeof exceptions, testInfo: TestInfo) =>
  (exceptions[name] as Host[]).includes(hostOf(testInfo));
