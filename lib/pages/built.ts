import { defaultLocale, everyLocale, servedLocaleTable, type Locale } from '../i18n/locales';
import { splitLocale } from '../i18n/paths';
import { localizedPath } from './paths';
import { firstFailure, published, unpublishedUrls, type PageFailure } from './checks';
import { accountPages, allPages, pageNamed, pages, type AnyPageName, type Page } from './routes';
import { versionPages, versionUrl, type VersionPage } from './legalVersions';
import { LEGAL_TEXTS, legalTexts, type LegalText } from '../legal/texts';

/**
 * The pages the build makes, in which locales: every page whose checks pass (lib/pages/checks.ts).
 * Everything derived from the page list asks here: the export and server mode's page list, the
 * sitemap, hreflang, the switcher, the navigation, the build manifest and the payloads.
 */

/** Why a page is left out in a locale, or null when it is built there. */
export function pageFailure(locale: Locale, page: Page): PageFailure | null {
  return firstFailure({ locale, url: localizedPath(locale, page.path) }, page.checks);
}

export function isBuilt(locale: Locale, page: Page): boolean {
  return pageFailure(locale, page) === null;
}

/**
 * Where a visitor reading `locale` finds a page: in their language, or where a check left it out
 * there, in the default one.
 */
function readablePath(locale: Locale, name: AnyPageName): string {
  const page = pageNamed(name);
  return localizedPath(isBuilt(locale, page) ? locale : defaultLocale, page.path);
}

/**
 * Where each legal text's page is (the consent's is the privacy policy's), for the visitor's
 * agreement to them and the notice of a change, and the page of each of their versions
 * (lib/pages/legalVersions.ts), by text and version.
 */
export interface LegalPaths {
  pages: Record<LegalText, string>;
  versions: Record<LegalText, Record<string, string>>;
}

export function legalPathsOf(locale: Locale): LegalPaths {
  const versions = Object.fromEntries(
    LEGAL_TEXTS.map((text) => [
      text,
      Object.fromEntries(
        versionPages()
          .filter((page) => page.text === text)
          .map((page) => [page.version, versionPathOf(locale, page)]),
      ),
    ]),
  ) as LegalPaths['versions'];
  const pages = Object.fromEntries(LEGAL_TEXTS.map((text) => [text, readablePath(locale, legalTexts[text].page)]));
  return { pages: pages as LegalPaths['pages'], versions };
}

/**
 * Where a visitor reading `locale` finds a version of a legal text (lib/pages/legalVersions.ts): in
 * their language where the text's page is built there, else in the default one.
 */
export function versionPathOf(locale: Locale, page: VersionPage): string {
  return versionUrl(isBuilt(locale, page.page) ? locale : defaultLocale, page);
}

/** The page of every legal version in every locale where its text's page is built, with its URL. */
export function builtVersionPages() {
  return servedLocaleTable.flatMap((locale) =>
    versionPages()
      .filter((page) => isBuilt(locale.code, page.page))
      .map((page) => ({ locale, page, url: versionUrl(locale.code, page) })),
  );
}

/** Every page of `list` in every locale where it is built, with its URL. */
export function builtPages<P extends Page>(list: readonly P[] = pages as readonly Page[] as readonly P[]) {
  return servedLocaleTable.flatMap((locale) =>
    list
      .filter((page) => isBuilt(locale.code, page))
      .map((page) => ({ locale, page, url: localizedPath(locale.code, page.path) })),
  );
}

/** The pages the build leaves out, with why: the build prints them. */
export function leftOutPages(): { url: string; failure: PageFailure }[] {
  return servedLocaleTable.flatMap((locale) =>
    allPages.flatMap((page) => {
      const failure = pageFailure(locale.code, page);
      return failure ? [{ url: localizedPath(locale.code, page.path), failure }] : [];
    }),
  );
}

/**
 * What is wrong with UNPUBLISHED_PAGES, for the build to refuse: every entry must be the URL of a
 * page that can be switched off (one that declares the `published` check), in any locale the
 * project has: naming a page of a market that LOCALES switches off is no mistake.
 */
export function unpublishedProblems(urls: readonly string[] = unpublishedUrls): string[] {
  const switchable = everyLocale.flatMap((locale) =>
    allPages
      .filter((page) => (page.checks as readonly unknown[]).includes(published))
      .map((page) => localizedPath(locale.code, page.path)),
  );
  return urls
    .filter((url) => !switchable.includes(url))
    .map(
      (url) =>
        `UNPUBLISHED_PAGES names "${url}", which is no page that can be switched off. These can: ${switchable.join(', ')}`,
    );
}

/** Whether a URL path is a sign-in or account screen, in any locale. */
export function isAccountScreen(pathname: string): boolean {
  const { path } = splitLocale(pathname);
  return accountPages.some((page) => page.path === path);
}
