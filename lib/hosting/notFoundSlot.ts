import { displayPath } from '../url';

/**
 * The prerendered 404 pages and the requested path they name (docs/spec.md#2-screens-and-routes: `Page not found:
 * {path}`). The pages are built before anyone asks, so each carries a slot for the path that
 * whoever serves it fills in, escaped: `npm start`'s server and server mode's proxy.ts replace the
 * slot, nginx and Apache fill it through SSI and Caddy through its templates (the export writes
 * both commands into the slot), and on any other host the browser fills it in
 * (components/RequestedPath.tsx).
 */

/** The slot as React renders it (components/RequestedPath.tsx with no path). */
const EMPTY_SLOT = '<code data-requested-path="true"></code>';
const SLOT = /<code data-requested-path="true">(?:<!--[^>]*-->)*<\/code>/;

/** The SSI variable that holds the requested path (scripts/hosts/nginx.ts and apache.ts set it). */
export const REQUESTED_PATH_VARIABLE = 'slimstart_requested_path';

/**
 * The SSI command nginx and Apache replace with the path, entity-encoded (both read it: Apache
 * applies an encoding only to the variables named after it). Anywhere else it stays an HTML
 * comment, which the browser ignores.
 * @see https://nginx.org/en/docs/http/ngx_http_ssi_module.html#commands
 * @see https://httpd.apache.org/docs/2.4/mod/mod_include.html#element.echo
 */
const SSI_COMMAND = `<!--#echo encoding="entity" var="${REQUESTED_PATH_VARIABLE}" -->`;

/**
 * Caddy's template action, HTML-escaped; its delimiters (the Caddyfile's `templates between`) take
 * the SSI command in with them, so that Caddy replaces both. On nginx and Apache it stays an HTML
 * comment after the path.
 * @see https://caddyserver.com/docs/modules/http.handlers.templates
 */
export const CADDY_TEMPLATE_DELIMITERS = [`${SSI_COMMAND}<!--{{`, '}}-->'] as const;
const CADDY_ACTION = 'html .OriginalReq.URL.Path';

const HOST_SLOT = `<code data-requested-path="true">${CADDY_TEMPLATE_DELIMITERS[0]}${CADDY_ACTION}${CADDY_TEMPLATE_DELIMITERS[1]}</code>`;

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The requested path as a 404 page shows it: decoded, then escaped for HTML. */
export function shownPath(pathname: string): string {
  return escapeHtml(displayPath(pathname));
}

/**
 * A 404 page's text before and after the path in its slot, or null when the page has no slot. The
 * static server compresses the two sides once (scripts/serve/staticServer.ts).
 */
export function splitAtRequestedPath(html: string): [string, string] | null {
  const match = SLOT.exec(html);
  if (!match) return null;
  const open = '<code data-requested-path="true">';
  return [html.slice(0, match.index) + open, '</code>' + html.slice(match.index + match[0].length)];
}

/** A 404 page with the requested path in its slot, escaped. */
export function fillRequestedPath(html: string, pathname: string): string {
  const parts = splitAtRequestedPath(html);
  return parts ? parts[0] + shownPath(pathname) + parts[1] : html;
}

/** The export's 404 page with the hosts' commands in its slot; throws when the page has no slot. */
export function withHostSlot(html: string, file: string): string {
  if (!html.includes(EMPTY_SLOT)) throw new Error(`${file} has no ${EMPTY_SLOT} to put the requested path in`);
  return html.replace(EMPTY_SLOT, HOST_SLOT);
}

/** Whether an exported HTML file (a path relative to out/) is a 404 page rather than a page. */
export function isNotFoundFile(relative: string): boolean {
  return /(^|[\\/])404\.html$/.test(relative);
}

/**
 * For hosts that answer every unknown path with one 404 page (Firebase Hosting: the root 404.html,
 * or its copy of the visitor's language's, lib/i18n/firebaseLanguage.ts): run first in that
 * page's head, under a locale prefix whose language the page is not in, it keeps the rest of the
 * page from painting or running, fetches that locale's own 404 page and writes it in its place, so
 * that `/de/…` answers 404 in German. The URL and the status stay. Without scripts (bots among
 * them) the page as served shows.
 * `locales` are the prefixed locales' segments and `<html lang>`s, `rootLang` the default locale's
 * (a localized copy answering an unprefixed path gives way to the root page). It must stay self-contained:
 * the export serialises it into an inline script whose hash the page's policy names
 * (scripts/export/steps.ts).
 */
export function showLocaleNotFound(
  locales: readonly (readonly [segment: string, lang: string])[],
  rootLang: string,
): void {
  const segment = location.pathname.split('/')[1];
  const flags = window as unknown as { slimstartNotFound?: boolean };
  const locale = locales.filter((entry) => entry[0] === segment)[0];
  // A path without a locale's prefix is the default locale's, at the root.
  const prefix = locale ? `/${segment}` : '';
  // The page written in carries this script too (the English page as a last resort): it must then do nothing.
  const lang = locale ? locale[1] : rootLang;
  if (lang === document.documentElement.lang || flags.slimstartNotFound) return;
  flags.slimstartNotFound = true;
  // The rest of the page as served becomes inert, hidden text: nothing of it paints or runs.
  document.write('<plaintext hidden>');
  // No named inner functions: the serialised source must not depend on a bundler's helpers. Only
  // a 404 page will do (a host that answers anything with its home page must not show that), and
  // a stalled network gets the English page after a few seconds rather than a blank one.
  [`${prefix}/404`, `${prefix}/404.html`, '/404.html']
    .reduce<Promise<string>>(
      (previous, url) =>
        previous.catch(() =>
          // Asked in the path's language, without cookies: Firebase Hosting chooses its page by
          // the language the request names, and its cookie would name the visitor's.
          fetch(url, { signal: AbortSignal.timeout(5000), credentials: 'omit', headers: { 'Accept-Language': lang } })
            // The root page itself comes with status 404 on some hosts; the locale's must be found.
            .then((r) => (r.ok || url === '/404.html' ? r.text() : Promise.reject(new Error(url))))
            .then((html) => (html.includes('data-requested-path') ? html : Promise.reject(new Error(url)))),
        ),
      Promise.reject(new Error('start')),
    )
    .catch(() => '<!doctype html><title>Page Not Found</title><h1>Page Not Found</h1>')
    .then((html) => {
      document.open();
      document.write(html);
      document.close();
    });
}
