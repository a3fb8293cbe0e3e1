import { resolveLocaleSegment } from './i18n/params';
import { localizedPath } from './i18n/paths';
import type { Locale } from './i18n/locales';
import { decodeOrNull } from './url';
import { middlewareOf, pageNamed, routeMiddlewareNames, type AnyPageName } from './routes';

/**
 * Page guards (docs/spec.md, sections 4, 5 and 8; docs/design.md#4-reference-behaviours, "Page validation" and "Named route
 * middleware"). Every page declares its checks; the first is always its locale segment.
 */

/** What a check returns: exactly `true` to pass; anything else fails, optionally saying how. */
type PageCheckResult = boolean | { status?: number; statusText?: string } | null | undefined;
type PageCheck = () => PageCheckResult | Promise<PageCheckResult>;

const DIGEST_PREFIX = 'SLIMSTART_PAGE_ERROR;';

/**
 * A fatal page error. Its `digest` carries status and text to the error page, because Next.js
 * passes a server error's digest to the client but not its message.
 */
export class PageError extends Error {
  readonly digest: string;
  constructor(
    readonly status: number,
    readonly statusText: string,
  ) {
    super(statusText);
    this.name = 'PageError';
    this.digest = `${DIGEST_PREFIX}${status};${encodeURIComponent(statusText)}`;
  }
}

/** Status and text of an error that reached an error page, where it says them. */
export function pageErrorOf(error: { digest?: string; status?: number; statusText?: string }): {
  status?: number;
  statusText?: string;
} {
  if (error.digest?.startsWith(DIGEST_PREFIX)) {
    const [status, text] = error.digest.slice(DIGEST_PREFIX.length).split(';');
    return { status: Number(status), statusText: decodeOrNull(text) ?? text };
  }
  return { status: error.status, statusText: error.statusText };
}

/** Runs a page's checks in order; the first that does not return exactly true ends the page. */
export async function validatePage(path: string, checks: readonly PageCheck[]): Promise<void> {
  for (const check of checks) {
    const result = await check();
    if (result === true) continue;
    const said = result && typeof result === 'object' ? result : {};
    throw new PageError(said.status || 404, said.statusText || `Page Not Found: ${path}`);
  }
}

/**
 * Named route middleware that pages may ask for (the account screens name `auth`). A name with
 * nothing behind it is a mistake in the page, caught when it renders (at build time, for the export).
 */
export function assertRouteMiddleware(names: readonly string[], known: readonly string[]): void {
  for (const name of names) {
    if (!known.includes(name)) throw new Error(`Unknown route middleware: '${name}'.`);
  }
}

/**
 * The guard every page runs first: its locale segment (a 404 for anything else), then the named
 * route middleware that lib/routes.ts declares for it, then the checks the page passes here.
 * Returns the page's locale.
 */
export async function guardPage(
  params: Promise<{ locale: string }>,
  name: AnyPageName,
  { validate = [] }: { validate?: ((locale: Locale) => ReturnType<PageCheck>)[] } = {},
): Promise<Locale> {
  const locale = await resolveLocaleSegment(params);
  const page = pageNamed(name);
  assertRouteMiddleware(middlewareOf(page), routeMiddlewareNames);
  await validatePage(
    localizedPath(locale, page.path),
    validate.map((check) => () => check(locale)),
  );
  return locale;
}
